import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERESTS } from '../../../shared/interests.ts';
import { siteDomains, sites } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEOIP_COUNTRY_HEADER: 'x-country' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

describe('GET /api/settings.php', () => {
  it('answers the demo site for its host, with every setting of SPEC §3', async () => {
    const res = await get('/api/settings.php');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Demo Dating',
      domain: 'localhost',
      domain_language: 'nl-NL',
      niche: 1,
      niche_name: 'general',
      countries: ['NL', 'BE', 'DE'],
      signups: 'all',
      enable_site_entry_popup: 'yes',
      geoip_country: 'NL',
      geoip_selected_country: 'NL',
    });
    for (const key of [
      'cdn_prefix',
      'index_title',
      'description',
      'visible_profile_fields',
      'visible_profile_notes',
      'search_fields',
      'logged_out_search',
      'logged_out_search_trafficsource',
      'minimum_message_costs',
      'message_credits',
      'signup_credits',
      'photo_credits',
      'gift_credits',
      'message_length',
      'support_email',
      'support_phone',
      'fictional_icon',
      'fictional_warning',
      'fictional_singular',
      'fictional_plural',
      'refund_days',
      'member_resell',
      'company_id',
      'mail_name',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.minimum_message_costs.NL).toEqual({ costs: 1, currency: 'EUR' });
    // VAPID public key: an uncompressed P-256 point, 65 bytes.
    expect(Buffer.from(body.push_public_key, 'base64url')).toHaveLength(65);
  });

  it('chooses the site by forced_domain, and by any host listed for it', async () => {
    expect((await get('/api/settings.php?forced_domain=localhost', { host: 'elsewhere.test' })).statusCode).toBe(200);
    expect((await get('/api/settings.php', { host: '127.0.0.1:8080' })).json().name).toBe('Demo Dating');
  });

  it('stops answering for a host the site no longer lists, however the Host header was written', async () => {
    const headers = ['127.0.0.1:8080', '127.0.0.1.:9', '127.0.0.1'];
    const manyPorts = Array.from({ length: 1_500 }, (_, i) => `127.0.0.1:${i}`);
    for (const host of [...manyPorts, ...headers])
      expect((await get('/api/settings.php', { host })).statusCode).toBe(200);
    const [removed] = await t.database.db.delete(siteDomains).where(eq(siteDomains.host, '127.0.0.1')).returning();
    await t.app.services.sites.reload();
    try {
      for (const host of headers) expect((await get('/api/settings.php', { host })).statusCode).toBe(404);
      expect((await get('/api/settings.php', { host: 'LOCALHOST.:3000' })).statusCode).toBe(200);
    } finally {
      await t.database.db.insert(siteDomains).values(removed!);
      await t.app.services.sites.reload();
    }
  });

  it('refuses an unknown host with a clear 404 in the visitor language', async () => {
    const nl = await get('/api/settings.php', { host: 'unknown.example' });
    expect(nl.statusCode).toBe(404);
    expect(nl.json()).toEqual({
      statusCode: 404,
      code: 'unknown_site',
      message: 'Deze site is niet bekend op dit adres.',
    });
    const en = await get('/api/settings.php?forced_domain=nope.example', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.json().message).toBe('No site is known at this address.');
  });

  it.each([
    ['country=NLD', 'country'],
    ['country=1', 'country'],
    ['forced_domain=bad%20host!', 'forced_domain'],
    [`ref=${'x'.repeat(201)}`, 'ref'],
    ['sub1=a&sub1=b', 'sub1'],
  ])('answers bad query %s with 400 naming the field', async (query, field) => {
    const res = await get(`/api/settings.php?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: 'Controleer de ingevulde gegevens.' });
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('takes the visitor country from the GeoIP header and selects a served country', async () => {
    const be = (await get('/api/settings.php', { 'x-country': 'be' })).json();
    expect([be.geoip_country, be.geoip_selected_country]).toEqual(['BE', 'BE']);
    const us = (await get('/api/settings.php', { 'x-country': 'US' })).json();
    expect([us.geoip_country, us.geoip_selected_country]).toEqual(['US', 'NL']);
    const chosen = (await get('/api/settings.php?country=de', { 'x-country': 'US' })).json();
    expect(chosen.geoip_selected_country).toBe('DE');
    const unserved = (await get('/api/settings.php?country=FR')).json();
    expect(unserved.geoip_selected_country).toBe('NL');
  });

  it('is served from memory: a database change shows only after the sites are reloaded', async () => {
    const before = await get('/api/settings.php');
    await t.database.db.update(sites).set({ name: 'Renamed' }).where(eq(sites.domain, 'localhost'));
    const cached = await get('/api/settings.php');
    expect(cached.body).toBe(before.body);
    await t.app.services.sites.reload();
    expect((await get('/api/settings.php')).json().name).toBe('Renamed');
    await t.database.db.update(sites).set({ name: 'Demo Dating' }).where(eq(sites.domain, 'localhost'));
    await t.app.services.sites.reload();
  });
});

describe('GET /api/companyinfo.php', () => {
  it('answers the company of the site with the terms-version date', async () => {
    const res = await get('/api/companyinfo.php');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Demo Media B.V.',
      address: 'Keizersgracht 123',
      kvk: '12345678',
      city: '1015 CJ Amsterdam',
      country: 'NL',
      tradenames: ['Demo Dating'],
      vat_numbers: ['NL123456789B01'],
      support_phone: '020 - 123 45 67',
      delete_discount: 50,
      added: '2024-03-15',
      terms_date: '2024-03-15T00:00:00.000Z',
    });
  });
});

describe('GET /api/interests.php', () => {
  it('lists about 50 interests translated into the visitor language', async () => {
    const nl = (await get('/api/interests.php')).json().interests;
    expect(nl.length).toBeGreaterThanOrEqual(45);
    expect(nl.map((i: { id: string }) => i.id)).toEqual([...INTERESTS]);
    expect(nl.find((i: { id: string }) => i.id === 'travelling').name).toBe('Reizen');
    const de = (await get('/api/interests.php', { cookie: 'i18n_locale=de' })).json().interests;
    expect(de.find((i: { id: string }) => i.id === 'travelling').name).not.toBe('Reizen');
    for (const interest of de) expect(interest.name).not.toMatch(/^interests\./);
  });
});

describe('GET /api/regions.php', () => {
  it('lists the regions of every served country with its region label', async () => {
    const { countries } = (await get('/api/regions.php')).json();
    expect(countries.map((c: { code: string }) => c.code)).toEqual(['NL', 'BE', 'DE']);
    const [nl, , de] = countries;
    expect(nl).toMatchObject({ name: 'Nederland', region_label: 'province', region_label_text: 'Provincie' });
    expect(nl.regions).toHaveLength(12);
    expect(nl.regions).toContainEqual({ code: 'NL-NH', name: 'Noord-Holland' });
    expect(de).toMatchObject({ name: 'Duitsland', region_label: 'state', region_label_text: 'Deelstaat' });
    expect(de.regions).toHaveLength(16);
    const en = (await get('/api/regions.php', { 'accept-language': 'en' })).json().countries;
    expect(en[2]).toMatchObject({ name: 'Germany', region_label_text: 'State' });
  });
});

describe('every endpoint under bad input', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/nope.php');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('never answers 500 to odd hosts, queries or bodies', async () => {
    const paths = ['/api/settings.php', '/api/companyinfo.php', '/api/interests.php', '/api/regions.php'];
    const queries = [
      '',
      '?forced_domain=',
      '?forced_domain=%00',
      '?country=',
      '?x=%ZZ',
      '?forced_domain=a'.padEnd(400, 'a'),
    ];
    const hosts = ['localhost', '', 'UPPER.LOCALHOST', '[::1]:99', 'a..b', 'x'.repeat(300)];
    for (const path of paths)
      for (const query of queries)
        for (const host of hosts) {
          const res = await get(path + query, { host });
          expect(res.statusCode, `${host} ${path}${query}`).toBeLessThan(500);
        }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/settings.php',
      payload: '{bad json',
      headers: { 'content-type': 'application/json', host: 'localhost' },
    });
    expect(post.statusCode).toBeLessThan(500);
  });

  it('sends a strict content security policy', async () => {
    const res = await get('/api/settings.php');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
