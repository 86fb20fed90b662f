import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../shared/contracts/site-admin.ts';
import { auditLog, creditBundles, discountCodes, gifts, siteDomains, sites } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  admin = (await staffSession(t, 'admin')).headers;
  demoId = (await t.database.db.select({ id: sites.id }).from(sites))[0]!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const detail = async (id: string) => {
  const res = await call('GET', `/api/admin/site.php?id=${id}`);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
};
const auditRows = async (action?: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(action ? eq(auditLog.action, action) : undefined)
  )[0]!.n;
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(auditLog.at)).at(-1)!;

const NEW_COMPANY = {
  name: 'Nordic Hearts AB',
  address: 'Drottninggatan 1',
  kvk: '556677-8899',
  city: '111 51 Stockholm',
  country: 'SE',
  tradenames: ['Nordic Hearts'],
  vat_numbers: ['SE556677889901'],
  support_phone: '+46 8 123 45 67',
  delete_discount: 30,
  added: '2025-01-10',
};

async function createSite(domain: string) {
  const res = await call('POST', '/api/admin/sites.php', {
    name: 'Nordic Hearts',
    domain,
    domain_language: 'sv-SE',
    niche: 2,
    countries: ['se', 'NO'],
    company: NEW_COMPANY,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

describe('sites list and create', () => {
  it('creates a site with a new company that answers on its domain at once, with one audit row', async () => {
    const before = await auditRows('site.created');
    const id = await createSite('nordic.example');
    expect(await auditRows('site.created')).toBe(before + 1);
    const settings = await t.app.inject({ url: '/api/settings.php', headers: { host: 'nordic.example' } });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      name: 'Nordic Hearts',
      niche: 2,
      countries: ['SE', 'NO'],
      domain_language: 'sv-SE',
    });
    const company = await t.app.inject({ url: '/api/companyinfo.php', headers: { host: 'nordic.example' } });
    expect(company.json().name).toBe('Nordic Hearts AB');
    // The seed's defaults: its gifts, bundles and the time-bonus code.
    expect(await t.database.db.select().from(gifts).where(eq(gifts.siteId, id))).toHaveLength(6);
    expect(await t.database.db.select().from(creditBundles).where(eq(creditBundles.siteId, id))).toHaveLength(4);
    expect(
      (await t.database.db.select().from(discountCodes).where(eq(discountCodes.siteId, id))).map((c) => c.code),
    ).toEqual(['TIMEBONUS25']);
    const list = (await call('GET', '/api/admin/sites.php')).json();
    expect(list.sites.map((s: { domain: string }) => s.domain)).toEqual(
      expect.arrayContaining(['localhost', 'nordic.example']),
    );
  });

  it('refuses a domain another site answers on, and an unknown company, writing nothing', async () => {
    const sitesBefore = await t.database.db.select({ n: count() }).from(sites);
    const auditBefore = await auditRows();
    const taken = await call('POST', '/api/admin/sites.php', {
      name: 'Copy',
      domain: '127.0.0.1',
      domain_language: 'nl',
      niche: 1,
      countries: ['NL'],
      company_id: (await detail(demoId)).company.id,
    });
    expect([taken.statusCode, taken.json().fields]).toEqual([
      400,
      { domain: 'Deze domeinnaam is al in gebruik bij een site.' },
    ]);
    const unknownCountry = await call('POST', '/api/admin/sites.php', {
      name: 'Copy',
      domain: 'copy.example',
      domain_language: 'nl',
      niche: 8,
      countries: ['XX'],
      company_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCountry.statusCode).toBe(400);
    expect(Object.keys(unknownCountry.json().fields).sort()).toEqual(['countries.0', 'niche']);
    expect(await t.database.db.select({ n: count() }).from(sites)).toEqual(sitesBefore);
    expect(await auditRows()).toBe(auditBefore);
  });

  it('refuses moderators and operators', async () => {
    for (const role of ['moderator', 'operator'] as const) {
      const { headers } = await staffSession(t, role);
      expect((await call('GET', '/api/admin/sites.php', undefined, headers)).statusCode).toBe(403);
      const res = await call('POST', '/api/admin/site-settings.php', { id: demoId, settings: {} }, headers);
      expect(res.statusCode).toBe(403);
    }
  });
});

const EDITED: SiteSettings = {
  name: 'Demo Dating Plus',
  domain_language: 'en-GB',
  base_url: 'https://plus.example',
  cdn_prefix: 'https://cdn.plus.example',
  time_zone: 'Europe/London',
  niche: 7,
  countries: ['GB', 'IE'],
  index_title: 'Plus title',
  description: 'Plus description',
  visible_profile_fields: ['gender', 'age'],
  visible_profile_notes: ['hobbies'],
  search_fields: ['gender', 'min_age'],
  signups: 'with_trafficsource',
  invite_only: true,
  logged_out_search: 'none',
  logged_out_search_trafficsource: 'none',
  enable_site_entry_popup: 'no',
  minimum_message_costs: [
    { country: 'GB', costs: 3, currency: 'GBP' },
    { country: 'IE', costs: 2, currency: 'EUR' },
  ],
  message_credits: 4,
  signup_credits: 0,
  photo_credits: 6,
  gift_credits: 7,
  message_length: 10_000,
  free_messages: 3,
  swipe_likes_premium: 80,
  like_limit_free: 10,
  like_limit_premium: 500,
  support_email: 'help@plus.example',
  support_phone: '+44 20 1234 5678',
  fictional_icon: false,
  fictional_warning: 'Fictional: no meeting.',
  fictional_singular: 'fictional one',
  fictional_plural: 'fictional ones',
  refund_days: 365,
  member_resell: true,
  auto_approve_photos: false,
  contact_checks: {
    new_member_hours: 24,
    new_members_per_minute: 9,
    accounts_per_address: 4,
    first_messages_per_sender: 6,
    likes_per_sender: 40,
  },
  company_id: '',
  mail_name: 'Plus mail',
};

describe('site settings', () => {
  it('round-trips every field, with one audit row holding the changed fields before and after', async () => {
    const original = (await detail(demoId)).settings as SiteSettings;
    const sent = { ...EDITED, company_id: original.company_id };
    const before = await auditRows('site.updated');
    const res = await call('POST', '/api/admin/site-settings.php', { id: demoId, settings: sent });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(demoId)).settings).toEqual(sent);
    expect(await auditRows('site.updated')).toBe(before + 1);
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'site.updated', objectId: demoId, siteId: demoId });
    expect(Object.keys(row.after as object).sort()).toEqual(
      Object.keys(sent)
        .filter((k) => k !== 'company_id')
        .sort(),
    );
    expect((row.before as SiteSettings).message_credits).toBe(original.message_credits);
    // The member side serves it (on this instance at once).
    const served = await t.app.inject({ url: '/api/settings.php', headers: CLIENT_HEADERS });
    expect(served.json()).toMatchObject({ name: 'Demo Dating Plus', message_credits: 4, niche_name: 'gay' });

    // Saving it back writes one row with only what differs.
    await call('POST', '/api/admin/site-settings.php', { id: demoId, settings: { ...sent, refund_days: 14 } });
    expect(await lastAudit()).toMatchObject({ before: { refund_days: 365 }, after: { refund_days: 14 } });
    await call('POST', '/api/admin/site-settings.php', { id: demoId, settings: original });
    expect((await detail(demoId)).settings).toEqual(original);
  });

  it.each([
    ['message_credits', -1],
    ['message_length', 0],
    ['message_length', 10_001],
    ['refund_days', 366],
    ['niche', 0],
    ['niche', 8],
    ['countries', ['NL', 'ZZ']],
    ['countries', []],
    ['support_email', 'nope'],
    ['time_zone', 'Mars/Olympus'],
    ['domain_language', 'xx-XX'],
    ['base_url', 'ftp://x'],
    ['minimum_message_costs', [{ country: 'NL', costs: 1, currency: 'EURO' }]],
    ['signups', 'some'],
    ['company_id', '00000000-0000-4000-8000-000000000000'],
  ])('refuses %s = %j with a field error, changing nothing', async (field, value) => {
    const original = (await detail(demoId)).settings as SiteSettings;
    const auditBefore = await auditRows();
    const res = await call('POST', '/api/admin/site-settings.php', {
      id: demoId,
      settings: { ...original, name: 'Should not be saved', [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).some((path) => path.startsWith(`settings.${field}`))).toBe(true);
    expect((await detail(demoId)).settings).toEqual(original);
    expect(await auditRows()).toBe(auditBefore);
  });
});

