import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { servedPageRoute } from '../../shared/page-routes.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, compressed at build time, every other GET that asks for HTML gets index.html so
 * the client router can show the screen, with status 200 for a screen of SPEC §2 the app serves (shared/page-routes)
 * and 404 for any other path, whose 404 page the app then shows. Absent when the web app has not been built.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDir: string,
  /** Tags for the page's head (what a shared link shows), and whether what the page shows exists. */
  pageOf: (request: FastifyRequest) => Promise<{ head: string; found: boolean }>,
): Promise<void> {
  const indexPath = join(webDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ webDir }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz twin of every text asset (web/precompress.ts); the client gets what it accepts.
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(webDir, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const [beforeHead, afterHead] = splitAtHeadEnd(indexHtml);
  app.get('/*', async (request, reply) => {
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (request.url.startsWith('/api/') || (isFile && !wantsHtml)) return reply.callNotFound();
    const page = await pageOf(request);
    const found = page.found && servedPageRoute(request.url.split('?')[0]!) !== undefined;
    return reply
      .status(found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(beforeHead + page.head + afterHead);
  });
}

function splitAtHeadEnd(html: string): [string, string] {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head>');
  return [html.slice(0, at), html.slice(at)];
}
