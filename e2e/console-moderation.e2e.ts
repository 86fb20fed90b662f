import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../shared/contracts/members.ts';
import type { PhotosInReviewResponse } from '../shared/contracts/moderation.ts';
import type { SiteSettings, SitesList } from '../shared/contracts/site-admin.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, loginAsDemo, memberPage, newPage, screenshot, signedUpPage } from './support/browser.ts';
import { type StaffLogin, addStaff, consoleLogin, staffOnCommandLine } from './support/console.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The console's daily work, seen from both sides at 1280 px: a moderator reviews a member's photos (the member told
 * why one was rejected, in their language), and an operator answers a member as a fictional profile, live.
 */
const ENV = {};
const CLIENT = { 'x-client': 'web' };
let server: RunningServer;
let browser: Browser;
let admin: StaffLogin;
let adminPage: Page;
beforeAll(async () => {
  const started = await startBuiltServer(ENV);
  ({ server, login: admin } = await staffOnCommandLine(started, ENV, {
    email: 'admin@moderation.test',
    role: 'admin',
    password: 'the admin password',
  }));
  browser = await launchBrowser();
  adminPage = await newPage(browser, 'desktop', { locale: 'en-GB' });
  await consoleLogin(adminPage, server.url, admin);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

/** A console page in `language`, logged in as `login`. */
async function consolePage(login: StaffLogin, language: 'nl' | 'en'): Promise<Page> {
  const page = await newPage(browser, 'desktop', { locale: language === 'nl' ? 'nl-NL' : 'en-GB' });
  await page.addInitScript((lang) => localStorage.setItem('console_language', lang), language);
  await consoleLogin(page, server.url, login);
  return page;
}

/** Checks the page with axe, then screenshots it (axe waits for transitions: the screenshot shows it settled). */
async function checkAndShoot(page: Page, name: string) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await expectNoSeriousViolations(page);
  await screenshot(page, name);
}

/** A photo a member could take: a landscape in one colour scheme or another. */
const photo = (sky: string, sand: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
      <rect width="600" height="380" fill="${sky}"/><rect y="380" width="600" height="220" fill="${sand}"/>
      <circle cx="300" cy="260" r="90" fill="#e0ac69"/></svg>`),
  )
    .jpeg()
    .toBuffer();

const mediaStatus = async (id: string) => (await fetch(`${server.url}/media/${id}/profile.jpg`)).status;

describe('the console at work', () => {
  it('a moderator approves a photo (shown) and rejects another (its owner told why, in English)', async () => {
    // Photos wait for review on this site: the admin turns auto-approval off.
    const sites = (await (await adminPage.request.get(`${server.url}/api/admin/sites.php`)).json()) as SitesList;
    const siteId = sites.sites[0]!.id;
    const site = (await (await adminPage.request.get(`${server.url}/api/admin/site.php?id=${siteId}`)).json()) as {
      settings: SiteSettings;
    };
    const saved = await adminPage.request.post(`${server.url}/api/admin/site-settings.php`, {
      headers: CLIENT,
      data: { id: siteId, settings: { ...site.settings, auto_approve_photos: false } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const moderator = await addStaff(adminPage, server.url, {
      email: 'moderator@moderation.test',
      name: 'Mona Moderator',
      role: 'moderator',
    });

    // An English member uploads two photos; neither is shown before review.
    const owner = await signedUpPage(browser, server.url, 'desktop', 'en', 'photo-owner@example.com');
    const upload = async (buffer: Buffer) => {
      const res = await owner.request.post(`${server.url}/api/photos.php`, {
        headers: CLIENT,
        multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer } },
      });
      expect(res.status(), await res.text()).toBe(200);
      const uploaded = (await res.json()) as { id: string; status: string };
      expect(uploaded.status).toBe('in_review');
      return uploaded.id;
    };
    const good = await upload(await photo('#7ec8e3', '#f1d9a7'));
    const bad = await upload(await photo('#3a3a3a', '#777777'));
    expect(await mediaStatus(good)).toBe(404);
    expect(await mediaStatus(bad)).toBe(404);

    // The moderator opens the queue from the menu and sees both.
    const console = await consolePage(moderator, 'en');
    await console.getByRole('navigation').getByRole('link', { name: 'Photos', exact: true }).click();
    await console.waitForURL('**/admin/moderation/photos');
    const card = (id: string) =>
      console.getByTestId('photo-card').filter({ has: console.locator(`img[src*="${id}"]`) });
    await card(good).waitFor();
    await card(bad).waitFor();
    await checkAndShoot(console, 'console-photos-1280-en');

    await card(good).getByRole('button', { name: 'Approve' }).click();
    await console.getByRole('status').filter({ hasText: 'Photo approved.' }).waitFor();
    await card(good).waitFor({ state: 'detached' });
    const reject = card(bad).getByRole('button', { name: 'Reject' });
    expect(await reject.isDisabled()).toBe(true);
    await card(bad).getByLabel('Reason for rejection').selectOption('face_not_visible');
    await reject.click();
    await console.getByRole('status').filter({ hasText: 'Photo rejected.' }).waitFor();
    await card(bad).waitFor({ state: 'detached' });
    await checkAndShoot(console, 'console-photos-reviewed-1280-en');
    const left = (await (
      await console.request.get(`${server.url}/api/admin/photos.php`)
    ).json()) as PhotosInReviewResponse;
    expect(left.photos.map((p) => p.id)).not.toContain(good);
    expect(left.photos.map((p) => p.id)).not.toContain(bad);

    // The approved photo is served to anyone, the rejected one to no one.
    expect(await mediaStatus(good)).toBe(200);
    expect(await mediaStatus(bad)).toBe(404);

    // The owner reads why on the notifications page, in English.
    await owner.goto(`${server.url}/notifications`);
    const told = owner
      .getByTestId('notification')
      .filter({ hasText: 'One of your photos was rejected: your face is not clearly visible.' });
    await told.waitFor();
    await checkAndShoot(owner, 'notifications-photo-rejected-1280-en');
    await owner.context().close();
    await console.context().close();
  });

  it('an operator answers a member as a fictional profile; the member sees it live, badge and warning shown', async () => {
    const operator = await addStaff(adminPage, server.url, {
      email: 'operator@moderation.test',
      name: 'Otto Operator',
      role: 'operator',
    });
    const console = await consolePage(operator, 'nl');
    await console.goto(`${server.url}/admin/inbox`);
    await console.getByRole('heading', { name: 'Inbox' }).waitFor();

    // The demo member (Dutch, with credits) writes a fictional profile from search.
    const member = await memberPage(browser, server.url, 'desktop', 'nl');
    await loginAsDemo(member, server.url);
    let fictional: SearchResponse['profiles'][number] | undefined;
    for (let page = 1; !fictional; page++) {
      const res = await member.request.get(`${server.url}/api/members.php?page=${page}`);
      const found = (await res.json()) as SearchResponse;
      fictional = found.profiles.find((profile) => profile.fictional);
      if (!fictional && !found.more) throw new Error('no fictional profile in the search');
    }
    await member.goto(`${server.url}/members/${fictional.id}/chat`);
    const icebreaker = member.getByTestId('icebreaker-modal');
    await member.locator('.modal.show [data-testid="icebreaker-modal"]').waitFor();
    await icebreaker.getByTestId('icebreaker-no').click();
    await icebreaker.waitFor({ state: 'detached' });
    const bubbles = member.getByTestId('chat-message');
    await member.getByTestId('message-input').fill('Hoi! Hoe was je weekend?');
    await member.getByTestId('message-input').press('Enter');
    await expect.poll(() => bubbles.last().getAttribute('data-pending')).toBeNull();

    // The operator's inbox shows the conversation without a reload; opening it claims it.
    const entry = console.getByTestId('inbox-list').getByRole('button').filter({ hasText: fictional.name });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('1 ongelezen');
    await entry.click();
    await console.getByTestId('inbox-history').getByText('Hoi! Hoe was je weekend?').waitFor();
    await console.getByText('Jij beantwoordt dit gesprek').first().waitFor();
    const send = console.getByRole('button', { name: 'Versturen' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await console
      .getByRole('textbox', { name: 'Je antwoord', exact: true })
      .fill('Heerlijk, ik heb gefietst langs de kust. En jij?');
    await checkAndShoot(console, 'console-inbox-1280');
    await send.click();
    await console.getByTestId('inbox-history').getByText('Heerlijk, ik heb gefietst langs de kust. En jij?').waitFor();
    await expect.poll(() => console.getByRole('textbox', { name: 'Je antwoord', exact: true }).inputValue()).toBe('');
    // Answered is read: the list no longer counts the member's message unread.
    await expect.poll(() => entry.textContent()).not.toContain('ongelezen');
    await checkAndShoot(console, 'console-inbox-answered-1280');

    // The member's open chat shows the answer without a reload, the profile marked fictional.
    await bubbles.filter({ hasText: 'Heerlijk, ik heb gefietst langs de kust. En jij?' }).waitFor();
    expect(await bubbles.count()).toBe(2);
    expect(await member.getByTestId('fictional-warning').textContent()).toBe(
      'Dit is een fictief profiel: een fysieke ontmoeting is niet mogelijk.',
    );
    expect(
      await member
        .locator('.badge.text-bg-warning')
        .filter({ hasText: /fictief/i })
        .first()
        .isVisible(),
    ).toBe(true);
    await checkAndShoot(member, 'chat-fictional-answered-1280-nl');
    await member.context().close();
    await console.context().close();
  });
});
