import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { PREFILLED_ANSWERS_ELEMENT_ID, prefilledKey } from '../../../shared/boot-data.ts';
import type { ShowcaseResponse } from '../../../shared/contracts/members.ts';
import { getShowcase } from '../../../shared/contracts/endpoints/members.ts';
import {
  FIRST_SCREEN_MODULE,
  type FirstScreenAnswers,
  type FirstScreenModule,
  ROUTE_DATA_ELEMENT_ID,
  type VisitorBootData,
} from '../../../shared/first-screen.ts';
import { SIGNUP_MODAL_PARAM, servedPageRoute } from '../../../shared/page-routes.ts';
import { jsonForScript } from '../../lib/html.ts';
import type { ReadLimits } from '../../plugins/read-limits.ts';
import type { ShowcaseService } from '../showcase/showcase.service.ts';
import type { BootVariant } from './boot-data.ts';
import type { SitesService } from './sites.service.ts';

/** A screen drawn for the page: its root's content, its head's links (photo preloads), its data (loader data, answers). */
export interface DrawnScreen {
  html: string;
  head: string;
  data: string;
}

/** Paths kept drawn per boot variant, at most (the oldest drawn goes first): the landers with their slugs. */
const MAX_DRAWN_PATHS = 100;

/** The first-screen module built beside the web app in `webDir` (shared/first-screen.ts), if it was built. */
export async function loadFirstScreenModule(webDir: string): Promise<FirstScreenModule | undefined> {
  const path = join(webDir, FIRST_SCREEN_MODULE);
  return existsSync(path) ? ((await import(pathToFileURL(path).href)) as FirstScreenModule) : undefined;
}

/**
 * The showcase slug of a path whose screen a visitor's page comes drawn with: the home page (the whole site, no slug)
 * and every lander (its `:slug?`, if any); undefined for any other path. The profile landings are drawn by the browser
 * (their member comes from an API the render is not given).
 */
export function drawnShowcaseOf(path: string): { slug: string | undefined } | undefined {
  const route = servedPageRoute(path);
  if (!route || !(route.name === 'index' || route.name.startsWith('landers-'))) return undefined;
  if (!route.path.endsWith('/:slug?')) return { slug: undefined };
  return { slug: path.split('/').filter(Boolean)[route.path.split('/').filter(Boolean).length - 1] };
}

/**
 * The home page and the landers a visitor first opens, drawn on the server from the page's boot data and the
 * showcase answer of the path's slug (the one GET /api/showcase.php gives, fetched and counted as that read), so that
 * they paint before any script has loaded; the page carries that answer prefilled (shared/boot-data.ts) and, in its
 * head, preloads of the drawn screen's first photos. Drawn per boot variant (site settings and language) and path,
 * without the query (the app adds it to its links once it runs), and kept while the showcase keeps the answer it
 * shows (a minute at most, dropped when a member changes), MAX_DRAWN_PATHS at most per variant. Nothing for a member
 * (whose page depends on the member), other screens, a page that opens the signup modal over it, or a visitor past
 * the search read limit.
 */
export function firstScreenOf(
  module: FirstScreenModule | undefined,
  {
    sites,
    showcase,
    readLimits,
    log,
  }: { sites: SitesService; showcase: ShowcaseService; readLimits: ReadLimits; log: FastifyBaseLogger },
) {
  // Per boot variant, by path: the screen and the showcase answer it was drawn from, good while that answer is.
  const drawn = new WeakMap<
    BootVariant,
    Map<string, { answer: ShowcaseResponse; screen: Promise<DrawnScreen | undefined> }>
  >();
  return async (request: FastifyRequest, boot: BootVariant): Promise<DrawnScreen | undefined> => {
    if (!module || !boot.visitor) return undefined;
    const [path, query] = request.url.split('?', 2) as [string, string | undefined];
    const shown = drawnShowcaseOf(path);
    const record = sites.find(request.host);
    if (!shown || !record || new URLSearchParams(query).has(SIGNUP_MODAL_PARAM)) return undefined;
    if ((await readLimits.take(request, 'search')) > 0) return undefined;
    let answer: ShowcaseResponse;
    try {
      answer = await showcase.showcase(record.site, shown.slug);
    } catch (error) {
      log.error({ err: error }, 'first screen not drawn: no showcase');
      return undefined;
    }
    let paths = drawn.get(boot);
    if (!paths) drawn.set(boot, (paths = new Map()));
    const kept = paths.get(path);
    if (kept?.answer === answer) return kept.screen;
    paths.delete(path);
    if (paths.size >= MAX_DRAWN_PATHS) paths.delete(paths.keys().next().value!);
    const bootData = JSON.parse(boot.json) as VisitorBootData;
    const screen = draw(module, bootData, path, { showcase: { slug: shown.slug, answer } }).catch((error: unknown) => {
      // A screen that cannot be drawn is the app's to draw, as without the module.
      log.error({ err: error, path }, 'first screen not drawn');
      return undefined;
    });
    paths.set(path, { answer, screen });
    return screen;
  };
}

async function draw(
  module: FirstScreenModule,
  boot: VisitorBootData,
  path: string,
  answers: Required<FirstScreenAnswers>,
): Promise<DrawnScreen | undefined> {
  // The site's own address, never the request's: the screen is kept for every request to the site.
  const rendered = await module.renderFirstScreen(`https://${boot.settings.domain}${path}`, boot, answers);
  if (!rendered) return undefined;
  const { slug, answer } = answers.showcase;
  const prefilled = JSON.stringify({ [prefilledKey(getShowcase.path, slug ? [['slug', slug]] : [])]: answer });
  return {
    html: rendered.html,
    head: rendered.head,
    data:
      `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${jsonForScript(JSON.stringify(rendered.loaderData))}</script>` +
      `<script type="application/json" id="${PREFILLED_ANSWERS_ELEMENT_ID}">${jsonForScript(prefilled)}</script>`,
  };
}
