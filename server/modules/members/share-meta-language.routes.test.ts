import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE } from '../../db/seed/demo-site.ts';
import { profiles } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body></body></html>');
  t = await createTestApp({}, { memberCount: 2, webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const shared = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', ...headers } });
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const meta = (property: string) => /content="([^"]*)"/.exec(head.split(`property="${property}"`)[1] ?? '')?.[1];
  return { title: meta('og:title'), description: meta('og:description') };
};

describe('what a shared link shows, by language', () => {
  it("shows the site's texts in the visitor's chosen language", async () => {
    expect(await shared('/', { cookie: 'i18n_locale=en' })).toEqual({
      title: `${DEMO_SITE.texts!.en!.indexTitle} · ${DEMO_SITE.name}`,
      description: DEMO_SITE.texts!.en!.description,
    });
    expect((await shared('/members', { cookie: 'i18n_locale=de' })).description).toBe(DEMO_SITE.texts!.de!.description);
  });

  it("shows them in the site's language to a visitor (or a link preview) that chose none", async () => {
    expect(await shared('/', { 'accept-language': 'en' })).toEqual({
      title: `${DEMO_SITE.indexTitle} · ${DEMO_SITE.name}`,
      description: DEMO_SITE.description,
    });
  });

  it("describes a member's profile with the site's description in that language", async () => {
    const [row] = await t.database.db.select().from(profiles).where(isNotNull(profiles.mainPhotoId)).limit(1);
    const page = await shared(`/members/${row!.userId}`, { cookie: 'i18n_locale=fr' });
    expect(page.title).toMatch(new RegExp(`^${row!.name}, \\d+ · `));
    expect(page.description).toBe(DEMO_SITE.texts!.fr!.description);
  });
});
