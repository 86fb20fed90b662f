import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerOffers, sites } from '../../db/schema/index.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The console's partner offers (cam and resell cards) of a site: admins add, edit and deactivate them, audited. */
let t: TestApp;
let admin: Record<string, string>;
let siteId: string;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  admin = (await staffSession(t, 'admin')).headers;
  siteId = (await t.database.db.select({ id: sites.id }).from(sites))[0]!.id;
});
afterAll(() => t.close());

const save = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/site-partner-offer.php', headers, payload });
const OFFER = {
  kind: 'cam',
  title: 'Live cams',
  url: 'https://partner.example/cams?ref=demo',
  image_url: 'https://partner.example/cams.jpg',
  sort: 2,
  active: true,
};
const auditOf = (objectId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.objectId, objectId)).orderBy(auditLog.at);

describe('POST /api/admin/site-partner-offer.php', () => {
  it('adds an offer, lists it with the site, and audits it', async () => {
    const res = await save({ ...OFFER, site_id: siteId });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    const detail = (await t.app.inject({ url: `/api/admin/site.php?id=${siteId}`, headers: admin })).json();
    expect(detail.partner_offers).toEqual([{ id, ...OFFER }]);
    const [row] = await auditOf(id);
    expect(row).toMatchObject({ action: 'partner_offer.created', objectType: 'partner_offer', siteId });
    expect(row!.after).toMatchObject({ title: 'Live cams', url: OFFER.url });
  });

  it('edits and deactivates one, each change audited with what changed; an unchanged save writes nothing', async () => {
    const id = (await save({ ...OFFER, site_id: siteId })).json().id as string;
    expect((await save({ ...OFFER, site_id: siteId, id, title: 'Cams live' })).statusCode).toBe(200);
    expect((await save({ ...OFFER, site_id: siteId, id, title: 'Cams live', active: false })).statusCode).toBe(200);
    expect((await save({ ...OFFER, site_id: siteId, id, title: 'Cams live', active: false })).statusCode).toBe(200);
    const rows = await auditOf(id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['partner_offer.created', null, expect.any(Object)],
      ['partner_offer.saved', { title: 'Live cams' }, { title: 'Cams live' }],
      ['partner_offer.saved', { active: true }, { active: false }],
    ]);
    const [row] = await t.database.db.select().from(partnerOffers).where(eq(partnerOffers.id, id));
    expect(row).toMatchObject({ title: 'Cams live', active: false });
  });

  it.each([
    ['url', 'http://partner.example/cams'],
    ['url', 'javascript:alert(1)'],
    ['url', 'https://user:pass@partner.example/'],
    ['url', `https://partner.example/${'a'.repeat(500)}`],
    ['url', 'not a url'],
    ['image_url', 'data:image/png;base64,AAAA'],
    ['image_url', 'ftp://partner.example/a.jpg'],
  ])('refuses %s %s', async (field, value) => {
    const res = await save({ ...OFFER, site_id: siteId, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses an empty or overlong title and an unknown kind', async () => {
    for (const bad of [{ title: '' }, { title: 'x'.repeat(101) }, { kind: 'popup' }]) {
      expect((await save({ ...OFFER, site_id: siteId, ...bad })).statusCode).toBe(400);
    }
  });

  it('answers 404 for an offer of no site or of another', async () => {
    const res = await save({ ...OFFER, site_id: siteId, id: '33333333-3333-4333-8333-333333333333' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses moderators and operators', async () => {
    for (const role of ['moderator', 'operator'] as const) {
      const { headers } = await staffSession(t, role);
      const before = await t.database.db.$count(partnerOffers);
      expect((await save({ ...OFFER, site_id: siteId }, headers)).statusCode).toBe(403);
      expect(await t.database.db.$count(partnerOffers)).toBe(before);
    }
  });
});
