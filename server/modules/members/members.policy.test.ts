import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  blocks,
  companies,
  complaints,
  conversationMembers,
  conversations,
  likes,
  photos,
  profiles,
  sites,
  users,
} from '../../db/schema/index.ts';
import { DEMO_COMPANY, DEMO_SITE } from '../../db/seed/demo-site.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { FIXTURES, type Fixture, type ViewerKind } from './members.policy.fixtures.ts';
import {
  type MemberFacts,
  type Viewer,
  canContact,
  canSeePhoto,
  canView,
  mayVisitorSearch,
  shownToOthers,
} from './members.policy.ts';
import { cardPhoto, listedTo, related, shownTo } from './members.policy.sql.ts';
import { blocksBetween, findContactFacts } from './members.repo.ts';

let database: Database;
let siteId: string;
let otherSiteId: string;
const viewers = new Map<ViewerKind, NonNullable<Viewer>>();

async function insertMember(
  site: string,
  facts: { status: MemberFacts['status']; paid: boolean; fictional?: boolean },
) {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({
      siteId: site,
      email: `${crypto.randomUUID()}@example.com`,
      passwordHash: 'x',
      language: 'nl-NL',
      status: facts.status,
      paidUser: facts.paid,
      fictional: facts.fictional ?? false,
    })
    .returning({ id: users.id });
  await db
    .insert(profiles)
    .values({ userId: user!.id, siteId: site, name: 'M', dateOfBirth: '1990-01-01', country: 'NL', status: 'active' });
  return user!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await database.db.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id });
  const site = (domain: string) => ({ ...DEMO_SITE, domain, baseUrl: `https://${domain}`, companyId: company!.id });
  const ids = await database.db
    .insert(sites)
    .values([site('a.example'), site('b.example')])
    .returning({ id: sites.id });
  [siteId, otherSiteId] = ids.map((row) => row.id) as [string, string];
  const kinds = { free: ['confirmed', false], premium: ['confirmed', true], unconfirmed: ['not_confirmed', false] };
  for (const [kind, [status, paid]] of Object.entries(kinds) as [ViewerKind, [MemberFacts['status'], boolean]][]) {
    viewers.set(kind, { id: await insertMember(siteId, { status, paid }), status, paid_user: paid });
  }
  viewers.set('deleted', { ...viewers.get('free')!, status: 'deleted' });
  const invisibleId = await insertMember(siteId, { status: 'confirmed', paid: false });
  await database.db.update(users).set({ invisible: true }).where(eq(users.id, invisibleId));
  viewers.set('invisible', { id: invisibleId, status: 'confirmed', paid_user: false, invisible: true });
});
afterAll(() => database.close());

/**
 * Stores the fixture's member (the triggers see an insert, then an update of the profile and of the user), its
 * photos and blocks; answers the member's facts and photo ids.
 */
async function store(fixture: Fixture, viewer: Viewer) {
  const { db } = database;
  const { otherSite, fictional, paid = false, ...given } = fixture.member ?? {};
  const facts = { status: 'confirmed' as const, invisible: false, profileStatus: 'active' as const, ...given };
  const memberSite = otherSite ? otherSiteId : siteId;
  const id =
    fixture.viewer === 'self' ? viewer!.id : await insertMember(memberSite, { status: 'confirmed', paid, fictional });
  await db.update(profiles).set({ status: facts.profileStatus }).where(eq(profiles.userId, id));
  await db.update(users).set({ status: facts.status, invisible: facts.invisible }).where(eq(users.id, id));
  const photoIds: string[] = [];
  for (const { main, ...photo } of fixture.photos ?? []) {
    const [row] = await db
      .insert(photos)
      .values({ ...photo, userId: id, storageKey: 'k', width: 1, height: 1 })
      .returning({ id: photos.id });
    photoIds.push(row!.id);
    if (main) await db.update(profiles).set({ mainPhotoId: row!.id }).where(eq(profiles.userId, id));
  }
  const { byViewer = false, ofViewer = false } = fixture.blocks ?? {};
  if (byViewer) await db.insert(blocks).values({ blockerId: viewer!.id, blockedId: id });
  if (ofViewer) await db.insert(blocks).values({ blockerId: id, blockedId: viewer!.id });
  if (fixture.complaint) {
    const byMember = fixture.complaint === 'by member' || fixture.complaint === 'upheld';
    const [reporterId, reportedId] = byMember ? [id, viewer!.id] : [viewer!.id, id];
    const closed = { dismissed: 'dismiss', upheld: 'warn' } as const;
    const action = closed[fixture.complaint as keyof typeof closed];
    await db
      .insert(complaints)
      .values({ reporterId, reportedId, reason: 'spam', ...(action && { status: 'handled' as const, action }) });
  }
  const reported = fixture.complaint !== undefined && fixture.complaint !== 'dismissed';
  if (fixture.related === 'match' || fixture.related === 'one-way like') {
    await db.insert(likes).values({ likerId: viewer!.id, likedId: id });
  }
  if (fixture.related === 'match') await db.insert(likes).values({ likerId: id, likedId: viewer!.id });
  if (fixture.related === 'conversation') {
    const [conversation] = await db.insert(conversations).values({}).returning({ id: conversations.id });
    await db.insert(conversationMembers).values([
      { conversationId: conversation!.id, userId: viewer!.id, otherUserId: id },
      { conversationId: conversation!.id, userId: id, otherUserId: viewer!.id },
    ]);
  }
  const related = fixture.related === 'match' || fixture.related === 'conversation';
  return { member: { id, siteId: memberSite, ...facts }, blocks: { byViewer, ofViewer, reported }, related, photoIds };
}

