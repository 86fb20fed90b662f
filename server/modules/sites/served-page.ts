import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { firstSearchParts } from '../members/first-search.ts';
import { bootDataOf } from './boot-data.ts';
import { firstScreenOf, loadFirstScreenModule } from './first-screen.ts';
import { pageHeadOf } from './page-head.ts';

/**
 * The page the web app is served in, for a request (plugins/static-web.ts): its head (title, description, canonical
 * and language addresses, share tags: page-head.ts, photo preloads), the boot data, the answer to /members' first search
 * (members/first-search.ts), the visitor's home page and landers drawn (first-screen.ts), and the visit's first touch
 * noted (visits/traffic.service.ts: the tracking cookie, the count of visits per source). See
 * docs/decisions/021-first-screen.md, 024-drawn-first-screen.md and 032-landers-and-niches.md.
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
  const headOf = pageHeadOf(db, app.services, clock, app.readLimits);
  const bootOf = bootDataOf(app.services.sites, geoipCountryHeader);
  const firstSearchOf = firstSearchParts(app.services, app.readLimits);
  const drawnScreenOf = firstScreenOf(await loadFirstScreenModule(webDir), {
    sites: app.services.sites,
    showcase: app.services.showcase,
    readLimits: app.readLimits,
    log: app.log,
  });
  const { sites, traffic } = app.services;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const boot = bootOf(request);
    const site = sites.find(request.host);
    const [{ tags, ...page }, firstSearch, screen] = await Promise.all([
      headOf(request),
      firstSearchOf(request),
      boot && drawnScreenOf(request, boot),
      site && traffic.notePage(request, reply, site.site.id),
    ]);
    // Links first, in the head, where the browser finds them in the first bytes; the data the app reads once it runs
    // after the drawn screen, which then paints before it has arrived on a slow connection.
    return {
      ...page,
      head: tags + firstSearch.head + (screen?.head ?? ''),
      root: screen?.html,
      data: (boot?.script ?? '') + firstSearch.data + (screen?.data ?? ''),
    };
  };
}
