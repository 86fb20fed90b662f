import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, siteDomains, sites } from '../../db/schema/index.ts';

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
