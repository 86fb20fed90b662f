import { spawn } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DEMO_LOGIN } from './demo-site.ts';

export interface SeedOutcome {
  seeded: boolean;
  login: typeof DEMO_LOGIN;
  seconds: number;
}

/** Runs seed-process (the built .js or, in development, the .ts through the same loader) and waits for it. */
export function seedInOwnProcess(baseUrl: string): Promise<SeedOutcome> {
  const script = fileURLToPath(new URL(`./seed-process${extname(import.meta.url)}`, import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script, baseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1)!) as SeedOutcome)
        : reject(new Error(`the demo seed exited with ${code}`)),
    ),
  );
}
