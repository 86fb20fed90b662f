import type {
  CompanyFields,
  SiteCreateInput,
  SiteDetail,
  SiteSettings,
  SitesList,
} from '../../../shared/contracts/site-admin.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { newSiteDefaults } from './new-site.ts';
import * as repo from './site-admin.repo.ts';
import { companyFieldsOf } from '../sites/sites.service.ts';
import { byCountry, changedFields, columnsOf, companyColumnsOf, settingsOf } from './site-fields.ts';
import type { SiteOffers } from './site-offers.service.ts';

const domainTaken = (field: string) => fieldError(field, 'validation.domain_taken');

/** Runs a write that adds a host: a unique violation is a host another transaction took meanwhile. */
async function claimingHost<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw domainTaken(field);
    throw error;
  }
}

/**
 * The console's sites: create one, change its settings, hosts and company. Every change is one transaction with its
 * one audit row; this instance reads its sites again at once, the others when the database announces the change
 * (db/site-change-triggers.ts).
 */
export class SiteAdmin {
  constructor(
    private readonly db: Db,
    private readonly sites: SitesService,
    private readonly offers: SiteOffers,
    private readonly clock: () => Date,
  ) {}

  async list(): Promise<SitesList> {
    const [rows, companies] = await Promise.all([repo.listSites(this.db), repo.listCompanies(this.db)]);
    return {
      sites: rows.map(({ site, companyName }) => ({
        id: site.id,
        name: site.name,
        domain: site.domain,
        domain_language: site.domainLanguage,
        niche: site.niche,
        countries: site.countries,
        company_name: companyName,
      })),
      companies,
    };
  }

  async read(id: string): Promise<SiteDetail> {
    const site = await repo.findSite(this.db, id);
    if (!site) throw notFound();
    const [company, hosts, companies, offers] = await Promise.all([
      repo.findCompany(this.db, site.companyId),
      repo.siteHosts(this.db, id),
      repo.listCompanies(this.db),
      this.offers.of(id),
    ]);
    return {
      id,
      domain: site.domain,
      settings: settingsOf(site),
      domains: [{ host: site.domain, primary: true }, ...hosts.map((host) => ({ host, primary: false }))],
      company: { id: company!.id, ...companyFieldsOf(company!) },
      companies,
      ...offers,
    };
  }

  /** A new site on the defaults a seeded site has, with its own or a new company; it answers on its domain at once. */
  async create(input: SiteCreateInput, actor: StaffActor): Promise<string> {
    const id = await claimingHost('domain', () =>
      this.db.transaction(async (tx) => {
        await repo.lockHosts(tx);
        if (await repo.siteOfHost(tx, input.domain)) throw domainTaken('domain');
        let companyId = input.company_id;
        if (companyId === undefined) companyId = await repo.insertCompany(tx, companyColumnsOf(input.company!));
        else if (!(await repo.findCompany(tx, companyId))) throw fieldError('company_id', 'validation.invalid_choice');
        const defaults = newSiteDefaults(input);
        const created = await repo.insertSite(tx, { ...defaults.site, companyId });
        await this.offers.seed(tx, created, defaults);
        await recordAudit(tx, actor, {
          action: 'site.created',
          objectType: 'site',
          objectId: created,
          siteId: created,
          after: { ...input, company_id: companyId },
        });
        return created;
      }),
    );
    await this.sites.reload();
    return id;
  }

  /** Every setting at once; the audit row keeps the fields that changed. Nothing changed: nothing written. */
  async saveSettings(id: string, sent: SiteSettings, actor: StaffActor): Promise<void> {
    const settings = { ...sent, minimum_message_costs: byCountry(sent.minimum_message_costs) };
    const changed = await this.db.transaction(async (tx) => {
      const site = await repo.findSite(tx, id, true);
      if (!site) throw notFound();
      const change = changedFields(settingsOf(site), settings);
      if (!change) return false;
      if (change.after.company_id && !(await repo.findCompany(tx, settings.company_id)))
        throw fieldError('settings.company_id', 'validation.invalid_choice');
      await repo.updateSite(tx, id, columnsOf(settings), this.clock());
      await recordAudit(tx, actor, { action: 'site.updated', objectType: 'site', objectId: id, siteId: id, ...change });
      return true;
    });
    if (changed) await this.sites.reload();
  }

  /** Another host of the site; refused when any site (this one included) answers on it already. */
  async addDomain(siteId: string, host: string, actor: StaffActor): Promise<void> {
    await this.changeHosts(siteId, actor, 'site.domain_added', host, async (tx) => {
      if (await repo.siteOfHost(tx, host)) throw domainTaken('host');
      await repo.insertHost(tx, siteId, host);
    });
  }

  /** A host the site no longer answers on; its primary domain cannot be removed (make another primary first). */
  async removeDomain(siteId: string, host: string, actor: StaffActor): Promise<void> {
    await this.changeHosts(siteId, actor, 'site.domain_removed', host, async (tx, site) => {
      if (site.domain === host) throw fieldError('host', 'validation.domain_primary');
      if (!(await repo.deleteHost(tx, siteId, host))) throw notFound();
    });
  }

  /** One of the site's other hosts becomes its domain (links, mails); the old domain stays one of its hosts. */
  async setPrimaryDomain(siteId: string, host: string, actor: StaffActor): Promise<void> {
    await this.changeHosts(siteId, actor, 'site.domain_primary', host, async (tx, site) => {
      if (site.domain === host) return false;
      if (!(await repo.deleteHost(tx, siteId, host))) throw notFound();
      await repo.updateSite(tx, siteId, { domain: host }, this.clock());
      await repo.insertHost(tx, siteId, site.domain);
    });
  }

  /** The details of the site's company, which every site of that company shows. */
  async saveCompany(siteId: string, fields: CompanyFields, actor: StaffActor): Promise<void> {
    const changed = await this.db.transaction(async (tx) => {
      const site = await repo.findSite(tx, siteId);
      if (!site) throw notFound();
      const company = await repo.findCompany(tx, site.companyId, true);
      const change = changedFields(companyFieldsOf(company!), fields);
      if (!change) return false;
      await repo.updateCompany(tx, company!.id, companyColumnsOf(fields));
      await recordAudit(tx, actor, {
        action: 'company.updated',
        objectType: 'company',
        objectId: company!.id,
        siteId,
        ...change,
      });
      return true;
    });
    if (changed) await this.sites.reload();
  }

  /** One change of hosts under the hosts' lock, with its audit row (the hosts before and after). */
  private async changeHosts(
    siteId: string,
    actor: StaffActor,
    action: string,
    host: string,
    /** Makes the change; false when there was nothing to change (no audit row then). */
    change: (tx: Db, site: repo.SiteRow) => Promise<boolean | void>,
  ): Promise<void> {
    const changed = await claimingHost('host', () =>
      this.db.transaction(async (tx) => {
        await repo.lockHosts(tx);
        const site = await repo.findSite(tx, siteId, true);
        if (!site) throw notFound();
        const before = { domain: site.domain, hosts: await repo.siteHosts(tx, siteId) };
        if ((await change(tx, site)) === false) return false;
        const after = { domain: (await repo.findSite(tx, siteId))!.domain, hosts: await repo.siteHosts(tx, siteId) };
        await recordAudit(tx, actor, { action, objectType: 'site', objectId: siteId, siteId, before, after });
        return true;
      }),
    );
    if (changed) await this.sites.reload();
  }
}