describe('domains', () => {
  it('adds a host (one audit row), refuses one another site has, makes one primary and removes the old', async () => {
    const before = await auditRows();
    const added = await call('POST', '/api/admin/site-domain-add.php', { site_id: demoId, host: 'Alias.Example' });
    expect(added.statusCode, added.body).toBe(200);
    expect(await auditRows()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'site.domain_added',
      after: { hosts: expect.arrayContaining(['alias.example']) },
    });
    expect((await t.app.inject({ url: '/api/settings.php', headers: { host: 'alias.example' } })).statusCode).toBe(200);

    const other = await createSite('other.example');
    const taken = await call('POST', '/api/admin/site-domain-add.php', { site_id: other, host: 'alias.example' });
    expect([taken.statusCode, taken.json().fields]).toEqual([
      400,
      { host: 'Deze domeinnaam is al in gebruik bij een site.' },
    ]);
    const english = await call(
      'POST',
      '/api/admin/site-domain-add.php',
      { site_id: other, host: 'localhost' },
      {
        ...admin,
        'accept-language': 'en',
      },
    );
    expect(english.json().fields).toEqual({ host: 'This domain is already used by a site.' });
    expect(await t.database.db.select().from(siteDomains).where(eq(siteDomains.siteId, other))).toEqual([]);

    const primaryRefused = await call('POST', '/api/admin/site-domain-remove.php', {
      site_id: demoId,
      host: 'localhost',
    });
    expect(primaryRefused.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/site-domain-primary.php', { site_id: demoId, host: 'alias.example' })).statusCode,
    ).toBe(200);
    expect((await detail(demoId)).domains[0]).toEqual({ host: 'alias.example', primary: true });
    expect(
      (await call('POST', '/api/admin/site-domain-primary.php', { site_id: demoId, host: 'localhost' })).statusCode,
    ).toBe(200);
    const removed = await call('POST', '/api/admin/site-domain-remove.php', { site_id: demoId, host: 'alias.example' });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/settings.php', headers: { host: 'alias.example' } })).statusCode).toBe(404);
    expect(await auditRows()).toBe(before + 5); // added, other site created, primary twice, removed
  });

  it('gives a host asked for by two sites at once to exactly one of them', async () => {
    const other = (await call('GET', '/api/admin/sites.php'))
      .json()
      .sites.find((s: { id: string }) => s.id !== demoId).id;
    const answers = await Promise.all(
      [demoId, other, demoId, other].map((siteId) =>
        call('POST', '/api/admin/site-domain-add.php', { site_id: siteId, host: 'contested.example' }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(
      await t.database.db.select().from(siteDomains).where(eq(siteDomains.host, 'contested.example')),
    ).toHaveLength(1);
  });
});

describe('company, bundles, gifts and discount codes', () => {
  it('saves the company with one audit row of what changed', async () => {
    const { company } = await detail(demoId);
    const res = await call('POST', '/api/admin/site-company.php', {
      site_id: demoId,
      company: { ...company, kvk: '87654321' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'company.updated',
      before: { kvk: company.kvk },
      after: { kvk: '87654321' },
    });
    expect((await t.app.inject({ url: '/api/companyinfo.php', headers: CLIENT_HEADERS })).json().kvk).toBe('87654321');
  });

  it('adds, edits and disables a bundle, each one audit row', async () => {
    const before = await auditRows();
    const bundle = { currency: 'sek', credits: 30, price_cents: 9900, popular: false, position: 9, active: true };
    const { id } = (await call('POST', '/api/admin/site-bundle.php', { site_id: demoId, ...bundle })).json();
    await call('POST', '/api/admin/site-bundle.php', { site_id: demoId, id, ...bundle, price_cents: 8900 });
    await call('POST', '/api/admin/site-bundle.php', {
      site_id: demoId,
      id,
      ...bundle,
      price_cents: 8900,
      active: false,
    });
    expect(await auditRows()).toBe(before + 3);
    expect(await lastAudit()).toMatchObject({
      action: 'bundle.saved',
      before: { active: true },
      after: { active: false },
    });
    const [row] = await t.database.db.select().from(creditBundles).where(eq(creditBundles.id, id));
    expect(row).toMatchObject({ currency: 'SEK', priceCents: 8900, active: false });
    const refused = await call('POST', '/api/admin/site-bundle.php', { site_id: demoId, id, ...bundle, credits: 0 });
    expect(refused.statusCode).toBe(400);
  });

  it('prices, removes and offers a gift again', async () => {
    const before = await auditRows();
    expect(
      (await call('POST', '/api/admin/site-gift.php', { site_id: demoId, key: 'rose', credits: 9, position: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/admin/site-gift-remove.php', { site_id: demoId, key: 'rose' })).statusCode).toBe(
      200,
    );
    expect((await detail(demoId)).gifts.map((g: { key: string }) => g.key)).not.toContain('rose');
    await call('POST', '/api/admin/site-gift.php', { site_id: demoId, key: 'rose', credits: null, position: 0 });
    expect(await auditRows()).toBe(before + 3);
    const [rose] = await t.database.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.siteId, demoId), eq(gifts.key, 'rose')));
    expect(rose!.credits).toBeNull();
  });

  it('creates a code, refuses it twice, and expires it', async () => {
    const before = await auditRows();
    const code = {
      site_id: demoId,
      code: 'spring20',
      value_percentage: 20,
      country: 'NL',
      currency: 'EUR',
      minimum_order_value: 10,
      expires: null,
      validity: 'once',
      payment_methods: ['ideal'],
    };
    const created = await call('POST', '/api/admin/site-discount.php', code);
    expect(created.statusCode, created.body).toBe(200);
    const twice = await call('POST', '/api/admin/site-discount.php', code);
    expect(twice.json().fields).toEqual({ code: 'Deze code bestaat al op deze site.' });
    const { id } = created.json();
    expect((await call('POST', '/api/admin/site-discount-expire.php', { site_id: demoId, id })).statusCode).toBe(200);
    expect(await auditRows()).toBe(before + 2);
    const listed = (await detail(demoId)).discount_codes.find((c: { id: string }) => c.id === id);
    expect(listed).toMatchObject({ code: 'SPRING20', status: 'inactive', country: 'NL', minimum_order_value: 10 });
    expect(Date.parse(listed.expires)).toBeLessThanOrEqual(t.now().getTime());
  });
});
