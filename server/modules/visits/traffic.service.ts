import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  type Tracking,
  firstTouchOf,
  setTrackingCookie,
  setVisitCookie,
  trackingOfQuery,
  visitCounted,
} from './first-touch.ts';
import { countVisit } from './traffic-visits.repo.ts';

/** User agents of crawlers, link previews and page checkers: they get no cookie and are not counted. */
const BOT_AGENT = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse|headless|curl|wget|python|java\//i;

/** The landing pages a visit without a source is counted on: the landers and the profile landings. */
const LANDING_PATH = /^\/(?:landers\/[^/]+|members\/[^/]+\/landing\d?)(?:\/|$)/;

const looksLikeBot = (request: FastifyRequest) => {
  const agent = request.headers['user-agent'];
  return !agent || BOT_AGENT.test(agent);
};

/**
 * The first touch (SPEC §3 tracking data): the tracking values of the first visit with any, kept in the visitor's
 * browser for 30 days and never replaced; and the visits per source for the dashboard: one per first touch (its
 * network, or 'none'), and one per browser session for visitors without a source on the landing pages.
 */
export class TrafficService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** A page of the web app (its HTML) asked for: keeps its query's first touch, counts the visit. */
  async notePage(request: FastifyRequest, reply: FastifyReply, siteId: string): Promise<void> {
    if (!request.headers.accept?.includes('text/html')) return;
    const [path, queryString = ''] = request.url.split('?', 2);
    const query = Object.fromEntries(new URLSearchParams(queryString));
    if (await this.noteTracking(request, reply, siteId, query)) return;
    if (!LANDING_PATH.test(path!) || looksLikeBot(request) || visitCounted(request, siteId)) return;
    if (firstTouchOf(request, siteId)) return;
    setVisitCookie(request, reply, siteId);
    await this.count(request, siteId, 'none');
  }

  /**
   * Tracking values of a request (a page's query, or the one the web app sends with GET /api/settings.php) kept as
   * the first touch where the browser keeps none of this site yet, and that visit counted; whether they were.
   */
  async noteTracking(
    request: FastifyRequest,
    reply: FastifyReply,
    siteId: string,
    query: Record<string, unknown>,
  ): Promise<boolean> {
    const tracking = trackingOfQuery(query);
    if (!tracking || looksLikeBot(request) || firstTouchOf(request, siteId)) return false;
    setTrackingCookie(request, reply, siteId, tracking);
    await this.count(request, siteId, sourceOf(tracking));
    return true;
  }

  /** A visit counted; a failing database is logged, never holding up the answer. */
  private async count(request: FastifyRequest, siteId: string, source: string): Promise<void> {
    try {
      await countVisit(this.db, siteId, source, this.clock());
    } catch (error) {
      request.log.error(error, 'a visit could not be counted');
    }
  }
}

/** The source a visit is counted under: its network, or 'none'. */
const sourceOf = (tracking: Tracking) => tracking.network ?? 'none';
