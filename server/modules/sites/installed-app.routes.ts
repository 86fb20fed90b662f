import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageFromDomainLanguage } from '../../../shared/languages.ts';
import { text } from '../../../shared/contracts/common.ts';
import { notFound } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';
import { projectRoot } from '../../lib/paths.ts';
import { savedOrSiteLanguage } from '../../lib/request-language.ts';
import { sendSmallPage } from '../../lib/small-page.ts';
import type { SiteRow } from './sites.service.ts';

/** The page the service worker (web/public/sw.js) keeps and shows for a page it cannot fetch. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/** SPEC §9's primary dark blue: the installed app's title bar and splash screen. */
export const THEME_COLOUR = '#1f3a68';
const BACKGROUND_COLOUR = '#ffffff';

/** The icons an installed app needs: Android's two sizes, a maskable one (the logo inside its safe zone), iOS's. */
export const APP_ICONS = {
  'icon-192': { size: 192, maskable: false },
  'icon-512': { size: 512, maskable: false },
  'maskable-512': { size: 512, maskable: true },
  'apple-touch-icon': { size: 180, maskable: true },
} as const;
type IconName = keyof typeof APP_ICONS;

/** The site's logo; every site has the install's for now (no logo is configured per site yet). */
const logoSvg = () => readFileSync(join(projectRoot, 'web', 'public', 'favicon.svg'));

/**
 * The logo as a PNG of `size` px; maskable: on the theme colour (the logo's own ground), filling the middle 80%, the
 * safe zone a phone's mask never cuts.
 */
async function renderIcon(logo: Buffer, size: number, maskable: boolean): Promise<Buffer> {
  if (!maskable)
    return sharp(logo, { density: 72 * (size / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
  const inner = Math.round(size * 0.8);
  const mark = await sharp(logo, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The web app manifest of a site: its name, its colours, standalone from `/`. */
export function webManifest(site: SiteRow) {
  const icon = (name: IconName, purpose: 'any' | 'maskable') => ({
    src: `/icons/${name}.png`,
    sizes: `${APP_ICONS[name].size}x${APP_ICONS[name].size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: site.name,
    short_name: site.name.length <= 12 ? site.name : site.name.slice(0, 12).trim(),
    description: site.description,
    lang: languageFromDomainLanguage(site.domainLanguage) ?? DEFAULT_LANGUAGE,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [icon('icon-192', 'any'), icon('icon-512', 'any'), icon('maskable-512', 'maskable')],
  };
}

const iconParams = z.object({ file: text().max(40) });
const iconNamed = (file: string) => {
  const name = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
  return Object.hasOwn(APP_ICONS, name) ? (name as IconName) : undefined;
};

/**
 * What makes a site an app on a phone: GET /manifest.webmanifest, per site by its host; the icons it names (GET
 * /icons/{name}.png), drawn from the logo with sharp once per process; and GET /offline.html, the page the service
 * worker keeps to show when the network is gone (in the language the app is in when it is kept).
 */
export const installedAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const icons = new Map<IconName, Promise<Buffer>>();
  const iconOf = (name: IconName) => {
    let png = icons.get(name);
    if (!png) {
      const { size, maskable } = APP_ICONS[name];
      png = renderIcon(logoSvg(), size, maskable);
      png.catch(() => icons.delete(name));
      icons.set(name, png);
    }
    return png;
  };

  app.get('/manifest.webmanifest', { schema: { hide: true }, config: { auth: 'none' } }, async (request, reply) =>
    reply
      .type('application/manifest+json')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webManifest(request.site.site))),
  );

  app.get(
    '/icons/:file',
    { schema: { hide: true, params: iconParams }, config: { auth: 'none' } },
    async (request, reply) => {
      const name = iconNamed(request.params.file);
      if (!name) throw notFound();
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await iconOf(name));
    },
  );

  app.get(OFFLINE_PAGE_PATH, { schema: { hide: true }, config: { auth: 'none' } }, async (request, reply) => {
    const { site } = request.site;
    const language = savedOrSiteLanguage(request, site.domainLanguage);
    const t = translator(language);
    return sendSmallPage(reply.header('cache-control', 'no-cache'), {
      language,
      siteName: site.name,
      title: t('offline.title'),
      body: `<p>${escapeHtml(t('offline.text'))}</p><p><a class="button" href="/">${escapeHtml(t('offline.retry'))}</a></p>`,
    });
  });
};
