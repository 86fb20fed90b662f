import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Database } from '../../db/client.ts';
import { companies, sites, users } from '../../db/schema/index.ts';
import { DEMO_COMPANY, DEMO_SITE } from '../../db/seed/demo-site.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { type PlanSite, UNCONFIRMED_LIKES, heldUntilConfirmed, planOf } from './plan.policy.ts';
import { photoLimit } from './plan.policy.sql.ts';

/** A site whose limits differ from each other, so that a rule reading the wrong one fails. */
const SITE: PlanSite = { freeMessages: 5, likeLimitFree: 25, likeLimitPremium: 250, swipeLikesPremium: 50 };

type Member = Pick<User, 'paid_user' | 'status'>;

/** What a confirmed member of each plan may do on SITE (SPEC §4, §5, §6, §9); a new capability needs a field here. */
const FREE = {
  name: 'free',
  conversations: 2,
  freeMessages: 5,
  photos: 3,
  privatePhotos: false,
  photoMessages: false,
  likesPerDay: 25,
  swipeLikesPerDay: 4,
  welcomeDiscounts: true,
  heldUntilConfirmed: false,
  likesBeforeConfirming: null,
};
const PREMIUM = {
  name: 'premium',
  conversations: null,
  freeMessages: 0,
  photos: 25,
  privatePhotos: true,
  photoMessages: true,
  likesPerDay: 250,
  swipeLikesPerDay: 50,
  welcomeDiscounts: false,
  heldUntilConfirmed: false,
  likesBeforeConfirming: null,
};
/** An account that has not confirmed its address keeps its plan, but what it sends is held, and its likes capped. */
const UNCONFIRMED = { heldUntilConfirmed: true, likesBeforeConfirming: 10 };

/** Every plan's answer to every capability, for each kind of member. */
const TABLE: { member: string; is: Member; answers: Record<string, unknown> }[] = [
  { member: 'free', is: { paid_user: false, status: 'confirmed' }, answers: FREE },
  { member: 'premium', is: { paid_user: true, status: 'confirmed' }, answers: PREMIUM },
  {
    member: 'unconfirmed (free)',
    is: { paid_user: false, status: 'not_confirmed' },
    answers: { ...FREE, ...UNCONFIRMED },
  },
  {
    member: 'unconfirmed, premium (paid before confirming)',
    is: { paid_user: true, status: 'not_confirmed' },
    answers: { ...PREMIUM, ...UNCONFIRMED },
  },
];

/**
 * Every capability of the member's plan (the site's limits read on SITE), then what an unconfirmed account may do:
 * whether what it sends is held, and how many likes it may give meanwhile.
 */
function answersOf(member: Member): Record<string, unknown> {
  const plan = Object.entries(planOf(member)).map(([rule, answer]: [string, unknown]) => [
    rule,
    typeof answer === 'function' ? (answer as (site: PlanSite) => number)(SITE) : answer,
  ]);
  const held = heldUntilConfirmed(member);
  return {
    ...Object.fromEntries(plan),
    heldUntilConfirmed: held,
    likesBeforeConfirming: held ? UNCONFIRMED_LIKES : null,
  };
}

let database: Database;
let siteId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await database.db.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id });
  const [site] = await database.db
    .insert(sites)
    .values({ ...DEMO_SITE, baseUrl: `https://${DEMO_SITE.domain}`, companyId: company!.id })
    .returning({ id: sites.id });
  siteId = site!.id;
});
afterAll(() => database.close());

/** The photo limit as the SQL twin reads it from the member's stored row. */
async function photoLimitInSql(member: Member): Promise<number> {
  const [user] = await database.db
    .insert(users)
    .values({
      siteId,
      email: `${crypto.randomUUID()}@example.com`,
      passwordHash: 'x',
      language: 'nl-NL',
      status: member.status,
      paidUser: member.paid_user,
    })
    .returning({ id: users.id });
  const [row] = await database.db.select({ photoLimit }).from(users).where(eq(users.id, user!.id));
  return row!.photoLimit;
}

describe('the plan policy, one table of plans and capabilities', () => {
  it.each(TABLE)('$member', async ({ is, answers }) => {
    expect(answersOf(is)).toEqual(answers);
    expect(await photoLimitInSql(is)).toBe(answers.photos);
  });
});
