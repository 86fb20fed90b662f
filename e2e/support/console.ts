import { spawn } from 'node:child_process';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { projectRoot } from '../../server/lib/paths.ts';
import { type RunningServer, startBuiltServer } from './server.ts';

/** A staff account as `npm run staff -- create` printed it: the secret of its authenticator and its recovery codes. */
export interface StaffLogin {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/**
 * Makes a staff account on the command line, as an operator makes the first admin: on the embedded database the
 * server is stopped for it (one process per data folder) and started again on the same data and port.
 */
export async function staffOnCommandLine(
  server: RunningServer,
  env: Record<string, string>,
  { email, role, password }: { email: string; role: string; password: string },
): Promise<{ server: RunningServer; login: StaffLogin }> {
  await server.stop({ keepData: true });
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/ops/staff.ts', 'create', '--email', email, '--role', role, '--password', password],
      { cwd: projectRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: server.dataDir } },
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`npm run staff: ${code}\n${text}`))));
  });
  const secret = /secret=([A-Z2-7]+)/.exec(output)?.[1];
  if (!secret || !output.includes('otpauth://totp/')) throw new Error(`no authenticator address printed:\n${output}`);
  const recoveryCodes = output.match(/^ {2}[0-9A-F]{4}(?:-[0-9A-F]{4}){3}$/gm)?.map((code) => code.trim()) ?? [];
  const restarted = await startBuiltServer(env, server.dataDir, server.port);
  return { server: restarted, login: { email, password, secret, recoveryCodes } };
}

/**
 * Logs a page in to the console: the password, then the authenticator's code of this moment, or the next unused
 * recovery code when `useRecoveryCode` (a second login within one 30 s step may not use the same code twice).
 */
export async function consoleLogin(page: Page, baseUrl: string, login: StaffLogin, useRecoveryCode = false) {
  await page.goto(`${baseUrl}/admin`);
  await page.waitForURL(/\/admin\/login$/);
  const form = page.getByTestId('console-login');
  await form.locator('input[type="email"]').fill(login.email);
  await form.locator('input[type="password"]').fill(login.password);
  await form.locator('button[type="submit"]').click();
  const code = useRecoveryCode ? login.recoveryCodes.shift()! : await generate({ secret: login.secret });
  const second = page.getByTestId('console-second-factor');
  await second.locator('input').fill(code);
  await second.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/') && url.pathname !== '/admin/login');
}

/**
 * A staff account the admin adds through the console's API, from the admin's logged-in console page (its cookie goes
 * along): what the new account logs in with.
 */
export async function addStaff(
  adminPage: Page,
  baseUrl: string,
  account: { email: string; name: string; role: 'moderator' | 'operator' },
): Promise<StaffLogin> {
  const password = `the ${account.role} password`;
  const res = await adminPage.request.post(`${baseUrl}/api/admin/staff.php`, {
    headers: { 'x-client': 'web' },
    data: { ...account, password },
  });
  if (res.status() !== 200) throw new Error(`adding staff answered ${res.status()}: ${await res.text()}`);
  const { totp_secret: secret, recovery_codes: recoveryCodes } = (await res.json()) as {
    totp_secret: string;
    recovery_codes: string[];
  };
  return { email: account.email, password, secret, recoveryCodes };
}
