import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths.ts';
import { CLIENT_HEADERS } from '../test/http.ts';
import { staffCookie, totpCode } from '../test/staff.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

/** `npm run staff -- …`'s script in a process of its own, on the running app's PostgreSQL database. */
function runStaff(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/staff.ts', ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: t.database.url! },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('npm run staff on PostgreSQL', () => {
  it('makes the first admin while the server runs, who logs in to it at once with the printed secret', async () => {
    const made = await runStaff([
      'create',
      '--email',
      'boss@admin.test',
      '--role',
      'admin',
      '--password',
      'the boss password',
    ]);
    expect(made.code).toBe(0);
    const secret = /secret=([A-Z2-7]+)/.exec(made.output)![1]!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login.php',
      headers: CLIENT_HEADERS,
      payload: { email: 'boss@admin.test', password: 'the boss password' },
    });
    const headers = { ...CLIENT_HEADERS, cookie: staffCookie(login) };
    const code = await totpCode(t, secret);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/admin/second-factor.php',
      headers,
      payload: { code },
    });
    expect(done.json().staff).toMatchObject({ email: 'boss@admin.test', role: 'admin' });
  });
});
