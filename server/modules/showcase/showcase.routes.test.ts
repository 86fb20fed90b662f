import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShowcaseResponse } from '../../../shared/contracts/members.ts';
import { companies, partnerOffers, profiles, sites, users } from '../../db/schema/index.ts';
import { DEMO_SITE } from '../../db/seed/demo-site.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { PUBLIC_ACTIVE, storeShowcaseMember } from '../../test/showcase.ts';

/**
 * GET /api/showcase.php (decision 032): only members whom visitors may see, only with an approved public main photo,
 * the niche's audience first, the slug's place first; offers only where the site sells them; kept a minute.
 */
let t: TestApp;
let siteId: string;
let shown: Record<string, { id: string; photoIds: string[] }>;
let hidden: { id: string; name: string; photoIds: string[] }[];

const showcase = async (slug?: string): Promise<ShowcaseResponse> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/showcase.php${slug ? `?slug=${slug}` : ''}`,
    headers: { host: 'localhost' },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const names = (answer: ShowcaseResponse) => answer.profiles.map((member) => member.name);

async function setSite(changes: Partial<typeof sites.$inferInsert>) {
  await t.database.db
    .update(sites)
    .set({ ...changes, updatedAt: new Date(t.now().getTime() + 1000) })
    .where(eq(sites.id, siteId));
  await t.app.services.sites.reload();
}

beforeAll(async () => {
  t = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 1 });
  siteId = t.app.services.sites.find('localhost')!.site.id;
  // Only the members stored here.
  await t.database.db.delete(users).where(eq(users.siteId, siteId));
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).limit(1);
  const [other] = await t.database.db
    .insert(sites)
    .values({ ...DEMO_SITE, domain: 'other.example', baseUrl: 'https://other.example', companyId: company!.id })
    .returning({ id: sites.id });
  const store = (name: string, fixture: Parameters<typeof storeShowcaseMember>[3], site = siteId) =>
    storeShowcaseMember(t, site, name, fixture);
  shown = {
    Anna: await store('Anna', { photos: [PUBLIC_ACTIVE, { status: 'active', visibility: 'private' }], age: 40 }),
    Bram: await store('Bram', { photos: [PUBLIC_ACTIVE], gender: 'male', age: 40, signedUpDaysAgo: 0 }),
    Fay: await store('Fay', { photos: [PUBLIC_ACTIVE], fictional: true, age: 45, signedUpDaysAgo: 1 }),
    Ams: await store('Ams', { photos: [PUBLIC_ACTIVE], city: 'Amsterdam', age: 25, signedUpDaysAgo: 3 }),
    Noor: await store('Noor', { photos: [PUBLIC_ACTIVE], region: 'NL-NH', age: 25, signedUpDaysAgo: 4 }),
    Dina: await store('Dina', { photos: [PUBLIC_ACTIVE], interests: ['dining_out'], age: 25, signedUpDaysAgo: 5 }),
  };
  hidden = [
    await store('Private', { photos: [{ status: 'active', visibility: 'private' }] }),
    await store('Review', { photos: [{ status: 'in_review', visibility: 'public' }] }),
    await store('Rejected', { photos: [{ status: 'rejected', visibility: 'public' }] }),
    await store('Deleted', { photos: [{ status: 'deleted', visibility: 'public' }] }),
    await store('NoMain', { photos: [PUBLIC_ACTIVE], noMain: true }),
    await store('NoPhoto', {}),
    await store('Invisible', { photos: [PUBLIC_ACTIVE], invisible: true }),
    await store('Gone', { photos: [PUBLIC_ACTIVE], deleted: true }),
    await store('Disabled', { photos: [PUBLIC_ACTIVE], profileDisabled: true }),
    await store('Unasked', { photos: [PUBLIC_ACTIVE], inShowcase: false }),
    await store('Elsewhere', { photos: [PUBLIC_ACTIVE] }, other!.id),
  ];
  await t.settled();
});
afterAll(() => t.close());

describe('GET /api/showcase.php', () => {
  it('shows only members whom visitors may see, each with their approved public main photo only', async () => {
    const answer = await showcase();
    expect(names(answer).sort()).toEqual(Object.keys(shown).sort());
    const body = JSON.stringify(answer);
    for (const member of hidden) expect([member.id, body.includes(member.id)]).toEqual([member.id, false]);
    for (const photoId of [...hidden.flatMap((m) => m.photoIds), shown.Anna!.photoIds[1]!]) {
      expect([photoId, body.includes(photoId)]).toEqual([photoId, false]);
    }
    for (const member of answer.profiles) {
      expect(member.photo.thumb).toBe(`${shown[member.name]!.photoIds[0]}/thumb.jpg`);
    }
  });

  it('marks fictional members', async () => {
    const answer = await showcase();
    expect(answer.profiles.filter((member) => member.fictional).map((member) => member.name)).toEqual(['Fay']);
  });

  it("shows the niche's audience first, then fills up with the others", async () => {
    await setSite({ niche: 6 }); // milf: women of 35 to 55
    expect(names(await showcase()).slice(0, 2)).toEqual(['Anna', 'Fay']);
    expect(names(await showcase())).toHaveLength(Object.keys(shown).length);
    await setSite({ niche: 1 });
  });

  it('puts the town, region or theme of the slug first; an unknown slug names no place and shows the site', async () => {
    const town = await showcase('amsterdam');
    expect([town.place, names(town)[0]]).toEqual([{ kind: 'town', name: 'Amsterdam', slug: 'amsterdam' }, 'Ams']);
    const region = await showcase('nl-nh');
    expect([region.place?.kind, names(region)[0]]).toEqual(['region', 'Noor']);
    const theme = await showcase('dining-out');
    expect([theme.place, names(theme)[0]]).toEqual([{ kind: 'theme', name: 'dining_out', slug: 'dining-out' }, 'Dina']);
    const unknown = await showcase('nowhere-at-all');
    expect([unknown.place, names(unknown).sort()]).toEqual([null, Object.keys(shown).sort()]);
  });

  it('carries partner offers only where the site sells them', async () => {
    await t.database.db
      .insert(partnerOffers)
      .values({ siteId, kind: 'cam', title: 'Cam partner', url: 'https://partner.example/', sort: 1 });
    expect((await showcase()).offers).toEqual([]);
    await setSite({ memberResell: true });
    expect((await showcase()).offers.map((offer) => offer.title)).toEqual(['Cam partner']);
    await setSite({ memberResell: false });
    expect((await showcase()).offers).toEqual([]);
  });

  it('shows a member who agrees to be shown to visitors at once, and no longer once they withdraw', async () => {
    const unasked = hidden.find((member) => member.name === 'Unasked')!;
    const consent = (inShowcase: boolean) =>
      t.database.db.update(users).set({ inShowcase }).where(eq(users.id, unasked.id));
    await consent(true);
    await t.settled();
    expect(names(await showcase())).toContain('Unasked');
    await consent(false);
    await t.settled();
    expect(names(await showcase())).not.toContain('Unasked');
  });

  it('keeps its answer a minute, and drops it when a member changes or the minute is over', async () => {
    const kept = t.app.services.showcase;
    const site = t.app.services.sites.find('localhost')!.site;
    const first = kept.showcase(site, 'gouda');
    expect(kept.showcase(site, 'gouda')).toBe(first);
    await t.database.db.update(profiles).set({ name: 'Annie' }).where(eq(profiles.userId, shown.Anna!.id));
    await t.settled();
    expect(kept.showcase(site, 'gouda')).not.toBe(first);
    expect(names(await showcase('gouda'))).toContain('Annie');
    const renewed = kept.showcase(site, 'gouda');
    t.advance(59_000);
    expect(kept.showcase(site, 'gouda')).toBe(renewed);
    t.advance(2_000);
    expect(kept.showcase(site, 'gouda')).not.toBe(renewed);
  });
});
