import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, noticeMails, notifications, pushSubscriptions, savedSearches, users } from '../../db/schema/index.ts';
import { DEMO_BASE_URL } from '../../db/seed/demo-site.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { activate, sessionOf, signupMember } from '../../test/login.ts';
import { type BrowserSubscription, PushServiceStandIn } from '../../test/push-service.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { MAIL_NOTICE_DELAY_MS } from './mail-notices.ts';

/**
 * A new member who fits a saved search, heard of away from the site: a push each time (over a push service stand-in
 * on loopback), a mail on the owner's first fit of the day only (over real SMTP), the notification as before.
 */
const nextAddress = addresses(94);
let smtp: SmtpSink;
let pushService: PushServiceStandIn;
let t: TestApp;
let owner: { id: string; email: string; cookie: string };
let browser: BrowserSubscription;
beforeAll(async () => {
  smtp = await startSmtpSink();
  pushService = new PushServiceStandIn();
  await pushService.start();
  t = await createTestApp({}, { smtpUrl: smtp.url, memberCount: 3 });
  const [row] = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.fictional, false));
  owner = { ...row!, cookie: '' };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pushService.stop();
});
// Each test starts at noon (UTC) of a day of its own: no quota of an earlier test's day counts.
beforeEach(async () => {
  const now = t.now();
  const noon = new Date(now);
  noon.setUTCHours(12, 0, 0, 0);
  if (noon <= now) noon.setUTCDate(noon.getUTCDate() + 1);
  t.advance(noon.getTime() - now.getTime());
  const { db } = t.database;
  await db.delete(savedSearches);
  await db.delete(notifications);
  await db.delete(noticeMails);
  await db.delete(pushSubscriptions);
  await db.delete(blocks);
  await db
    .update(users)
    .set({
      status: 'confirmed',
      language: 'nl',
      notificationsDisabled: [],
      emailPreferences: ['messages', 'likes', 'matches'],
      pushPreferences: ['messages', 'likes', 'matches'],
    })
    .where(eq(users.id, owner.id));
  await t.settled();
  owner.cookie = await sessionOf(t.app, owner.id);
  browser = pushService.subscribe(`/push/${Math.random()}`);
  await db.insert(pushSubscriptions).values({ endpoint: browser.endpoint, userId: owner.id, keys: browser.keys });
  smtp.mails.length = 0;
  pushService.received.length = 0;
});

const agesAround = (year: number) => {
  const age = new Date().getUTCFullYear() - year;
  return { min_age: String(age - 2), max_age: String(age + 2) };
};
const save = async (filters: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches.php',
    headers: { ...CLIENT_HEADERS, cookie: owner.cookie },
    payload: { filters, notify: true },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string };
};
/** A new member, born in `year`, signed up and confirmed; the jobs due then run (the pushes). */
async function newMember(year: number) {
  const member = await signupMember(t.app, nextAddress(), `fit-${year}-${Math.random()}@example.com`, {
    date_of_birth: `${year}-06-01`,
  });
  await activate(t, member);
  await t.app.services.jobs.drain();
  return member;
}
/** The mails' time: their delay passes and the jobs due then run. */
async function mailsGoOut(): Promise<void> {
  t.advance(MAIL_NOTICE_DELAY_MS);
  await t.app.services.jobs.drain();
}
const pushes = () =>
  pushService.received.map((push) => JSON.parse(browser.decrypt(push.body)) as { body: string; url: string });
const mailsToOwner = () => smtp.mails.filter((mail) => mail.to[0] === owner.email);
const toldOf = async () =>
  (
    (await t.app.inject({ url: '/api/notifications.php', headers: { ...CLIENT_HEADERS, cookie: owner.cookie } })).json()
      .notifications as { kind: string; profile: { id: string } | null }[]
  ).map((n) => [n.kind, n.profile?.id]);

describe('the push and mail when a new member fits a saved search', () => {
  it('pushes each fit with a link to the search, and mails once a day, whatever number of searches fit', async () => {
    await save(agesAround(1990));
    await save(agesAround(1970));
    const first = await newMember(1990);
    const [push, ...otherPushes] = pushes();
    expect(otherPushes).toEqual([]);
    expect(push!.body).toMatch(/ past bij je bewaarde zoekopdracht$/);
    const [path, query] = push!.url.split('?');
    expect([path, Object.fromEntries(new URLSearchParams(query))]).toEqual(['/members', agesAround(1990)]);
    await mailsGoOut();
    const [mail, ...more] = mailsToOwner();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Nieuwe leden passen bij je bewaarde zoekopdracht');
    expect(mail!.text).toContain(`${DEMO_BASE_URL}/notifications`);
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<.+\/api\/unsubscribe\.php\?token=.+>$/);

    const second = await newMember(1970);
    expect(pushes()).toHaveLength(2);
    await mailsGoOut();
    expect(mailsToOwner()).toHaveLength(1);
    expect(await toldOf()).toEqual([
      ['saved_search', second.id],
      ['saved_search', first.id],
    ]);

    t.advance(86_400_000);
    await newMember(1990);
    await mailsGoOut();
    expect([pushes().length, mailsToOwner().length]).toEqual([3, 2]);
  });

  it('mails nothing to a member whose mails are off, who still gets the push and the notification', async () => {
    await t.database.db
      .update(users)
      .set({ notificationsDisabled: ['bounce'] })
      .where(eq(users.id, owner.id));
    await save(agesAround(1990));
    const fits = await newMember(1990);
    await mailsGoOut();
    expect([pushes().length, mailsToOwner()]).toEqual([1, []]);
    expect(await toldOf()).toEqual([['saved_search', fits.id]]);
  });

  it('mails nothing to a member who switched every notice mail off', async () => {
    await t.database.db
      .update(users)
      .set({ emailPreferences: ['news'] })
      .where(eq(users.id, owner.id));
    await save(agesAround(1990));
    await newMember(1990);
    await mailsGoOut();
    expect([pushes().length, mailsToOwner()]).toEqual([1, []]);
  });

  it('pushes nothing to a member who switched every push off, who still gets the mail and the notification', async () => {
    await t.database.db.update(users).set({ pushPreferences: [] }).where(eq(users.id, owner.id));
    await save(agesAround(1990));
    const fits = await newMember(1990);
    await mailsGoOut();
    expect([pushes(), mailsToOwner().length]).toEqual([[], 1]);
    expect(await toldOf()).toEqual([['saved_search', fits.id]]);
  });

  it('mails nothing about a member the owner blocked before the mail left', async () => {
    await save(agesAround(1990));
    const fits = await newMember(1990);
    await t.database.db.insert(blocks).values({ blockerId: owner.id, blockedId: fits.id });
    await mailsGoOut();
    expect([pushes().length, mailsToOwner()]).toEqual([1, []]);
  });

  it('neither pushes nor mails a search whose owner asked not to be told', async () => {
    const { id } = await save(agesAround(1990));
    await t.database.db.update(savedSearches).set({ notify: false }).where(eq(savedSearches.id, id));
    await newMember(1990);
    await mailsGoOut();
    expect([pushes(), mailsToOwner(), await toldOf()]).toEqual([[], [], []]);
  });
});
