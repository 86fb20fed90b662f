import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { users } from '../server/db/schema/index.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { VIEWPORTS, launchBrowser, liveMessages, loginAs, memberPage, openApp, screenshot } from './support/browser.ts';
import { type DemoTwin, demoTwin } from './support/members.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/**
 * Two people chatting in two browsers: A, the demo member (free, a few credits), at 1280 px in Dutch; B, a premium
 * member who can log in with the demo password, on a phone in English.
 */
let server: RunningServer;
let browser: Browser;
let other: DemoTwin;
let photoFile: string;
beforeAll(async () => {
  server = await startBuiltServer();
  server = await changeDatabase(server, {}, async (db) => {
    other = await demoTwin(db, 'en');
    const dismissed = { photoAlertDismissedAt: new Date(), pushAlertDismissedAt: new Date() };
    await db.update(users).set(dismissed).where(eq(users.email, DEMO_LOGIN.email));
  });
  browser = await launchBrowser();
  photoFile = join(mkdtempSync(join(tmpdir(), 'chat-e2e-')), 'beach.jpg');
  const beach = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="300" fill="#7ec8e3"/><rect y="300" width="640" height="90" fill="#1f6f99"/>
    <rect y="390" width="640" height="90" fill="#f1d9a7"/><circle cx="470" cy="120" r="50" fill="#ffd45c"/></svg>`;
  writeFileSync(photoFile, await sharp(Buffer.from(beach)).jpeg().toBuffer());
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

const imagesLoaded = (page: Page) => page.waitForFunction(() => [...document.images].every((image) => image.complete));

/** The page as it is checked by axe and screenshot at both widths: `name`-375 and `name`-1280. */
async function atBothWidths(page: Page, name: string) {
  const original = page.viewportSize()!;
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await imagesLoaded(page);
    // axe waits for transitions to end: the screenshot then shows the settled page.
    await expectNoSeriousViolations(page);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(original);
}

const bubbles = (page: Page) => page.getByTestId('chat-message');

describe('chat, live in two browsers', () => {
  it('A writes B, B answers with a photo and a gift, A runs out of credits', { timeout: 180_000 }, async () => {
    const a = await memberPage(browser, server.url, 'desktop', 'nl');
    const b = await memberPage(browser, server.url, 'mobile', 'en');
    const heardByB = liveMessages(b);
    await loginAs(a, server.url, DEMO_LOGIN);
    await loginAs(b, server.url, { email: other.email, password: DEMO_LOGIN.password });
    await openApp(b, `${server.url}/chats`);
    await b.getByTestId('chats-empty').waitFor();
    await expect.poll(() => heardByB.some((m) => m.type === 'hello')).toBe(true);

    // A opens B's profile and writes B; the icebreaker modal opens on the empty conversation.
    await openApp(a, `${server.url}/members/${other.id}`);
    await a.getByTestId('message-button').click();
    await a.waitForURL(`**/members/${other.id}/chat`);
    const icebreaker = a.getByTestId('icebreaker-modal');
    await a.locator('.modal.show [data-testid="icebreaker-modal"]').waitFor();
    expect(await icebreaker.getByTestId('icebreaker-line').count()).toBe(6);
    await expectNoSeriousViolations(a);
    await screenshot(a, 'chat-icebreaker-nl-1280');
    await icebreaker.getByTestId('icebreaker-no').click();
    await icebreaker.waitFor({ state: 'detached' });
    await a.getByTestId('message-input').fill('Hoi! Zin in een praatje?');
    await a.getByTestId('message-input').press('Enter');
    await expect.poll(() => bubbles(a).last().getAttribute('data-pending')).toBeNull();
    expect(await bubbles(a).last().textContent()).toContain('Hoi! Zin in een praatje?');

    // B sees the conversation appear without reloading, unread, and opens it.
    const entry = b.getByTestId('chat-entry').filter({ hasText: 'Demo' });
    await entry.waitFor();
    expect(await entry.locator('.count-badge').textContent()).toBe('1');
    expect(await entry.getByTestId('chat-preview').textContent()).toBe('Hoi! Zin in een praatje?');
    await atBothWidths(b, 'chats-en');
    await entry.getByRole('link').click();
    await b.waitForURL('**/chats/*');
    await bubbles(b).filter({ hasText: 'Hoi! Zin in een praatje?' }).waitFor();
    await expect.poll(() => entry.locator('.count-badge').count()).toBe(0);

    // Live between the two: A sees B read the message and B typing; each sees the day above it in their language.
    await a.getByTestId('read-receipt').waitFor();
    expect(await a.getByTestId('read-receipt').textContent()).toContain('Gelezen');
    expect(await a.getByTestId('chat-day').first().textContent()).toBe('Vandaag');
    expect(await b.getByTestId('chat-day').first().textContent()).toBe('Today');
    await b.getByTestId('message-input').pressSequentially('Hey', { delay: 80 });
    await expect.poll(() => a.getByTestId('typing-note').textContent()).toContain('is aan het typen');
    await b.getByTestId('message-input').fill('');

    // B answers with a photo and a gift; A sees both arrive.
    await b.getByTestId('photo-input').setInputFiles(photoFile);
    await b.getByRole('button', { name: 'View photo full size' }).waitFor();
    await b.getByTestId('open-gifts').click();
    await b.getByTestId('gift-choice').first().click();
    await b.getByTestId('gift-picker').waitFor({ state: 'detached' });
    await bubbles(b).filter({ hasText: 'Rose' }).waitFor();
    await a.getByRole('button', { name: 'Foto groot bekijken' }).waitFor();
    await bubbles(a).filter({ hasText: 'Roos' }).waitFor();
    expect(await bubbles(a).count()).toBe(3);
    await atBothWidths(b, 'chat-en');

    // A writes on until the credits run out: the alert offers to buy credits.
    const alert = a.getByTestId('send-error');
    for (let sent = 0; sent < 10 && !(await alert.isVisible()); sent++) {
      await a.getByTestId('message-input').fill(`Bericht ${sent + 1}`);
      await a.getByTestId('message-input').press('Enter');
      await expect
        .poll(async () => (await alert.isVisible()) || (await a.getByTestId('message-input').inputValue()) === '')
        .toBe(true);
      await expect.poll(() => a.locator('[data-pending]').count()).toBe(0);
    }
    expect(await alert.textContent()).toContain('Je hebt onvoldoende credits');
    expect(await alert.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
    expect(await a.getByTestId('chat-credits').getByTestId('credit-badge').textContent()).toBe('0');
    await atBothWidths(a, 'chat-nl');

    await openApp(a, `${server.url}/chats`);
    await a.getByTestId('chat-entry').first().waitFor();
    await atBothWidths(a, 'chats-nl');
    await a.context().close();
    await b.context().close();
  });
});
