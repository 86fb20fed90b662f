import { type SQL, sql } from 'drizzle-orm';

/**
 * Accounts of a site signed up within a day of `around` from the address `ip` (decision 040: a spam wave's accounts
 * share one), as a scalar subquery: with `prefix`, from its /64 too for IPv6 (an IPv4 address stands alone). Its
 * arguments are values or columns, so it serves one member's check and a list's rows alike.
 */
export function accountsFromAddress(
  siteId: SQL | string,
  ip: SQL | string,
  around: SQL | Date,
  prefix: boolean,
): SQL<number> {
  const address = sql`${ip}::inet`;
  const match = prefix
    ? sql`other.signup_ip <<= set_masklen(${address}, case family(${address}) when 6 then 64 else 32 end)`
    : sql`other.signup_ip = ${address}`;
  const day = sql`${around}::timestamptz`;
  return sql<number>`(select count(*) from users other where other.site_id = ${siteId} and ${match}
    and other.signup_date between ${day} - interval '1 day' and ${day} + interval '1 day')::int`;
}
