import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { balanceOf, grant, spend } from '../modules/credits/credits.ts';
import { CLIENT_HEADERS, addresses } from './http.ts';
import { sessionOf } from './login.ts';
import type { TestApp } from './test-app.ts';

export interface ChatMember {
  id: string;
  cookie: string;
}

/** `count` real (not fictional) seeded members, each with a session. */
export async function realMembers(t: TestApp, count: number): Promise<ChatMember[]> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.fictional, false))
    .orderBy(users.id)
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} real members seeded`);
  return Promise.all(rows.map(async ({ id }) => ({ id, cookie: await sessionOf(t.app, id) })));
}

/** `count` real members after every member was made a confirmed premium member: their messages are delivered. */
export async function confirmedPremiumMembers(t: TestApp, count: number): Promise<ChatMember[]> {
  const members = await realMembers(t, count);
  await t.database.db.update(users).set({ paidUser: true, status: 'confirmed' });
  await t.settled();
  return members;
}

/** Gives the member exactly `credits`, through the credits writer (so the ledger invariant holds). */
export async function setCredits(db: Db, memberId: string, credits: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await balanceOf(tx, memberId);
    if (current > 0) await spend(tx, () => {}, memberId, current, 'admin', 'test');
    if (credits > 0) await grant(tx, () => {}, memberId, credits, 'admin', 'test');
  });
}

/** A new address per send, so that the per-address guard in front of the per-member limits stays out of the way. */
const anyAddress = addresses(47);

/** POST /api/message.php as `from`. */
export const sendMessage = (t: TestApp, from: ChatMember, payload: object, remoteAddress = anyAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/message.php',
    headers: { ...CLIENT_HEADERS, cookie: from.cookie },
    payload,
    remoteAddress,
  });

/** An API call as `member`. */
export const asMember = (
  t: TestApp,
  member: ChatMember,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
    ...(payload ? { payload } : {}),
  });
