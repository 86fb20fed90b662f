import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Runs a bench script (tsx) in its own process and parses the JSON it prints. */
export function runScript<T>(script: string, args: (string | number)[]): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args.map(String)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0 ? resolve(JSON.parse(output) as T) : reject(new Error(`${script} exited with ${code}`)),
    ),
  );
}
