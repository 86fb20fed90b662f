import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RealtimeMessage } from '../../shared/realtime.ts';
import { DEMO_LOGIN } from '../../server/db/seed/demo-site.ts';
import { type VIEWPORTS, newPage } from './chromium.ts';

export { VIEWPORTS, launchBrowser, newPage } from './chromium.ts';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Opens `url` and waits until the app has drawn its layout. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[data-auth]').waitFor();
}

/**
 * Logs the page in through the login form of the server at `baseUrl`, in whatever language the page is; it lands
 * on `next` (a path), else where a login lands (the members' search).
 */
export async function loginAs(
  page: Page,
  baseUrl: string,
  login: { email: string; password: string },
  next?: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login${next ? `?${new URLSearchParams({ next })}` : ''}`);
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="email"]').fill(login.email);
  await form.locator('input[autocomplete="current-password"]').fill(login.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // Where the login lands has loaded: its requests are not taken for the next screen's.
  await page.locator('[data-auth="logged-in"]').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Logs the page in as the demo member. */
export const loginAsDemo = (page: Page, baseUrl: string, next?: string) => loginAs(page, baseUrl, DEMO_LOGIN, next);

/** A member's fresh page at a width, in `language` (the locale cookie of `baseUrl`), the entry warning closed before. */
export async function memberPage(
  browser: Browser,
  baseUrl: string,
  viewport: keyof typeof VIEWPORTS,
  language: string,
) {
  const page = await newPage(browser, viewport);
  await page.context().addCookies([{ name: 'i18n_locale', value: language, url: baseUrl }]);
  await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
  return page;
}

/** A member who signed up just now (`language` from the browser), logged in on a fresh page of that language. */
export async function signedUpPage(
  browser: Browser,
  baseUrl: string,
  viewport: keyof typeof VIEWPORTS,
  language: string,
  email: string,
): Promise<Page> {
  const res = await fetch(`${baseUrl}/api/signup.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'web', 'accept-language': language },
    body: JSON.stringify({ email, name: 'Sam', date_of_birth: '1990-01-01', password: 'a good password' }),
  });
  if (res.status !== 200) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
  const [name, value] = res.headers.get('set-cookie')!.split(';')[0]!.split('=');
  const page = await memberPage(browser, baseUrl, viewport, language);
  await page.context().addCookies([{ name: name!, value: value!, url: baseUrl }]);
  return page;
}

/** Every message the page's WebSocket receives from now on. */
export function liveMessages(page: Page): RealtimeMessage[] {
  const received: RealtimeMessage[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => received.push(JSON.parse(String(payload)) as RealtimeMessage)),
  );
  return received;
}
