import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../shared/page-routes.ts';
import { photos, profiles, siteDomains, sites, users } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { DISALLOWED_PREFIXES, SITEMAP_PATHS } from './crawler.routes.ts';

let t: TestApp;
let webDir: string;
let member: { id: string; name: string; photoId: string };
const BASE = 'https://dating.example';
const OTHER_HOST = 'other.example';
const SITE_LANGUAGES = ['nl', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'pl', 'sv'];

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html lang="nl"><head><title>Dating</title></head><body></body></html>');
  t = await createTestApp({}, { memberCount: 3, webDir });
  const [row] = await t.database.db.select().from(profiles).where(isNotNull(profiles.mainPhotoId)).limit(1);
  member = { id: row!.userId, name: row!.name, photoId: row!.mainPhotoId! };
  const [demo] = await t.database.db.update(sites).set({ baseUrl: BASE }).returning();
  // A second site, German, in German and English only, on its own host.
  const [other] = await t.database.db
    .insert(sites)
    .values({
      ...demo!,
      id: undefined,
      name: 'Andere',
      domain: OTHER_HOST,
      baseUrl: `https://${OTHER_HOST}`,
      domainLanguage: 'de-DE',
      countries: ['DE'],
      texts: { en: { indexTitle: 'Other dating' } },
    })
    .returning({ id: sites.id });
  await t.database.db.insert(siteDomains).values({ host: OTHER_HOST, siteId: other!.id });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.update(users).set({ invisible: false });
  await t.database.db.update(photos).set({ status: 'active', visibility: 'public' });
  await t.database.db.update(sites).set({ loggedOutSearch: 'other' });
  await t.app.services.sites.reload();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The page's head as a crawler without JavaScript reads it. */
const head = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  const html = res.body.slice(0, res.body.indexOf('</head>'));
  const attribute = (tag: RegExp) => tag.exec(html)?.[1];
  return {
    res,
    html,
    title: attribute(/<title>([^<]*)<\/title>/),
    ogTitle: attribute(/property="og:title" content="([^"]*)"/),
    image: attribute(/property="og:image" content="([^"]*)"/),
    url: attribute(/property="og:url" content="([^"]*)"/),
    canonical: attribute(/rel="canonical" href="([^"]*)"/),
    description: attribute(/name="description" content="([^"]*)"/),
    alternates: [...html.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(([, lang, href]) => [lang, href]),
    noindex: html.includes('<meta name="robots" content="noindex" />') && res.headers['x-robots-tag'] === 'noindex',
  };
};

describe('a profile landing without JavaScript', () => {
  it.each(['landing', 'landing2', 'landing2/amsterdam', 'landing3'])(
    "/members/{id}/%s is titled by the member's name and age and shows their main photo",
    async (landing) => {
      const page = await head(`/members/${member.id}/${landing}`);
      expect(page.res.statusCode).toBe(200);
      expect(page.title).toMatch(new RegExp(`^${member.name}, \\d+ · Demo Dating$`));
      expect(page.ogTitle).toBe(page.title);
      expect(page.image).toBe(`${BASE}/media/${member.photoId}/profile.jpg`);
      expect(page.url).toBe(`${BASE}/members/${member.id}/${landing}`);
    },
  );

  it.each([
    ['in review', { status: 'in_review' as const }],
    ['private', { visibility: 'private' as const }],
  ])('shows no main photo that is %s', async (_, change) => {
    await t.database.db.update(photos).set(change).where(eq(photos.id, member.photoId));
    const page = await head(`/members/${member.id}/landing`);
    expect(page.title).toContain(member.name);
    expect(page.image).toBeUndefined();
    expect(page.html).not.toContain(member.photoId);
  });

  it('shows nothing of a member who is invisible', async () => {
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, member.id));
    const page = await head(`/members/${member.id}/landing`);
    expect(page.res.statusCode).toBe(404);
    expect(page.title).toBe('Pagina niet gevonden · Demo Dating');
    expect(page.image).toBeUndefined();
    expect(page.html).not.toContain(member.photoId);
  });
});

