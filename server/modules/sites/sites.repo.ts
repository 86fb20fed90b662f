import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appKeys, companies, siteDomains, sites } from '../../db/schema/index.ts';

export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export interface SiteRecord {
  site: SiteRow;
  company: CompanyRow;
  hosts: string[];
}

/** Every site with its company and hosts: a handful of rows, read whole and cached by the service. */
export async function loadAllSites(db: Db): Promise<SiteRecord[]> {
  const rows = await db
    .select({ site: sites, company: companies })
    .from(sites)
    .innerJoin(companies, eq(sites.companyId, companies.id));
  const domainRows = await db.select().from(siteDomains);
  return rows.map(({ site, company }) => ({
    site,
    company,
    hosts: [site.domain, ...domainRows.filter((d) => d.siteId === site.id).map((d) => d.host)],
  }));
}

export async function findAppKey(db: Db, name: string) {
  const [row] = await db.select().from(appKeys).where(eq(appKeys.name, name));
  return row;
}

export async function insertAppKey(db: Db, name: string, publicKey: string, privateKey: string) {
  await db.insert(appKeys).values({ name, publicKey, privateKey }).onConflictDoNothing();
}
