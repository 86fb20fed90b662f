import { NICHES } from '../../../shared/constants.ts';
import { INTERESTS } from '../../../shared/interests.ts';
import type { Language } from '../../../shared/languages.ts';
import { regionLabelKind } from '../../../shared/regions.ts';
import { termsVersionDate } from '../../../shared/terms.ts';
import {
  type CompanyInfo,
  type InterestsResponse,
  type RegionsResponse,
  type Settings,
  settingsResponse,
} from '../../../shared/contracts/sites.ts';
import { type KeyPair, ensureAppKey } from '../../db/app-keys.ts';
import type { Db } from '../../db/client.ts';
import type { SiteTexts, companies } from '../../db/schema/sites.ts';
import { unknownSite } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { generateVapidKeys } from '../../lib/vapid.ts';
import { regionsOf } from './regions.ts';
import { type SiteRecord, type SiteRow, loadAllSites } from './sites.repo.ts';

export type { SiteRecord, SiteRow };

const VAPID_KEY = 'vapid';
/** Distinct Host headers kept resolved at most (the ports of a site's hosts could otherwise fill memory). */
const MAX_HOST_HEADERS = 1_000;

/** A Host header as a browser sends it: a DNS name or an IP address, an optional port, and nothing else. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Strips the port and a trailing dot: "Example.com.:8080" -> "example.com"; undefined for anything else. */
export function normaliseHost(host: string): string | undefined {
  if (!HOST_HEADER.test(host)) return undefined;
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return withoutPort.replace(/\.$/, '').toLowerCase();
}

/** A site's texts in `language`; any the site has not written in it, in the site's own language. */
export function siteTexts(site: SiteRow, language: Language): SiteTexts {
  const own = site.texts[language];
  return {
    indexTitle: own?.indexTitle ?? site.indexTitle,
    description: own?.description ?? site.description,
    fictionalWarning: own?.fictionalWarning ?? site.fictionalWarning,
  };
}

/** A company's fields as SPEC §3 names them: what GET /api/companyinfo.php answers and the console edits. */
export function companyFieldsOf(company: typeof companies.$inferSelect): Omit<CompanyInfo, 'terms_date'> {
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: company.tradenames,
    vat_numbers: company.vatNumbers,
    support_phone: company.supportPhone,
    delete_discount: company.deleteDiscount,
    added: company.added,
  };
}

/**
 * The sites of this install, held in memory: every request resolves its site by host without a query, and the
 * public answers (settings, regions, interests) are serialised once per variant.
 */
export class SitesService {
  private byHost = new Map<string, SiteRecord>();
  /** Host headers as sent (a port, capitals, a trailing dot) that resolved, so each is parsed once; bounded. */
  private readonly byHeader = new Map<string, SiteRecord>();
  private pushPublicKey = '';
  private readonly cache = new Map<string, unknown>();

  constructor(private readonly db: Db) {}

  /** Reads every site again; call after a site or company changes. */
  async reload(): Promise<void> {
    const records = await loadAllSites(this.db);
    this.byHost = new Map(records.flatMap((r) => r.hosts.map((h) => [normaliseHost(h) ?? h, r] as const)));
    this.pushPublicKey = (await this.vapidKeys()).publicKey;
    this.cache.clear();
    this.byHeader.clear();
  }

  /** Every site, once each (a site answers on several hosts). */
  all(): SiteRow[] {
    return [...new Set([...this.byHost.values()].map((record) => record.site))];
  }

  /** The site served on `host` (a Host header value); 404 unknown_site for a host no site has, or a malformed one. */
  resolve(host: string | undefined): SiteRecord {
    const record = this.find(host);
    if (!record) throw unknownSite();
    return record;
  }

  /** The site served on `host` (a Host header value); undefined for a host no site has, or a malformed one. */
  find(host: string | undefined): SiteRecord | undefined {
    if (host === undefined) return undefined;
    // A known host as it is (the usual case) needs no parsing; anything else is parsed strictly, once.
    let record = this.byHost.get(host) ?? this.byHeader.get(host);
    if (record) return record;
    record = this.byHost.get(normaliseHost(host) ?? '');
    if (!record) return undefined;
    if (this.byHeader.size >= MAX_HOST_HEADERS) this.byHeader.clear();
    this.byHeader.set(host, record);
    return record;
  }

