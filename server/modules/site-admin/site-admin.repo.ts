import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, siteDomains, sites } from '../../db/schema/index.ts';
import type { SiteColumns } from './site-fields.ts';

export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type NewSite = typeof sites.$inferInsert;

/** Every site with its company's name, by name. */
export async function listSites(db: Db) {
  return db
    .select({ site: sites, companyName: companies.name })
    .from(sites)
    .innerJoin(companies, eq(sites.companyId, companies.id))
    .orderBy(asc(sites.name));
}

export async function listCompanies(db: Db) {
  return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}

/** A site's row, locked for the rest of the transaction when `lock` (a change reads its "before" under the lock). */
export async function findSite(db: Db, id: string, lock = false): Promise<SiteRow | undefined> {
  const query = db.select().from(sites).where(eq(sites.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCompany(db: Db, id: string, lock = false): Promise<CompanyRow | undefined> {
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCompany(db: Db, company: typeof companies.$inferInsert): Promise<string> {
  const [row] = await db.insert(companies).values(company).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(db: Db, id: string, company: Omit<CompanyRow, 'id'>): Promise<void> {
  await db.update(companies).set(company).where(eq(companies.id, id));
}

export async function insertSite(db: Db, site: NewSite): Promise<string> {
  const [row] = await db.insert(sites).values(site).returning({ id: sites.id });
  return row!.id;
}

export async function updateSite(db: Db, id: string, columns: Partial<SiteColumns & { domain: string }>, at: Date) {
  await db
    .update(sites)
    .set({ ...columns, updatedAt: at })
    .where(eq(sites.id, id));
}

/** The site's other hosts (not its primary domain), in order. */
export async function siteHosts(db: Db, siteId: string): Promise<string[]> {
  const rows = await db.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.siteId, siteId));
  return rows.map((row) => row.host).sort();
}

/**
 * Serialises every change of hosts (a site's domain or its other hosts live in two tables, which no one constraint
 * spans): two staff members adding one host to two sites at once cannot both succeed.
 */
export async function lockHosts(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('site_hosts'))`);
}

/** The site that answers on `host` already (as its domain or another host), if any. */
export async function siteOfHost(db: Db, host: string): Promise<string | undefined> {
  const [asDomain] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, host));
  if (asDomain) return asDomain.id;
  const [asHost] = await db.select({ id: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.host, host));
  return asHost?.id;
}

export async function insertHost(db: Db, siteId: string, host: string): Promise<void> {
  await db.insert(siteDomains).values({ siteId, host });
}

/** Removes one of a site's other hosts; whether it was one. */
export async function deleteHost(db: Db, siteId: string, host: string): Promise<boolean> {
  const removed = await db
    .delete(siteDomains)
    .where(sql`${siteDomains.siteId} = ${siteId} and ${siteDomains.host} = ${host}`)
    .returning({ host: siteDomains.host });
  return removed.length > 0;
}
