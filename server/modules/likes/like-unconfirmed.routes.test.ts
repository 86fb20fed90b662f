import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../shared/realtime.ts';
import { blocks, jobs, likes, notifications, profiles, usageCounters, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { activate, sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { mailNoticeJob, pushNoticeJob } from '../away/away.jobs.ts';
import { UNCONFIRMED_LIKES } from '../members/plan.policy.ts';
import { RELEASED_LIKES_AWAY } from './likes.service.ts';

/** A fresh, unconfirmed account liking the members of a site (confirmed ones, who may like it back). */
let t: TestApp;
type Member = { id: string; cookie: string };
let fresh: Member;
let members: Member[];
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 16 });
  const rows = await t.database.db.select({ id: users.id }).from(users).orderBy(users.id).limit(14);
  const all = await Promise.all(rows.map(async ({ id }) => ({ id, cookie: await sessionOf(t.app, id) })));
  [fresh, ...members] = all as [Member, ...Member[]];
});
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  for (const table of [likes, notifications, usageCounters, blocks, jobs]) await db.delete(table);
  await db.update(users).set({ invisible: false, status: 'confirmed', paidUser: false });
  await db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, fresh.id));
  await db.update(profiles).set({ status: 'active' });
  await t.settled();
});

const like = (from: Member, profileId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({
    method,
    url: '/api/like.php',
    headers: { ...CLIENT_HEADERS, cookie: from.cookie },
    payload: { profile_id: profileId },
  });
const likesOf = async (member: Member) =>
  (await t.app.inject({ url: '/api/likes.php', headers: { ...CLIENT_HEADERS, cookie: member.cookie } })).json();
/** The notifications and away notices (push, mail) about what `actorId` did, as `kind:recipient`. */
const toldAbout = async (actorId: string) => {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.actorId, actorId));
  const notices = await t.database.db
    .select()
    .from(jobs)
    .where(inArray(jobs.kind, [pushNoticeJob.kind, mailNoticeJob.kind]));
  const about = notices.filter((job) => job.payload.actorId === actorId);
  return {
    notifications: rows.map((row) => `${row.kind}:${row.userId}`).sort(),
    push: about.filter((job) => job.kind === pushNoticeJob.kind).map((job) => job.payload.recipientId),
    mail: about.filter((job) => job.kind === mailNoticeJob.kind).map((job) => job.payload.recipientId),
  };
};

/** Every like, match and notification event the bus carries from now on. */
function published() {
  const seen: DomainEvent[] = [];
  for (const type of ['like.created', 'like.removed', 'match.created', 'notification.created'] as const) {
    t.app.services.bus.subscribe(type, (event) => void seen.push(event));
  }
  return seen;
}

describe('the likes of an unconfirmed account', () => {
  it(`are stored but told to no one, ${UNCONFIRMED_LIKES} at most (in parallel too); an unlike gives none back`, async () => {
    const events = published();
    const targets = members.slice(0, UNCONFIRMED_LIKES + 3).map((m) => m.id);
    const answers = await Promise.all(targets.map((id) => like(fresh, id)));
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(UNCONFIRMED_LIKES);
    expect(refused.map((res) => res.json().code)).toEqual([
      'like_unconfirmed_limit',
      'like_unconfirmed_limit',
      'like_unconfirmed_limit',
    ]);
    expect(refused[0]!.json().message).toBe('Bevestig eerst je e-mailadres om meer likes te geven.');
    const stored = await t.database.db.select().from(likes).where(eq(likes.likerId, fresh.id));
    expect(stored).toHaveLength(UNCONFIRMED_LIKES);
    expect(stored.every((row) => row.held)).toBe(true);
    const liked = stored[0]!.likedId;
    expect((await like(fresh, liked, 'DELETE')).statusCode).toBe(200);
    expect((await like(fresh, liked)).json().code).toBe('like_unconfirmed_limit');
    expect(await toldAbout(fresh.id)).toEqual({ notifications: [], push: [], mail: [] });
    expect(events).toEqual([]);
    // The liked member sees no like; the liker sees their own.
    const target = members.find((m) => m.id === stored[1]!.likedId)!;
    expect((await likesOf(target)).liked_by).toEqual([]);
    expect((await likesOf(fresh)).profiles).toHaveLength(UNCONFIRMED_LIKES - 1);
  });

  it('are told once confirmed: those still standing, as likes or matches, by push and mail only the newest few', async () => {
    const [early, late, blocker, unliked, ...rest] = members as [Member, Member, Member, Member, ...Member[]];
    const plain = rest.slice(0, 5);
    // A member liked the fresh account before; the fresh account likes them back: a match for the liker only.
    expect((await like(early, fresh.id)).json()).toEqual({ match: false });
    expect((await like(fresh, early.id)).json()).toEqual({ match: true });
    for (const m of [blocker, unliked, ...plain, late]) expect((await like(fresh, m.id)).statusCode).toBe(200);
    // A like back to a held like is no match yet (the liked side does not know of it).
    expect((await like(late, fresh.id)).json()).toEqual({ match: false });
    await like(fresh, unliked.id, 'DELETE');
    await t.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: fresh.id });
    expect(await toldAbout(fresh.id)).toEqual({ notifications: [], push: [], mail: [] });

    const events = published();
    await activate(t, fresh);
    const announced = events.filter((e) => e.type === 'like.created' || e.type === 'match.created');
    expect(
      announced
        .filter((e) => e.type === 'match.created')
        .map((e) => e.memberIds)
        .sort(),
    ).toEqual(
      [
        [fresh.id, early.id],
        [fresh.id, late.id],
      ].sort(),
    );
    const likedIds = plain.map((m) => m.id);
    expect(
      announced
        .filter((e) => e.type === 'like.created')
        .map((e) => e.likedId)
        .sort(),
    ).toEqual([...likedIds].sort());
    const told = await toldAbout(fresh.id);
    expect(told.notifications).toEqual(
      [...likedIds.map((id) => `like:${id}`), `match:${early.id}`, `match:${late.id}`].sort(),
    );
    // The newest few (the last liked first: late, then the last plain ones) by push and mail; none to the blocker.
    const newest = [late.id, plain[4]!.id, plain[3]!.id].slice(0, RELEASED_LIKES_AWAY);
    expect(told.push.sort()).toEqual([...newest].sort());
    expect(told.mail.sort()).toEqual([...newest].sort());
    expect(told.notifications.join()).not.toContain(blocker.id);
    expect(told.notifications.join()).not.toContain(unliked.id);
    expect((await likesOf(plain[0]!)).liked_by).toEqual([{ id: fresh.id, like_new: true }]);
    // Confirmed, the account likes as any free member, told at once.
    const more = members[10]!;
    expect((await like(fresh, more.id)).statusCode).toBe(200);
    expect((await toldAbout(fresh.id)).push).toContain(more.id);
  });

  it('leaves no like held, nor told twice, when the account confirms while it likes', async () => {
    const targets = members.slice(0, 8).map((m) => m.id);
    await Promise.all([...targets.map((id) => like(fresh, id)), activate(t, fresh)]);
    const stored = await t.database.db.select().from(likes).where(eq(likes.likerId, fresh.id));
    expect(stored.map((row) => [row.likedId, row.held]).sort()).toEqual(targets.map((id) => [id, false]).sort());
    expect((await toldAbout(fresh.id)).notifications).toEqual(targets.map((id) => `like:${id}`).sort());
  });
});
