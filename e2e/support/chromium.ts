import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';

/** Debian's Chromium, driven by Playwright (the end-to-end tests and the benches). */
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

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  /** The operators' console on a tablet. */
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

/** A fresh browser context (no cookies, no storage) at the given width. */
export async function newPage(browser: Browser, viewport: keyof typeof VIEWPORTS, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], ...options });
  return context.newPage();
}
