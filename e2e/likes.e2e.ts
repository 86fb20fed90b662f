import { and, eq, ne, or } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { likes, usageCounters, users } from '../server/db/schema/index.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, liveMessages, loginAs, memberPage, openApp, screenshot } from './support/browser.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/**
 * Its own server, with a second member who can log in (the demo member's password, English): two people in two
 * browsers, the demo member at 1280 px in Dutch, the other on a phone in English.
 */
let server: RunningServer;
let browser: Browser;
let other: { id: string; email: string; name: string };
let demoId: string;
beforeAll(async () => {
  server = await startBuiltServer();
  server = await changeDatabase(server, {}, async (db) => {
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    const [row] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(ne(users.id, demo!.id), eq(users.fictional, false), eq(users.paidUser, false)))
      .limit(1);
    demoId = demo!.id;
    other = { ...row!, name: '' };
    await db
      .update(users)
      .set({
        passwordHash: demo!.passwordHash,
        language: 'en',
        photoAlertDismissedAt: new Date(),
        pushAlertDismissedAt: new Date(),
      })
      .where(eq(users.id, other.id));
    await db.update(users).set({ pushAlertDismissedAt: new Date() }).where(eq(users.id, demo!.id));
    await db
      .delete(likes)
      .where(or(and(eq(likes.likerId, other.id), eq(likes.likedId, demoId)), eq(likes.likerId, demoId)));
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('likes and matches, live in two browsers', () => {
  it('A likes B, B sees it without reloading, B likes back and both see the match', { timeout: 120_000 }, async () => {
    const a = await memberPage(browser, server.url, 'desktop', 'nl');
    const b = await memberPage(browser, server.url, 'mobile', 'en');
    const heardByA = liveMessages(a);
    const heardByB = liveMessages(b);
    await loginAs(a, server.url, DEMO_LOGIN);
    await loginAs(b, server.url, { email: other.email, password: DEMO_LOGIN.password });
    await openApp(b, `${server.url}/likes`);
    await b.getByTestId('likes-empty').waitFor();
    await expect.poll(() => heardByB.some((m) => m.type === 'hello')).toBe(true);

    await openApp(a, `${server.url}/members/${other.id}`);
    await a.getByTestId('like-button').click();
    await expect.poll(() => heardByB).toContainEqual({ type: 'like.created', profile_id: demoId });
    const badge = b.getByTestId('member-nav').locator('.count-badge-likes');
    await expect.poll(() => badge.textContent()).toBe('1');
    await b.getByTestId('member-card').filter({ hasText: 'Demo' }).locator('img').waitFor();
    await b.waitForFunction(() => [...document.images].every((image) => image.complete));
    await screenshot(b, 'likes-received-en-375');
    await expectNoSeriousViolations(b);

    await b.getByTestId('member-card').filter({ hasText: 'Demo' }).click();
    await b.getByTestId('like-button').click();
    const matchOfB = b.getByTestId('match-modal');
    await matchOfB.waitFor();
    expect(await matchOfB.textContent()).toContain("It's a match");
    await expect.poll(() => heardByA).toContainEqual({ type: 'match.created', profile_id: other.id });
    const matchOfA = a.getByTestId('match-modal');
    await matchOfA.waitFor();
    expect(await matchOfA.textContent()).toContain('Het is een match!');
    await a.locator('.modal.show [data-testid="match-modal"]').waitFor();
    await b.locator('.modal.show [data-testid="match-modal"]').waitFor();
    await screenshot(a, 'match-modal-nl-1280');
    await screenshot(b, 'match-modal-en-375');
    await expectNoSeriousViolations(a);

    await matchOfA.getByTestId('match-continue').click();
    await openApp(a, `${server.url}/likes/matches`);
    await a.getByTestId('member-card').first().waitFor();
    expect(await a.getByTestId('member-card').count()).toBe(1);
    await screenshot(a, 'likes-matches-nl-1280');
    await openApp(a, `${server.url}/notifications`);
    await a.getByTestId('notification').first().waitFor();
    expect(await a.getByTestId('notification').first().textContent()).toContain('match');
    await screenshot(a, 'notifications-nl-1280');
    await expectNoSeriousViolations(a);
    await a.context().close();
    await b.context().close();
  });

  it('the fifth swipe like of a free member shows the limit message', { timeout: 120_000 }, async () => {
    for (const [viewport, language, text] of [
      ['mobile', 'nl', 'Je hebt vandaag je 4 gratis likes al gebruikt.'],
      ['desktop', 'en', 'You have used your 4 free likes for today.'],
    ] as const) {
      // No likes either way (a card that liked the demo member would make a match, whose modal stops the keys), and
      // the day's swipe likes unused again for the second language.
      server = await changeDatabase(server, {}, async (db) => {
        await db.delete(likes).where(or(eq(likes.likerId, demoId), eq(likes.likedId, demoId)));
        await db.delete(usageCounters).where(eq(usageCounters.subject, demoId));
        // A member's saved language is the one the app shows after login.
        await db.update(users).set({ language }).where(eq(users.id, demoId));
      });
      const page = await memberPage(browser, server.url, viewport, language);
      await loginAs(page, server.url, DEMO_LOGIN);
      await openApp(page, `${server.url}/swipe-game`);
      await page.getByTestId('swipe-card').first().waitFor();
      await screenshot(page, `swipe-game-${language}-${viewport === 'mobile' ? 375 : 1280}`);
      await expectNoSeriousViolations(page);
      const left = page.getByTestId('likes-left');
      for (let count = 3; count >= 0; count--) {
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => left.textContent()).toMatch(new RegExp(`\\b${count}\\b`));
      }
      await page.keyboard.press('ArrowRight');
      const limit = page.getByTestId('swipe-limit');
      await limit.waitFor();
      expect(await limit.textContent()).toContain(text);
      await screenshot(page, `swipe-limit-${language}-${viewport === 'mobile' ? 375 : 1280}`);
      await expectNoSeriousViolations(page);
      await page.context().close();
    }
  });
});
