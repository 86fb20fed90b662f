import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerOffers, sites } from '../../db/schema/index.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Two admins editing one site's partner offers at the same moment: each save is whole (the last one wins, as the
 * console's form sends every field), none is lost from the audit log, whose rows chain from one state to the next;
 * landers show a change within the half minute the offers are kept.
 */
let t: TestApp;
let admins: { headers: Record<string, string>; id: string }[];
let siteId: string;
beforeAll(async () => {
  t = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 1 });
  admins = await Promise.all(
    [1, 2].map(async () => {
      const { headers, account } = await staffSession(t, 'admin');
      return { headers, id: account.id };
    }),
  );
  siteId = t.app.services.sites.find('localhost')!.site.id;
});
afterAll(() => t.close());

const OFFER = { kind: 'cam', url: 'https://partner.example/cams', image_url: null, sort: 1, active: true };
const save = (admin: { headers: Record<string, string> }, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/site-partner-offer.php',
    headers: admin.headers,
    payload: { ...OFFER, site_id: siteId, ...payload },
  });
const auditOf = (objectId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, objectId), eq(auditLog.action, action)));

describe('partner offers saved by two admins at once', () => {
  it('keeps one whole save, and audits each change once, each from the state the one before left', async () => {
    const created = await save(admins[0]!, { title: 'Start' });
    const id = created.json().id as string;
    const titles = Array.from({ length: 10 }, (_, n) => `Title ${n}`);
    const saves = await Promise.all(
      titles.map((title, n) => save(admins[n % 2]!, { id, title, sort: n, active: n % 3 !== 0 })),
    );
    expect(saves.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await t.database.db.select().from(partnerOffers).where(eq(partnerOffers.id, id));
    const n = titles.indexOf(row!.title);
    expect(row).toMatchObject({ title: titles[n], sort: n, active: n % 3 !== 0 });
    const rows = await auditOf(id, 'partner_offer.saved');
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.staffId === admins[0]!.id)).toHaveLength(5);
    // Following the rows from the first title passes through every save once and ends where the offer stands.
    const next = new Map(
      rows.map((r) => [(r.before as { title: string }).title, (r.after as { title: string }).title]),
    );
    const path = ['Start'];
    while (next.has(path.at(-1)!)) path.push(next.get(path.at(-1)!)!);
    expect(path.slice(1).sort()).toEqual([...titles].sort());
    expect(path.at(-1)).toBe(row!.title);
  });

  it('makes every offer added at once, each audited once', async () => {
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, n) => save(admins[n % 2]!, { title: `Added ${n}` })),
    );
    expect(saves.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const ids = saves.map((res) => res.json().id as string);
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(await auditOf(id, 'partner_offer.created')).toHaveLength(1);
  });
});

describe('an offer changed in the console, on the landers', () => {
  it('is gone from every lander within the half minute the offers are kept', async () => {
    await t.database.db.delete(partnerOffers);
    await t.database.db
      .update(sites)
      .set({ memberResell: true, updatedAt: new Date(t.now().getTime() + 1000) })
      .where(eq(sites.id, siteId));
    await t.app.services.sites.reload();
    const id = (await save(admins[0]!, { title: 'Soon gone' })).json().id as string;
    const offersOn = async (slug: string) =>
      (await t.app.inject({ url: `/api/showcase.php?slug=${slug}`, headers: { host: 'localhost' } }))
        .json()
        .offers.map((offer: { id: string }) => offer.id);
    expect(await offersOn('amsterdam')).toEqual([id]);
    t.advance(25_000);
    expect(await offersOn('utrecht')).toEqual([id]);
    expect((await save(admins[1]!, { id, title: 'Soon gone', active: false })).statusCode).toBe(200);
    t.advance(6_000);
    expect([await offersOn('amsterdam'), await offersOn('utrecht'), await offersOn('gouda')]).toEqual([[], [], []]);
  });
});
