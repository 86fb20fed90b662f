import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_DAY, PASSWORD_RESET_MAILS_PER_DAY } from '../../../shared/constants.ts';
import { jobs, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** "At most N a day" under parallel requests: counted and written in one transaction, never count-then-insert. */
const newIp = addresses(43);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const queued = async (kind: string) => (await t.database.db.select().from(jobs).where(eq(jobs.kind, kind))).length;

async function confirmedMember(email: string) {
  const member = await signupMember(t.app, newIp(), email);
  await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, member.id));
  await t.settled();
  return member;
}

const invite = (cookie: string, email: string, remoteAddress = newIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations.php',
    headers: { ...CLIENT_HEADERS, cookie },
    payload: { email },
    remoteAddress,
  });

describe('daily limits under parallel requests', () => {
  it(`mails at most ${PASSWORD_RESET_MAILS_PER_DAY} of 10 parallel reset requests`, async () => {
    await signupMember(t.app, newIp(), 'reset-storm@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/password-reset.php',
          headers: CLIENT_HEADERS,
          payload: { email: 'reset-storm@example.com' },
          remoteAddress: newIp(),
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(PASSWORD_RESET_MAILS_PER_DAY);
    expect(answers.filter((res) => res.json().code === 'reset_daily_limit')).toHaveLength(
      10 - PASSWORD_RESET_MAILS_PER_DAY,
    );
    expect(await queued('mail.password_reset')).toBe(PASSWORD_RESET_MAILS_PER_DAY);
  });

  it(`sends at most ${INVITATIONS_PER_DAY} of 25 parallel invitations, and again the next day`, async () => {
    const { cookie } = await confirmedMember('inviter@example.com');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => invite(cookie, `friend-${i}@example.com`)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(INVITATIONS_PER_DAY);
    expect(answers.filter((res) => res.json().code === 'invite_daily_limit')).toHaveLength(25 - INVITATIONS_PER_DAY);
    expect(await queued('mail.invitation')).toBe(INVITATIONS_PER_DAY);
    t.advance(24 * 3600_000);
    expect((await invite(cookie, 'tomorrow@example.com')).statusCode).toBe(200);
  });

  it('limits invitations per address too, across members', async () => {
    const ip = newIp();
    const members = [await confirmedMember('one@example.com'), await confirmedMember('two@example.com')];
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await invite(members[i % 2]!.cookie, `pal-${i}@example.com`, ip));
    expect(answers.slice(0, 20).every((res) => res.statusCode === 200)).toBe(true);
    expect([answers[20]!.statusCode, answers[20]!.json().code]).toEqual([429, 'rate_limited']);
  });
});
