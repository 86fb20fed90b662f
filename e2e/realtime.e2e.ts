import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REALTIME_PATH } from '../shared/realtime.ts';
import { launchBrowser, loginAsDemo, newPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the live socket in the browser', () => {
  it('opens on the page’s own origin under the CSP once a member logs in, and the hub says hello', async () => {
    const page = await newPage(browser, 'desktop');
    await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
    // The frame listener is attached as the socket opens, so the hello cannot pass before it.
    const firstFrame = new Promise<{ host: string; payload: string }>((resolve) =>
      page.on('websocket', (socket) => {
        const url = new URL(socket.url());
        if (url.pathname !== REALTIME_PATH) return;
        socket.once('framereceived', (frame) => resolve({ host: url.host, payload: frame.payload.toString() }));
      }),
    );
    await loginAsDemo(page, baseUrl);
    const { host, payload } = await firstFrame;
    expect(host).toBe(new URL(baseUrl).host);
    expect(JSON.parse(payload)).toEqual({ type: 'hello' });
    await page.context().close();
  });
});
