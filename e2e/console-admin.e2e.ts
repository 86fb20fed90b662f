import { request } from 'node:http';
import { and, eq, ne } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { profiles, users } from '../server/db/schema/index.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, newPage, openApp, screenshot, signedUpPage } from './support/browser.ts';
import { type StaffLogin, consoleLogin, staffOnCommandLine } from './support/console.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/**
 * An admin at work in the console at 1280 px (in English): makes a second site that answers on its domain at once,
 * changes what a message costs on the demo site (the next message costs the new price), and reads a signup and a
 * purchase made just before on the dashboard. Each console screen is checked by axe and screenshot.
 */
const ENV = { TEST_PAYMENTS: 'true' };
let server: RunningServer;
let browser: Browser;
let admin: StaffLogin;
/** A premium member of the seed (credits to spend) who logs in with the demo password, and the demo member's id. */
let sender: { email: string };
let demoId: string;
let consoleLogins = 0;
let seq = 0;
beforeAll(async () => {
  const started = await startBuiltServer(ENV);
  const changed = await changeDatabase(started, ENV, async (db) => {
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    const [row] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(ne(users.id, demo!.id), eq(users.fictional, false), eq(users.paidUser, true)))
      .limit(1);
    await db.update(users).set({ passwordHash: demo!.passwordHash }).where(eq(users.id, row!.id));
    sender = { email: row!.email };
    demoId = demo!.id;
  });
  ({ server, login: admin } = await staffOnCommandLine(changed, ENV, {
    email: 'site-admin@console.test',
    role: 'admin',
    password: 'the site admin password',
  }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A console page at 1280 px in English, logged in: the authenticator's code the first time, a recovery code after
 * (a second login within one 30 s step may not use the same code).
 */
async function consolePage(): Promise<Page> {
  const page = await newPage(browser, 'desktop', { locale: 'en-GB' });
  await page.addInitScript(() => localStorage.setItem('console_language', 'en'));
  await consoleLogin(page, server.url, admin, consoleLogins++ > 0);
  return page;
}

async function look(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await screenshot(page, name);
}

/** GET `path` on the server with `host` as the Host header (fetch would not let it be set). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { host, 'x-client': 'web' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const CLIENT = { 'x-client': 'web' };

/** Logs a member in through the API: their session cookie. */
async function memberCookie(credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${server.url}/api/user.php`, {
    method: 'POST',
    headers: { ...CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('auth='))!
    .split(';')[0]!;
}

const creditsOf = async (cookie: string): Promise<number> => {
  const res = await fetch(`${server.url}/api/user.php`, { headers: { ...CLIENT, cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { credits: number }).credits;
};

/** The figures table's row of today (the demo site's day), by column heading. */
async function todaysFigures(page: Page): Promise<Record<string, string>> {
  const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }).format(new Date());
  const table = page.getByTestId('figures-table');
  await table.locator('tbody th', { hasText: today }).waitFor();
  return table.evaluate((element, day) => {
    const headings = [...element.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    const row = [...element.querySelectorAll('tbody tr')].find((tr) => tr.firstElementChild!.textContent === day)!;
    const cells = [...row.children].map((cell) => cell.textContent!.trim());
    return Object.fromEntries(headings.map((heading, i) => [heading, cells[i]!]));
  }, today);
}
const count = (text: string | undefined) => Number((text ?? '0').replace(/\D/g, ''));

describe('the admin at work in the console', () => {
  it('creates a second site, which answers on its domain at once', { timeout: 120_000 }, async () => {
    const page = await consolePage();
    await page.goto(`${server.url}/admin/sites`);
    await page.getByTestId('sites-table').getByText('Demo Dating').waitFor();
    const form = page.getByTestId('site-create-form');
    await form.getByLabel('Name', { exact: true }).fill('Second Dating');
    await form.getByLabel('Domain', { exact: true }).fill('second-dating.test');
    await form.getByLabel('Language', { exact: true }).fill('en-GB');
    await form.getByLabel('Countries', { exact: true }).fill('GB, IE');
    await look(page, 'console-sites-1280');
    await form.getByRole('button', { name: 'Create site' }).click();
    await form.getByRole('status').filter({ hasText: 'answers on its domain at once' }).waitFor();
    const link = page.getByTestId('sites-table').getByRole('link', { name: 'Second Dating' });
    await link.waitFor();
    await look(page, 'console-sites-created-1280');

    // The new domain answers at once, with the new site's settings; the server was not restarted.
    const answer = await getWithHost('/api/settings.php', 'second-dating.test');
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { name: string }).name).toBe('Second Dating');
    const demo = await getWithHost('/api/settings.php', `127.0.0.1:${server.port}`);
    expect((JSON.parse(demo.body) as { name: string }).name).toBe('Demo Dating');

    const id = /\/admin\/sites\/([0-9a-f-]{36})$/.exec((await link.getAttribute('href'))!)![1]!;
    await link.click();
    await page.waitForURL(`**/admin/sites/${id}`);
    const settings = page.getByTestId('site-settings-form');
    await settings.waitFor();
    await page.getByRole('heading', { level: 1, name: /Second Dating/ }).waitFor();
    expect(await settings.getByLabel('Name', { exact: true }).inputValue()).toBe('Second Dating');
    expect(await settings.getByLabel('Language', { exact: true }).inputValue()).toBe('en-GB');
    expect(await settings.getByLabel('Countries', { exact: true }).inputValue()).toMatch(/^GB,\s?IE$/);
    await look(page, 'console-site-1280');
    await page.context().close();
  });

  it('changes message_credits of the demo site, and the next message costs the new price', async () => {
    const page = await consolePage();
    await page.goto(`${server.url}/admin/sites`);
    await page.getByTestId('sites-table').getByRole('link', { name: 'Demo Dating' }).click();
    const settings = page.getByTestId('site-settings-form');
    const price = settings.getByLabel('Credits per message');
    await price.waitFor();
    expect(await price.inputValue()).toBe('1');
    await price.fill('7');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await look(page, 'console-site-saved-1280');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('site-settings-form').getByLabel('Credits per message').inputValue())
      .toBe('7');
    await page.context().close();

    // The member's country has a minimum of at most 2 credits (demo site): 7 is the price.
    const cookie = await memberCookie({ email: sender.email, password: DEMO_LOGIN.password });
    const before = await creditsOf(cookie);
    expect(before).toBeGreaterThanOrEqual(7);
    const sent = await fetch(`${server.url}/api/message.php`, {
      method: 'POST',
      headers: { ...CLIENT, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ profile_id: demoId, text: 'Hello, at the new price', client_id: crypto.randomUUID() }),
    });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { credits: number }).credits).toBe(before - 7);
    expect(await creditsOf(cookie)).toBe(before - 7);
  });

  it('shows the signup and the purchase just made on the dashboard', { timeout: 120_000 }, async () => {
    const page = await consolePage();
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/admin/dashboard');
    const before = await todaysFigures(page);

    // A new member signs up and buys the popular bundle through the test provider.
    const member = await signedUpPage(browser, server.url, 'desktop', 'en', `dashboard${++seq}@example.com`);
    await openApp(member, `${server.url}/credits`);
    await member.getByTestId('bundle').filter({ hasText: 'Popular' }).getByRole('link').click();
    await member.getByTestId('pay').click();
    await member.waitForURL(/\/api\/test-checkout\/tp_/);
    await member.getByRole('button', { name: 'Paid' }).click();
    await member.getByTestId('payment-completed').waitFor();
    await member.context().close();

    await page.reload();
    await expect
      .poll(async () => {
        const after = await todaysFigures(page);
        return {
          signups: count(after.Signups) - count(before.Signups),
          first: count(after['First payments']) - count(before['First payments']),
          revenue: count(after['Revenue EUR']) > count(before['Revenue EUR']),
        };
      })
      .toEqual({ signups: 1, first: 1, revenue: true });
    await expect.poll(() => page.getByTestId('chart').locator('canvas').count()).toBe(2);
    await look(page, 'console-dashboard-1280');
    await page.context().close();
  });
});