/**
 * The same questions through the SQL forms: the trigger-kept column, the relation, both list conditions, the card
 * photo.
 */
async function askSql(memberId: string, viewerId: string | undefined) {
  const [row] = await database.db
    .select({
      searchable: profiles.searchable,
      related: (viewerId ? related(viewerId, users.id) : sql`false`).mapWith(Boolean),
      listed: listedTo(siteId, viewerId).mapWith(Boolean),
      shown: shownTo(siteId, viewerId).mapWith(Boolean),
      cardPhotoId: photos.id,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, cardPhoto)
    .where(eq(users.id, memberId));
  return row!;
}

describe('the member policy, in TypeScript and in SQL (the same fixtures)', () => {
  it.each(FIXTURES)('$case', async (fixture) => {
    const viewer =
      fixture.viewer === 'visitor' ? undefined : viewers.get(fixture.viewer === 'self' ? 'free' : fixture.viewer);
    const { member, blocks: between, related: isRelated, photoIds } = await store(fixture, viewer);
    const pair = { siteId, viewer, member, blocks: between, related: isRelated };
    expect(canView(pair)).toBe(fixture.view);
    expect(canContact(pair)).toBe(fixture.contact);
    const shownPhotos = (fixture.photos ?? []).map((photo) => canSeePhoto(viewer, photo));
    expect(shownPhotos).toEqual(fixture.seen ?? []);

    // What the members module reads of the pair (profile views, sends) gives the same answers.
    if (viewer) {
      expect(await blocksBetween(database.db, viewer.id, member.id)).toEqual(between);
      const { viewerInvisible, ...facts } = (await findContactFacts(database.db, viewer.id, member.id))!;
      expect(facts.blocks).toEqual(between);
      expect(viewerInvisible).toBe(viewer.invisible === true);
      expect(canContact({ siteId, viewer: { ...viewer, invisible: viewerInvisible }, ...facts })).toBe(fixture.contact);
    }

    const answers = await askSql(member.id, viewer?.id);
    const cardIndex = (fixture.photos ?? []).findIndex((photo) => photo.main && canSeePhoto(undefined, photo));
    expect(answers).toEqual({
      searchable: shownToOthers(member),
      related: isRelated,
      // Search and discovery (listedTo) never show an invisible member, related or not.
      listed: canView({ ...pair, related: false }) === 'shown',
      shown: canView(pair) === 'shown',
      cardPhotoId: photoIds[cardIndex] ?? null,
    });
  });
});

describe('mayVisitorSearch', () => {
  it('follows logged_out_search, or logged_out_search_trafficsource for visitors who came with a source', () => {
    const site = { loggedOutSearch: 'other', loggedOutSearchTrafficsource: 'none' } as const;
    expect(mayVisitorSearch(site, false)).toBe(true);
    expect(mayVisitorSearch(site, true)).toBe(false);
    expect(mayVisitorSearch({ loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'other' }, true)).toBe(true);
  });
});
