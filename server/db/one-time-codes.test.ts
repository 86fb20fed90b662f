import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { useCode } from './one-time-codes.ts';
import { companies, emailTokens, sites, users } from './schema/index.ts';
import { DEMO_COMPANY, DEMO_SITE } from './seed/demo-site.ts';

let database: Database;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [company] = await db.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id });
  const [site] = await db
    .insert(sites)
    .values({ ...DEMO_SITE, baseUrl: `https://${DEMO_SITE.domain}`, companyId: company!.id })
    .returning({ id: sites.id });
  const [user] = await db
    .insert(users)
    .values({ siteId: site!.id, email: 'codes@example.com', passwordHash: 'x', language: 'nl' })
    .returning({ id: users.id });
  userId = user!.id;
});
afterAll(() => database.close());

const now = new Date('2026-11-27T12:00:00Z');

/** A mailed token that expires `inMs` after `now`. */
async function token(tokenHash: string, inMs: number): Promise<void> {
  await database.db
    .insert(emailTokens)
    .values({ userId, purpose: 'activation', tokenHash, expiresAt: new Date(now.getTime() + inMs) });
}

/** Each use in its own transaction, all at once: as parallel requests would. */
const useInParallel = (count: number, tokenHash: string, at = now) =>
  Promise.all(
    Array.from({ length: count }, () =>
      database.db.transaction((tx) =>
        useCode(tx, emailTokens, {
          match: eq(emailTokens.tokenHash, tokenHash),
          now: at,
          returning: { userId: emailTokens.userId },
        }),
      ),
    ),
  );

describe('useCode', () => {
  it('lets one of 20 parallel uses of a code have it, and marks it used at that time', async () => {
    await token('parallel', 60_000);
    const uses = await useInParallel(20, 'parallel');
    expect(uses.filter(Boolean)).toEqual([{ userId }]);
    const [row] = await database.db.select().from(emailTokens).where(eq(emailTokens.tokenHash, 'parallel'));
    expect(row!.usedAt).toEqual(now);
    expect(await useInParallel(1, 'parallel')).toEqual([undefined]);
  });

  it('refuses a code at and after its expiry, and leaves it unused', async () => {
    await token('expired', 0);
    expect(await useInParallel(1, 'expired')).toEqual([undefined]);
    expect(await useInParallel(1, 'expired', new Date(now.getTime() - 1))).toEqual([{ userId }]);
  });

  it('refuses an unknown code', async () => {
    expect(await useInParallel(1, 'unknown')).toEqual([undefined]);
  });
});