describe('addresses on the configured domain', () => {
  it('takes the canonical address from the site, never from a hostile Host or X-Forwarded-Host', async () => {
    for (const headers of <Record<string, string>[]>[
      { host: 'localhost:@evil.example' },
      { host: 'localhost', 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example' },
    ]) {
      const page = await head('/pricing?utm_source=x&network=y', headers);
      expect(page.html).not.toContain('evil.example');
    }
    const page = await head('/pricing?utm_source=x&network=y', { 'x-forwarded-host': 'evil.example' });
    expect(page.canonical).toBe(`${BASE}/pricing`);
    expect(page.url).toBe(page.canonical);
  });

  it("names each of the site's languages' address (?lang=), and x-default", async () => {
    const page = await head('/pricing');
    expect(page.alternates).toEqual([
      ...SITE_LANGUAGES.map((lang) => [lang, lang === 'nl' ? `${BASE}/pricing` : `${BASE}/pricing?lang=${lang}`]),
      ['x-default', `${BASE}/pricing`],
    ]);
    const other = await head('/pricing', { host: OTHER_HOST });
    expect(other.alternates).toEqual([
      ['de', `https://${OTHER_HOST}/pricing`],
      ['en', `https://${OTHER_HOST}/pricing?lang=en`],
      ['x-default', `https://${OTHER_HOST}/pricing`],
    ]);
  });

  it('shows each language at its own address, whatever the locale cookie says', async () => {
    const german = await head('/pricing?lang=de', { cookie: 'i18n_locale=en' });
    expect(german.html).toMatch(/^<html lang="de"/);
    expect(german.title).toBe('Preise · Demo Dating');
    expect(german.canonical).toBe(`${BASE}/pricing?lang=de`);
    expect(german.res.body).toContain('"language":"de"');
  });
});

describe('titles in the first HTML', () => {
  it.each([
    ['nl', '/', 'Demo Dating: '],
    ['nl', '/pricing', 'Prijzen · Demo Dating'],
    ['de', '/pricing', 'Preise · Demo Dating'],
    ['nl', '/pages/terms', 'Algemene voorwaarden · Demo Dating'],
    ['de', '/pages/terms', 'Allgemeine Geschäftsbedingungen · Demo Dating'],
    ['nl', '/landers/gallery/amsterdam', 'Singles in Amsterdam · Demo Dating'],
    ['de', '/landers/gallery/amsterdam', 'Singles in Amsterdam · Demo Dating'],
    ['nl', '/landers/video/no-such-place', 'Singles bij jou in de buurt · Demo Dating'],
    ['de', '/landers/video/no-such-place', 'Singles in deiner Nähe · Demo Dating'],
    ['nl', '/landers/tinderswipe', 'Singles bij jou in de buurt · Demo Dating'],
  ])('in %s, %s is titled %s', async (lang, path, title) => {
    const page = await head(`${path}?lang=${lang}`);
    expect(page.res.statusCode).toBe(200);
    expect(page.title!.startsWith(title), page.title).toBe(true);
    expect(page.noindex).toBe(false);
  });

  it("titles home after the site's index title in the page's language", async () => {
    const [site] = await t.database.db.select().from(sites).where(eq(sites.domain, 'localhost'));
    expect((await head('/')).title).toBe(`${site!.indexTitle} · Demo Dating`);
    expect((await head('/?lang=en', { host: OTHER_HOST })).title).toBe('Other dating · Andere');
  });

  it('gives an unknown slug the address of the lander without one', async () => {
    expect((await head('/landers/video/no-such-place')).canonical).toBe(`${BASE}/landers/video`);
    expect((await head('/landers/gallery/amsterdam')).canonical).toBe(`${BASE}/landers/gallery/amsterdam`);
  });
});

describe('the members area is not indexed', () => {
  const membersArea = PAGE_ROUTES.filter(
    (route) => route.served && !SITEMAP_PATHS.some((path) => route.path.startsWith(path) && path !== '/'),
  )
    .filter((route) => route.path !== '/')
    .map((route) =>
      route.path
        .replace(':id', '00000000-0000-4000-8000-000000000000')
        .replace(':type', 'received')
        .replace(/\/:\w+\?/, ''),
    );

  it.each(membersArea)('%s answers X-Robots-Tag: noindex and says so in its head', async (path) => {
    expect((await head(path)).noindex).toBe(true);
  });

  it("never indexes a member's profile, even where visitors may see it", async () => {
    const page = await head(`/members/${member.id}`);
    expect(page.res.statusCode).toBe(200);
    expect(page.noindex).toBe(true);
    expect(page.image).toBe(`${BASE}/media/${member.photoId}/profile.jpg`);
  });

  it('keeps every page the sitemap lists crawlable', () => {
    for (const path of SITEMAP_PATHS) {
      expect(DISALLOWED_PREFIXES.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
  });
});

describe('robots.txt and sitemap.xml per site', () => {
  it("points each site's crawlers to its own sitemap and keeps them out of the members area", async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost' } });
    expect(demo.body).toContain('Allow: /\n');
    for (const prefix of ['/api/', '/admin', '/members', '/chats', '/likes', '/credits', '/settings', '/activate'])
      expect(demo.body).toContain(`Disallow: ${prefix}\n`);
    expect(demo.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const other = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: OTHER_HOST } });
    expect(other.body).toContain(`Sitemap: https://${OTHER_HOST}/sitemap.xml`);
  });

  it('tells crawlers of a host no site serves to fetch nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'unknown.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it("lists each site's public pages on its domain, never a member", async () => {
    const other = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: OTHER_HOST } });
    expect(other.headers['content-type']).toContain('application/xml');
    const locs = [...other.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(expect.arrayContaining([`https://${OTHER_HOST}/`, `https://${OTHER_HOST}/pricing`]));
    for (const path of ['/signup', '/pages/terms', '/landers/tinderswipe', '/landers/gallery'])
      expect(locs).toContain(`https://${OTHER_HOST}${path}`);
    expect(locs.every((loc) => loc!.startsWith(`https://${OTHER_HOST}/`))).toBe(true);
    expect(other.body).not.toMatch(/\/members/);
    expect(other.body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="https://${OTHER_HOST}/pricing?lang=en"/>`,
    );
    const demo = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(demo.body).toContain(`<loc>${BASE}/pricing</loc>`);
  });
});
