import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Unlisten } from '../../db/listen.ts';
import { SITE_CHANGED_CHANNEL } from '../../db/site-change-triggers.ts';
import type { SitesService } from './sites.service.ts';

/** A burst of changes (an operator's script, a staff form saving several rows) is read once, this long after it began. */
const SETTLE_MS = 50;
/** How soon a reload the database refused is tried again. */
const RETRY_MS = 1000;
/** The payload of settled()'s own announcements: not a change, a mark in the order of announcements. */
const MARKER_PREFIX = 'settled:';

/**
 * Keeps this instance's sites as the database has them: every change to a site, its company or its hosts, made by any
 * instance or by hand in SQL, is announced (db/site-change-triggers.ts) and heard by every instance, which reads its
 * sites again; after the listening connection comes back, since announcements may have been missed meanwhile.
 * `settled()` resolves once every change announced before it has been read.
 */
export class SiteChanges {
  private unlisten: Unlisten | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Reloads run one after the other: one started after a change reads what the change wrote. */
  private reloads: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly database: Database,
    private readonly sites: SitesService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens, then reads the sites: a change made in between is read or heard. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(SITE_CHANGED_CHANNEL, {
      message: (payload) => (payload.startsWith(MARKER_PREFIX) ? this.markerHeard(payload) : this.schedule(SETTLE_MS)),
      gap: () => {},
      resumed: () => this.schedule(0),
    });
    await this.sites.reload();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.();
    await this.reloads;
  }

  /**
   * Announcements reach a listener in commit order: once this instance hears its marker, every change announced
   * before has been heard too; then a reload waiting for its burst to settle runs at once, and this resolves after it.
   */
  async settled(): Promise<void> {
    const marker = `${MARKER_PREFIX}${randomUUID()}`;
    const heard = new Promise<void>((resolve) => this.waiting.set(marker, resolve));
    await this.database.db.execute(sql`select pg_notify(${SITE_CHANGED_CHANNEL}, ${marker})`);
    await heard;
  }

  private markerHeard(marker: string): void {
    const resolve = this.waiting.get(marker);
    if (!resolve) return;
    this.waiting.delete(marker);
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.reloads = this.reloads.then(() => this.reload());
    }
    void this.reloads.then(resolve);
  }

  /** A reload `delayMs` from now, unless one is waiting already (then that one reads this change too). */
  private schedule(delayMs: number): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.reloads = this.reloads.then(() => this.reload());
    }, delayMs);
  }

  private async reload(): Promise<void> {
    try {
      await this.sites.reload();
    } catch (error) {
      this.log.warn({ err: error }, `sites not read again after a change: trying again in ${RETRY_MS} ms`);
      this.schedule(RETRY_MS);
    }
  }
}
