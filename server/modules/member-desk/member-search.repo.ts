import { type SQL, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, profiles, sites, users } from '../../db/schema/index.ts';

/** Members found per page. */
export const SEARCH_PAGE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member as the search and the member's page list them: who, where, since when, and their plan and balance. */
export const memberColumns = {
  id: users.id,
  siteId: users.siteId,
  siteName: sites.name,
  name: profiles.name,
  email: users.email,
  status: users.status,
  premium: users.paidUser,
  credits: users.credits,
  fictional: users.fictional,
  signupDate: users.signupDate,
};

/**
 * What the search box matches: a member's id, a payment of theirs (our id or the provider's reference), their
 * address (whole, in any case) or the start of their name (in any case).
 */
function matching(q: string): SQL {
  const paid = (reference: SQL) =>
    sql`exists (select 1 from ${payments} where ${payments.userId} = ${users.id} and ${reference})`;
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions: SQL[] = [
    sql`lower(${users.email}) = ${q.toLowerCase()}`,
    sql`lower(${profiles.name}) like ${prefix}`,
    paid(sql`${payments.paymentId} = ${q}`),
  ];
  if (UUID.test(q)) conditions.push(eq(users.id, q), paid(sql`${payments.id} = ${q}`));
  return or(...conditions)!;
}

/** A page of the members of every site matching `q`, newest first, and whether more follow. */
export async function searchMembers(db: Db, q: string, page: number) {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(matching(q.trim()))
    .orderBy(desc(users.signupDate), desc(users.id))
    .limit(SEARCH_PAGE_SIZE + 1)
    .offset((page - 1) * SEARCH_PAGE_SIZE);
  return { rows: rows.slice(0, SEARCH_PAGE_SIZE), more: rows.length > SEARCH_PAGE_SIZE };
}
