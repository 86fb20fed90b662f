import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { type StaffLogin, consoleLogin, staffOnCommandLine } from './support/console.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The operators' console at /admin: the first admin, made on the command line, logs in with the authenticator's code
 * and works in the console (1280 px and a tablet, in Dutch and English, each screen checked by axe).
 */
const ENV = { TEST_PAYMENTS: 'true' };
let server: RunningServer;
let browser: Browser;
let admin: StaffLogin;
beforeAll(async () => {
  const started = await startBuiltServer(ENV);
  ({ server, login: admin } = await staffOnCommandLine(started, ENV, {
    email: 'first-admin@console.test',
    role: 'admin',
    password: 'the first admin password',
  }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

const WEB = join(import.meta.dirname, '..', 'dist', 'web');

describe("the console's code", () => {
  it('is in no file a member page loads: its own build in admin-assets, named by no member page or chunk', async () => {
    const consoleFiles = readdirSync(join(WEB, 'admin-assets')).filter((file) => file.endsWith('.js'));
    expect(consoleFiles.length).toBeGreaterThan(3);
    // A text only the console's code holds (its staff screen's test id): in its chunks, in none of the members'.
    const memberChunks = readdirSync(join(WEB, 'assets')).filter((file) => file.endsWith('.js'));
    const holding = (dir: string, files: string[]) =>
      files.filter((file) => readFileSync(join(WEB, dir, file), 'utf8').includes('staff-enrolment'));
    expect(holding('admin-assets', consoleFiles).length).toBe(1);
    expect(holding('assets', memberChunks)).toEqual([]);
    for (const file of ['index.html', 'screen-chunks.json']) {
      expect([file, readFileSync(join(WEB, file), 'utf8').includes('admin-assets')]).toEqual([file, false]);
    }
    // A visitor's and a member's pages fetch nothing of it.
    const page = await newPage(browser, 'mobile');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/members`);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.startsWith('/admin'))).toEqual([]);
    await page.context().close();
  });
});

describe('the console', () => {
  it('lets the admin made on the command line in with password and TOTP code, and refuses a wrong code', async () => {
    const page = await newPage(browser, 'desktop', { locale: 'nl-NL' });
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/login$/);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'console-login-1280');
    const form = page.getByTestId('console-login');
    await form.locator('input[type="email"]').fill(admin.email);
    await form.locator('input[type="password"]').fill(admin.password);
    await form.locator('button[type="submit"]').click();
    const second = page.getByTestId('console-second-factor');
    await second.locator('input').fill('000000');
    await second.locator('button[type="submit"]').click();
    await expect.poll(() => second.getByRole('alert').textContent()).toContain('Deze code klopt niet');
    await page.context().close();

    const console = await newPage(browser, 'desktop', { locale: 'nl-NL' });
    await consoleLogin(console, server.url, admin);
    await console.getByRole('navigation').getByRole('link', { name: 'Medewerkers' }).click();
    await console.getByTestId('staff-table').getByText(admin.email).waitFor();
    await expectNoSeriousViolations(console);
    await screenshot(console, 'console-staff-1280');
    await console.context().close();
  });

  it('lets the admin add a moderator, shown the QR code once, and see it in the audit log (tablet, English)', async () => {
    const page = await newPage(browser, 'tablet', { locale: 'en-GB' });
    await page.addInitScript(() => localStorage.setItem('console_language', 'en'));
    await consoleLogin(page, server.url, admin, true);
    await page.goto(`${server.url}/admin/staff`);
    const form = page.getByTestId('staff-form');
    await form.getByLabel('Email address').fill('moderator@console.test');
    await form.getByLabel('Name').fill('Mo');
    await form.getByLabel('Role').selectOption('moderator');
    await form.getByLabel('First password').fill('a moderator password');
    await form.getByRole('button', { name: 'Add' }).click();
    const enrolment = page.getByTestId('staff-enrolment');
    await enrolment.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    expect(await enrolment.locator('li').count()).toBe(10);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'console-staff-added-768-en');
    await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
    const row = page.getByTestId('audit-table').getByRole('row').filter({ hasText: 'staff.created' }).first();
    await row.getByText(admin.email).waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'console-audit-768-en');
    await page.context().close();
  });
});
