import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactHolds, users } from '../../db/schema/index.ts';
import { realMembers } from '../../test/chat.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * The console's held contacts queue (decision 040) lists a held member with the accounts signed up from their address:
 * its subqueries read the other members through an alias of users (they once read from the alias alone: a 500).
 */
let t: TestApp;
let moderator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 4 });
  moderator = (await staffSession(t, 'moderator')).headers;
});
afterAll(() => t.close());

describe('the held contacts queue', () => {
  it('lists an open hold with the accounts signed up from its address that day', async () => {
    const [held, neighbour, other] = await realMembers(t, 3);
    const db = t.database.db;
    const signupDate = new Date();
    await db
      .update(users)
      .set({ signupIp: '203.0.113.7', signupDate })
      .where(inArray(users.id, [held!.id, neighbour!.id]));
    await db.update(users).set({ signupIp: '203.0.113.8', signupDate }).where(eq(users.id, other!.id));
    const [{ siteId }] = (await db.select({ siteId: users.siteId }).from(users).where(eq(users.id, held!.id))) as [
      { siteId: string },
    ];
    await db.insert(contactHolds).values({ userId: held!.id, siteId, reason: 'address', heldAt: new Date() });
    await db.update(users).set({ contactHold: 'open' }).where(eq(users.id, held!.id));

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/held-contacts.php?status=open',
      headers: moderator,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [hold] = res.json().holds;
    expect(hold).toMatchObject({
      member: { id: held!.id },
      reason: 'address',
      signup_ip: '203.0.113.7',
      accounts_same_ip: 2,
      accounts_same_prefix: 2,
    });
  });
});
