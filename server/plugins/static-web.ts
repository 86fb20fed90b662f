import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { servedPageRoute } from '../../shared/page-routes.ts';
import { SCREEN_CHUNKS_FILE } from '../../shared/screen-chunks.ts';
import { escapeHtml } from '../lib/html.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, compressed at build time, every other GET that asks for HTML gets index.html so
 * the client router can show the screen, with status 200 for a screen of SPEC §2 the app serves (shared/page-routes)
 * and 404 for any other path, whose 404 page the app then shows; a page asked where it does not belong is sent on
 * (`redirectOf`). Absent when the web app has not been built.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDir: string,
  /**
   * The page's title and tags for its head (what a shared link shows, preloads), whether what the page shows exists,
   * its language, whether search engines may index it, its screen when the server drew it (the root element's content)
   * and the data the app reads (after the root). It may set cookies on the reply (the visit's first touch).
   */
  pageOf: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{
    title?: string;
    head: string;
    found: boolean;
    language?: string;
    noindex?: boolean;
    root?: string;
    data?: string;
  }>,
  /** Where a page belongs instead (the demo's canonical origin: modules/sites/local-origin.ts), if anywhere. */
  redirectOf: (request: FastifyRequest) => string | undefined = () => undefined,
): Promise<void> {
  const indexPath = join(webDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDir }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const consoleHtml = readConsolePage(join(webDir, 'admin.html'));
  const screenFiles = readScreenFiles(join(webDir, SCREEN_CHUNKS_FILE));
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz twin of every text asset (web/precompress.ts); the client gets what it accepts.
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(join(webDir, 'assets')) || path.includes(join(webDir, 'admin-assets'));
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const [headWithScripts, afterHead] = splitAtHeadEnd(indexHtml);
  const { head: beforeHead, scripts: appScripts } = takeAppScripts(headWithScripts);
  const startIn = languageTagger(beforeHead);
  const withRoot = rootFiller(afterHead);
  app.get('/*', async (request, reply) => {
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (request.url.startsWith('/api/') || (isFile && !wantsHtml)) return reply.callNotFound();
    const elsewhere = redirectOf(request);
    // Not kept by the browser: which name is canonical is the install's choice of the moment (its demo's base URL).
    if (elsewhere) return reply.header('cache-control', 'no-store').redirect(elsewhere, 308);
    if (CONSOLE_PATH.test(request.url) && consoleHtml) {
      return reply
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html')
        .send(consoleHtml);
    }
    const page = await pageOf(request, reply);
    const route = servedPageRoute(request.url.split('?')[0]!);
    const found = page.found && route !== undefined;
    const screen = found ? [screenFiles.get(route.name), screenFiles.get(`${route.name}:${page.language}`)] : [];
    const modules = screen.flatMap((files) => files?.modules ?? []);
    const styles = screen.map((files) => files?.styles ?? '').join('');
    const scripts = page.root === undefined ? appScripts.now(modules) : appScripts.afterPaint(modules);
    if (!found || page.noindex) reply.header('x-robots-tag', 'noindex');
    return (
      reply
        .status(found ? 200 : 404)
        // Never kept by a shared cache: a page can carry what only this viewer may see (the first search of /members).
        .header('cache-control', 'private, no-cache')
        .type('text/html')
        .send(startIn(page.language, page.title) + scripts + styles + page.head + withRoot(page.root, page.data))
    );
  });
}

/** The operators' console: /admin and every path under it, answered with its own page (web/admin.html). */
const CONSOLE_PATH = /^\/admin(?:[/?]|$)/;

function readConsolePage(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** A screen's files beyond the entry's: the `stylesheet` links of its styles and its script modules. */
interface ScreenFiles {
  styles: string;
  modules: string[];
}

/**
 * Per screen, and per screen and language for its texts, the files its code needs beyond the entry's (written by the
 * build, web/screen-chunks.ts): the browser fetches the screen's code together with the app's, and paints a drawn
 * screen in its own styles. None without the file.
 */
function readScreenFiles(path: string): Map<string, ScreenFiles> {
  if (!existsSync(path)) return new Map();
  const lists = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(lists).map(([name, files]) => [
      name,
      {
        styles: files
          .filter((file) => file.endsWith('.css'))
          .map((file) => `<link rel="stylesheet" href="${escapeHtml(file)}">`)
          .join(''),
        modules: files.filter((file) => !file.endsWith('.css')),
      },
    ]),
  );
}

/** The script tags the build writes in the template's head: the app's entry and the modules it preloads. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The script that loads the app after a drawn page's first paint (web/public/after-paint.js). */
const AFTER_PAINT_SCRIPT = '/after-paint.js';

/**
 * The template's head without its script tags, and the app's scripts with a screen's modules, written either to load
 * at once (a page the app draws) or after the first paint (a page the server drew: it shows without them).
 */
function takeAppScripts(head: string): {
  head: string;
  scripts: { now: (modules: string[]) => string; afterPaint: (modules: string[]) => string };
} {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  const preloaded = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const rest = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (entry === undefined) return { head: rest, scripts: { now: () => '', afterPaint: () => '' } };
  return {
    head: rest,
    scripts: {
      now: (modules) =>
        `<script type="module" crossorigin src="${escapeHtml(entry)}"></script>` +
        [...preloaded, ...modules]
          .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
          .join(''),
      afterPaint: (modules) =>
        `<script src="${AFTER_PAINT_SCRIPT}" data-entry="${escapeHtml(entry)}" ` +
        `data-modules="${escapeHtml([...preloaded, ...modules].join(' '))}" defer></script>`,
    },
  };
}

function splitAtHeadEnd(html: string): [string, string] {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head>');
  return [html.slice(0, at), html.slice(at)];
}

/** The app's empty root element (web/index.html): a screen the server drew goes inside it. */
const ROOT_START = '<div id="root">';

/**
 * The page's body (`</head>` on) with the drawn screen in its root, if there is one and the page has that root, and
 * the app's data at the body's end.
 */
function rootFiller(body: string): (root: string | undefined, data: string | undefined) => string {
  const bodyEnd = body.lastIndexOf('</body>');
  const [content, end] = bodyEnd < 0 ? [body, ''] : [body.slice(0, bodyEnd), body.slice(bodyEnd)];
  const found = content.indexOf(`${ROOT_START}</div>`);
  const [before, after] =
    found < 0 ? [content, ''] : [content.slice(0, found + ROOT_START.length), content.slice(found + ROOT_START.length)];
  return (root, data) => `${before}${found < 0 ? '' : (root ?? '')}${after}${data ?? ''}${end}`;
}

/**
 * The page's start with `<html lang>` saying the page's language (web/index.html says nl), kept per language, and the
 * page's own `<title>` in place of the template's where it has one.
 */
function languageTagger(start: string): (language: string | undefined, title: string | undefined) => string {
  const template = /<title>[^<]*<\/title>/.exec(start);
  const [beforeTitle, afterTitle] = template
    ? [start.slice(0, template.index), start.slice(template.index + template[0].length)]
    : [start, ''];
  const tagged = new Map<string, string>();
  const tag = (language: string | undefined) => {
    if (!language) return beforeTitle;
    let page = tagged.get(language);
    if (page === undefined) {
      page = beforeTitle.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}"`);
      tagged.set(language, page);
    }
    return page;
  };
  return (language, title) =>
    tag(language) + (title === undefined ? (template?.[0] ?? '') : `<title>${escapeHtml(title)}</title>`) + afterTitle;
}
