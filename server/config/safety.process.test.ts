import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths.ts';

/**
 * The server process itself (server/main.ts through tsx) with only the variables given: nothing of the test runner's
 * environment (NODE_ENV=test among them) leaks in, so NODE_ENV is really unset unless a test sets it.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'dating-safety-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startMain(variables: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: '0', ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const onData = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  /** Resolves with the port once the server serves; rejects if it exits first. */
  const serving = new Promise<number>((resolve, reject) => {
    const check = () => {
      const port = /Serving on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  serving.catch(() => {}); // awaited only by the tests that expect it to serve
  return { child, exited, serving, output: () => output };
}

describe('the server process', () => {
  it('with NODE_ENV unset refuses HOST=0.0.0.0, naming each unsafe setting, before listening', async () => {
    const server = startMain({ HOST: '0.0.0.0', TEST_PAYMENTS: 'true', SEED_DEMO: 'true' });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Refusing to start:');
    expect(output).toContain('development mail at /dev/mail (no SMTP_URL) on HOST=0.0.0.0: set SMTP_URL');
    expect(output).toContain('test payments (TEST_PAYMENTS=true) on HOST=0.0.0.0: set TEST_PAYMENTS=false');
    expect(output).toContain('demo data with a published login (SEED_DEMO) on HOST=0.0.0.0: set SEED_DEMO=false');
    expect(output).toContain('ALLOW_UNSAFE_ON_PUBLIC_HOST=true');
    expect(output).not.toContain('Serving on');
    expect(output).not.toContain('Demo login');
  });

  it('in production refuses to start without SMTP_URL', async () => {
    const server = startMain({ NODE_ENV: 'production', HOST: '127.0.0.1' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('NODE_ENV=production needs SMTP_URL');
    expect(server.output()).not.toContain('Serving on');
  });

  it('names a misspelt variable of ours at boot', async () => {
    const server = startMain({ NODE_ENV: 'production', HOST: '127.0.0.1', REDIS_ULR: 'redis://127.0.0.1:6379' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('REDIS_ULR is not a variable this server reads — did you mean REDIS_URL?');
  });

  it('serves on HOST=0.0.0.0 when explicitly allowed, and names what is unsafe', async () => {
    const server = startMain({ HOST: '0.0.0.0', TEST_PAYMENTS: 'true', ALLOW_UNSAFE_ON_PUBLIC_HOST: 'true' });
    const port = await server.serving;
    const output = server.output();
    expect(output).toContain(
      'unsafe settings in force: development mail at /dev/mail (no SMTP_URL), test payments (TEST_PAYMENTS=true)',
    );
    expect(output).toContain('demo data not seeded (HOST=0.0.0.0 is not loopback)');
    const devMail = await fetch(`http://127.0.0.1:${port}/dev/mail`);
    expect(devMail.status).toBe(200);
    const proxied = await fetch(`http://127.0.0.1:${port}/dev/mail`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(proxied.status).toBe(404);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
