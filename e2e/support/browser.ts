import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const VIEWPORTS = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

/** A fresh browser context (no cookies, no storage) at the given width. */
export async function newPage(browser: Browser, viewport: keyof typeof VIEWPORTS, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], ...options });
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
