import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server.ts';

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

export interface ChatBaseline {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** The raw chat server (chat-baseline-server.ts) in its own process; resolves once it listens. */
export async function startChatBaseline(
  databaseUrl: string,
  redisUrl: string,
  membersFile: string,
  messageCredits: number,
): Promise<ChatBaseline> {
  const port = await freePort();
  const args = [databaseUrl, String(port), membersFile, redisUrl, String(messageCredits)];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'chat-baseline-server.ts'), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`chat baseline exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
