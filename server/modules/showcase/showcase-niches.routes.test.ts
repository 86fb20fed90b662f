import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NICHES } from '../../../shared/constants.ts';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { NICHE_AUDIENCES, type NicheAudience } from '../../../shared/niches.ts';
import { profiles, sites } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The showcase (landers, the home page) puts each niche's audience first (decision 032). */
let t: TestApp;
type Row = typeof profiles.$inferSelect;
let rows: Row[];

/** Born `years` ago, half a year before the birthday (an age that holds through the test). */
const bornYearsAgo = (years: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth() - 6, 15)).toISOString().slice(0, 10);
};

/** Members of every kind a niche looks for, beside the seed's varied ones. */
const KINDS: Partial<Row>[] = [
  { gender: 'female', sexuality: 'lesbian', dateOfBirth: bornYearsAgo(30), bodyType: 'slim' },
  { gender: 'female', sexuality: 'bi', dateOfBirth: bornYearsAgo(26), bodyType: 'normal' },
  { gender: 'female', sexuality: 'hetero', dateOfBirth: bornYearsAgo(33), bodyType: 'fat' },
  { gender: 'female', sexuality: 'hetero', dateOfBirth: bornYearsAgo(66), bodyType: 'normal' },
  { gender: 'female', sexuality: 'hetero', dateOfBirth: bornYearsAgo(44), bodyType: 'slim' },
  { gender: 'male', sexuality: 'gay', dateOfBirth: bornYearsAgo(29), bodyType: 'normal' },
  { gender: 'male', sexuality: 'bi', dateOfBirth: bornYearsAgo(52), bodyType: 'fat' },
  { gender: 'male', sexuality: 'hetero', dateOfBirth: bornYearsAgo(38), interests: ['bdsm', 'music'] },
  { gender: 'female', sexuality: 'hetero', dateOfBirth: bornYearsAgo(41), interests: ['wine', 'bdsm'] },
];

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 40 });
  const all = await t.database.db.select().from(profiles).orderBy(profiles.userId);
  // Nobody names the bdsm interest but the members given it here.
  for (const [index, row] of all.entries()) {
    const kind = KINDS[index] ?? {};
    const interests = kind.interests ?? row.interests.filter((interest) => interest !== 'bdsm');
    await t.database.db
      .update(profiles)
      .set({ ...kind, interests })
      .where(eq(profiles.userId, row.userId));
  }
  await t.settled();
  rows = await t.database.db.select().from(profiles);
});
afterAll(() => t.close());

function fits(row: Row, audience: NicheAudience): boolean {
  const age = ageOn(row.dateOfBirth!, new Date());
  return (
    (!audience.gender || row.gender === audience.gender) &&
    (!audience.sexualities || row.sexuality === null || audience.sexualities.includes(row.sexuality)) &&
    (!audience.bodyType || row.bodyType === audience.bodyType) &&
    (audience.minAge === undefined || age >= audience.minAge) &&
    (audience.maxAge === undefined || age <= audience.maxAge) &&
    (!audience.interest || row.interests.includes(audience.interest))
  );
}

describe.each(NICHES.map((niche, index) => [index + 1, niche] as const))('niche %i (%s)', (setting, niche) => {
  it('shows the members of its audience first, then fills up from the rest of the site', async () => {
    await t.database.db.update(sites).set({ niche: setting, updatedAt: new Date() });
    await t.app.services.sites.reload();
    const res = await t.app.inject({ url: '/api/showcase.php', headers: CLIENT_HEADERS });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (res.json().profiles as { id: string }[]).map(({ id }) => rows.find((r) => r.userId === id)!);
    const audience = NICHE_AUDIENCES[niche];
    const fitting = rows.filter((row) => fits(row, audience));
    expect(fitting.length).toBeGreaterThan(0);
    const head = shown.slice(0, Math.min(fitting.length, shown.length));
    expect(head.filter((row) => !fits(row, audience))).toEqual([]);
    expect(shown.length).toBe(24);
  });
});
