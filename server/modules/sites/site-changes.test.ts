import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { creditBundles, gifts } from '../../db/schema/index.ts';
import { addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app.ts';

/**
 * Two instances of the app, as behind a load balancer: on PostgreSQL each with its own connections to the database
 * (as on two machines), on PGlite sharing the one embedded database. Changes are made through the first instance's
 * database in plain SQL, as an operator would; the second must serve them within a second, without a restart.
 */
const WITHIN_MS = 1000;

let t: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  const { url } = t.database as Database & { url?: string };
  secondDatabase = url ? openDatabase({ url }) : t.database;
  second = await secondInstance(t, { database: secondDatabase });
});
afterAll(async () => {
  await second.close();
  if (secondDatabase !== t.database) await secondDatabase.close();
  await t.close();
});

const get = (url: string, host = 'localhost:3000', cookie?: string) =>
  second.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });

/** Polls the second instance until `served` holds; how long that took, or a failure once well past the bound. */
async function msUntilServed(served: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await served())) {
    if (performance.now() - started > 10 * WITHIN_MS) throw new Error('the change was never served');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

describe('a site changed in the database is served by every instance within a second', () => {
  it('a site’s title, changed in plain SQL', async () => {
    expect((await get('/api/settings.php')).json().index_title).not.toBe('Renamed by SQL');
    await t.database.db.execute(sql`update sites set index_title = 'Renamed by SQL'`);
    const ms = await msUntilServed(
      async () => (await get('/api/settings.php')).json().index_title === 'Renamed by SQL',
    );
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it('a host added to a site: unknown until then, the site from then on', async () => {
    const unknown = await get('/api/settings.php', 'added.example');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'unknown_site']);
    await t.database.db.execute(sql`insert into site_domains (site_id, host) select id, 'added.example' from sites`);
    const ms = await msUntilServed(async () => (await get('/api/settings.php', 'added.example')).statusCode === 200);
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it('the company’s details', async () => {
    await t.database.db.execute(sql`update companies set name = 'Operator B.V.'`);
    const ms = await msUntilServed(async () => (await get('/api/companyinfo.php')).json().name === 'Operator B.V.');
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it('a bundle’s price and a gift added (read per request: served at once)', async () => {
    const { cookie } = await loginDemo(second, addresses(61)());
    const [bundle] = (await get('/api/bundles.php')).json().bundles as { id: string; price_cents: number }[];
    const [gift] = await t.database.db.select().from(gifts).limit(1);
    await t.database.db.delete(gifts).where(eq(gifts.id, gift!.id));
    const giftKeys = async () => (await get('/api/gifts.php', undefined, cookie)).json().gifts as { key: string }[];
    expect((await giftKeys()).map((g) => g.key)).not.toContain(gift!.key);

    await t.database.db.update(creditBundles).set({ priceCents: 1234 }).where(eq(creditBundles.id, bundle!.id));
    await t.database.db.insert(gifts).values(gift!);
    const bundles = (await get('/api/bundles.php')).json().bundles as { id: string; price_cents: number }[];
    expect(bundles.find((b) => b.id === bundle!.id)!.price_cents).toBe(1234);
    expect((await giftKeys()).map((g) => g.key)).toContain(gift!.key);
  });
});
