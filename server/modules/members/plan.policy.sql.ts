import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { PLANS } from './plan.policy.ts';

/** The SQL twins of plan.policy.ts; plan.policy.test.ts asks both forms on PGlite and PostgreSQL. */

const { free, premium } = PLANS;

/** planOf(users).photos, for the re-check under the member's row lock. */
export const photoLimit = sql<number>`(case when ${users.paidUser} then ${premium.photos}::int else ${free.photos}::int end)`;
