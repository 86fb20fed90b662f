import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { firstSearchHead } from '../members/first-search.ts';
import { sharedPage } from '../members/share-meta.ts';
import { bootDataOf } from './boot-data.ts';
import { firstScreenOf, loadFirstScreenModule } from './first-screen.ts';

/**
 * The page the web app is served in, for a request (plugins/static-web.ts): its share tags (members/share-meta.ts),
 * the boot data, the answer to /members' first search (members/first-search.ts) and the visitor's home page and landers
 * drawn (first-screen.ts). See docs/decisions/021-first-screen.md and 024-drawn-first-screen.md.
 */
export async function servedPage(
  app: FastifyInstance,
  {
    db,
    clock,
    webDir,
    geoipCountryHeader,
  }: { db: Db; clock: () => Date; webDir: string; geoipCountryHeader: string | undefined },
) {
  const sharedPageOf = sharedPage(db, app.services.sites, clock, app.readLimits);
  const bootOf = bootDataOf(app.services.sites, geoipCountryHeader);
  const firstSearchOf = firstSearchHead(app.services, app.readLimits);
  const drawnScreenOf = firstScreenOf(await loadFirstScreenModule(webDir), {
    sites: app.services.sites,
    showcase: app.services.showcase,
    readLimits: app.readLimits,
    log: app.log,
  });
  return async (request: FastifyRequest) => {
    const boot = bootOf(request);
    const [page, firstSearch, screen] = await Promise.all([
      sharedPageOf(request),
      firstSearchOf(request),
      boot && drawnScreenOf(request, boot),
    ]);
    return {
      ...page,
      head: page.head + (boot?.script ?? '') + firstSearch + (screen?.script ?? ''),
      root: screen?.html,
    };
  };
}