  /** The visitor's country from the trusted GeoIP header when the site serves it, else the site's first country. */
  visitorCountry(record: SiteRecord, geoHeader: string | undefined): string {
    const country = geoHeader?.toUpperCase();
    return country && /^[A-Z]{2}$/.test(country) ? country : record.site.countries[0]!;
  }

  /** GET /api/settings.php as ready-to-send bytes, serialised once per site, country pair and language. */
  settingsJson(
    record: SiteRecord,
    geoipCountry: string,
    requestedCountry: string | undefined,
    language: Language,
  ): Buffer {
    const { countries } = record.site;
    const selected = [requestedCountry, geoipCountry].find((c) => c && countries.includes(c)) ?? countries[0]!;
    return this.memo(`settings|${record.site.id}|${geoipCountry}|${selected}|${language}`, () =>
      Buffer.from(JSON.stringify(settingsResponse.parse(this.settings(record, geoipCountry, selected, language)))),
    );
  }

  companyInfo(record: SiteRecord): CompanyInfo {
    const { company } = record;
    return { ...companyFieldsOf(company), terms_date: termsVersionDate(company.added).toISOString() };
  }

  interests(language: Language): InterestsResponse {
    return this.memo(`interests|${language}`, () => {
      const t = translator(language);
      return {
        interests: INTERESTS.map((id) => ({ id, name: t(`interests.${id}`) })),
      };
    });
  }

  regions(record: SiteRecord, language: Language): RegionsResponse {
    return this.memo(`regions|${record.site.id}|${language}`, () => {
      const t = translator(language);
      const countryNames = new Intl.DisplayNames([language], {
        type: 'region',
      });
      return {
        countries: record.site.countries.map((code) => {
          const kind = regionLabelKind(code);
          return {
            code,
            name: countryNames.of(code) ?? code,
            region_label: kind,
            region_label_text: t(`region_label.${kind}`),
            regions: regionsOf(code, language),
          };
        }),
      };
    });
  }

  private settings(record: SiteRecord, geoipCountry: string, selectedCountry: string, language: Language): Settings {
    const { site } = record;
    const texts = siteTexts(site, language);
    return {
      name: site.name,
      domain: site.domain,
      domain_language: site.domainLanguage,
      cdn_prefix: site.cdnPrefix,
      niche: site.niche,
      niche_name: NICHES[site.niche - 1] ?? 'general',
      countries: site.countries,
      index_title: texts.indexTitle,
      description: texts.description,
      visible_profile_fields: site.visibleProfileFields,
      visible_profile_notes: site.visibleProfileNotes,
      search_fields: site.searchFields,
      geoip_country: geoipCountry,
      geoip_selected_country: selectedCountry,
      signups: site.signups,
      invite_only: site.inviteOnly,
      logged_out_search: site.loggedOutSearch,
      logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
      enable_site_entry_popup: site.enableSiteEntryPopup,
      push_public_key: this.pushPublicKey,
      minimum_message_costs: site.minimumMessageCosts,
      message_credits: site.messageCredits,
      signup_credits: site.signupCredits,
      photo_credits: site.photoCredits,
      gift_credits: site.giftCredits,
      message_length: site.messageLength,
      support_email: site.supportEmail,
      support_phone: site.supportPhone,
      fictional_icon: site.fictionalIcon,
      fictional_warning: texts.fictionalWarning,
      fictional_singular: site.fictionalSingular,
      fictional_plural: site.fictionalPlural,
      refund_days: site.refundDays,
      member_resell: site.memberResell,
      company_id: site.companyId,
      mail_name: site.mailName,
    };
  }

  private memo<T>(key: string, compute: () => T): T {
    let value = this.cache.get(key) as T | undefined;
    if (value === undefined) this.cache.set(key, (value = compute()));
    return value;
  }

  /** The install's VAPID keys, which sign every push; the public one is in each site's settings. */
  async vapidKeys(): Promise<KeyPair> {
    return ensureAppKey(this.db, VAPID_KEY, generateVapidKeys);
  }
}
