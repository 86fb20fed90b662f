import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/constants.ts';
import { FALSE_REPORTER } from '../../../shared/moderation.ts';
import { complaints } from '../../db/schema/index.ts';
import { type ChatMember, realMembers } from '../../test/chat.ts';
import { fileComplaint } from '../../test/moderation.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * The open complaints queue by priority (decision 037): members reported by more members first, then the oldest; a
 * reporter whose complaints staff dismissed again and again (FALSE_REPORTER) is flagged, and their complaints last.
 */
let t: TestApp;
let staffHeaders: Record<string, string>;
let m: ChatMember[];
type Seven = [ChatMember, ChatMember, ChatMember, ChatMember, ChatMember, ChatMember, ChatMember];

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  m = await realMembers(t, 7);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(complaints);
  staffHeaders = (await staffSession(t, 'moderator')).headers;
});

interface Queued {
  id: string;
  reporters: number;
  reporter: { id: string; possibly_false: boolean };
}
const queue = async (): Promise<Queued[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/complaints.php?status=open', headers: staffHeaders })).json()
    .complaints;
const handle = async (id: string, action: 'dismiss' | 'warn') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/complaint-handle.php',
    headers: staffHeaders,
    payload: { id, action, ...(action === 'warn' && { reason: 'Terecht' }) },
  });
  expect(res.statusCode).toBe(200);
};
/** A complaint `by` files about `about`, a second later than the one before. */
const file = async (by: ChatMember, about: ChatMember) => {
  t.advance(1000);
  return fileComplaint(t, by.id, about.id);
};
/** `times` complaints of `by` about `about`, each dismissed by staff. */
async function dismissed(by: ChatMember, about: ChatMember, times: number) {
  for (let i = 0; i < times; i++) await handle(await file(by, about), 'dismiss');
}

describe('the open complaints queue', () => {
  it('puts members more members reported first, then the oldest, a possible false reporter’s last', async () => {
    const [r1, r2, r3, r4, a, b, c] = m as Seven;
    await dismissed(r4, a, FALSE_REPORTER.dismissals);
    const [dismissedRow] = await t.database.db.select().from(complaints).where(eq(complaints.reporterId, r4.id));
    expect(dismissedRow).toMatchObject({ status: 'handled', action: 'dismiss', handledAt: expect.any(Date) });
    const byFalse = await file(r4, c);
    const aboutA = await file(r1, a);
    const aboutB = [await file(r1, b), await file(r2, b), await file(r2, b), await file(r3, b)];
    const listed = await queue();
    expect(listed.map((row) => [row.id, row.reporters, row.reporter.possibly_false])).toEqual([
      ...aboutB.map((id) => [id, 3, false]),
      [aboutA, 1, false],
      [byFalse, 1, true],
    ]);

    // One complaint of theirs upheld, and r4 is no longer suspected: theirs is the oldest of one reporter again.
    await handle(await file(r4, b), 'warn');
    expect((await queue()).map((row) => [row.id, row.reporter.possibly_false])).toEqual([
      ...aboutB.map((id) => [id, false]),
      [byFalse, false],
      [aboutA, false],
    ]);
  });

  it(`flags a reporter only from ${FALSE_REPORTER.dismissals} dismissals within ${FALSE_REPORTER.days} days`, async () => {
    const [reporter, a, b] = m as [ChatMember, ChatMember, ChatMember];
    await dismissed(reporter, a, FALSE_REPORTER.dismissals - 1);
    const open = await file(reporter, b);
    const flagged = async () => (await queue()).find((row) => row.id === open)!.reporter.possibly_false;
    expect(await flagged()).toBe(false);
    await dismissed(reporter, a, 1);
    expect(await flagged()).toBe(true);
    t.advance(FALSE_REPORTER.days * DAY_MS - 60_000);
    staffHeaders = (await staffSession(t, 'moderator')).headers;
    expect(await flagged()).toBe(true);
    t.advance(FALSE_REPORTER.days * DAY_MS);
    staffHeaders = (await staffSession(t, 'moderator')).headers;
    expect(await flagged()).toBe(false);
  });
});
