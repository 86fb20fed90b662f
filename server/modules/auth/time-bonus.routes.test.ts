import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let member: { cookie: string; id: string };
const newIp = addresses(5);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  member = await signupMember(t.app, newIp(), 'bonus@example.com', { name: 'Bo', password: 'a good password' });
});
afterAll(() => t.close());

const timeBonus = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', cookie: member.cookie } })
  ).json().time_bonus;

describe('the time bonus in the user answer', () => {
  it('starts at 14400 s with TIMEBONUS25 at signup and counts down with the clock', async () => {
    expect(await timeBonus()).toEqual({ code: 'TIMEBONUS25', percentage: 25, seconds_left: 14_400 });
    t.advance(3_600_000);
    expect((await timeBonus()).seconds_left).toBe(10_800);
  });

  it('is absent for paid members', async () => {
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, member.id));
    await t.settled();
    expect(await timeBonus()).toBeNull();
    await t.database.db.update(users).set({ paidUser: false }).where(eq(users.id, member.id));
    await t.settled();
    expect(await timeBonus()).not.toBeNull();
  });

  it('is gone once signup is 4 hours old', async () => {
    t.advance(3 * 3_600_000);
    expect(await timeBonus()).toBeNull();
  });
});
