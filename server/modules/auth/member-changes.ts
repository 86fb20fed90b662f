import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Unlisten } from '../../db/listen.ts';
import type { DomainEventBus } from '../../events/event-bus.ts';

/** The channel migration 0001 announces changed members on. */
const CHANNEL = 'member_changed';
const MARKER_PREFIX = 'settled:';
/** How migration 0014 announces a member's ended session. */
const SESSION_PREFIX = 'session:';

/**
 * Hears the database announce changed members (from this instance or any other) and delivers each as a
 * `member.changed` event to this instance's subscribers (every instance hears the database itself, so the event
 * does not travel between instances); a gap in hearing is a `member.changed` without a member.
 * `settled()` resolves once every announcement made before it has been heard.
 */
export class MemberChanges {
  private unlisten: Unlisten | undefined;
  private markers = 0;
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly database: Database,
    private readonly bus: DomainEventBus,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, {
      message: (payload) => {
        if (payload.startsWith(SESSION_PREFIX)) {
          const memberId = payload.slice(SESSION_PREFIX.length);
          return this.bus.deliver({ type: 'member.changed', memberId, sessionEnded: true });
        }
        if (!payload.startsWith(MARKER_PREFIX)) return this.bus.deliver({ type: 'member.changed', memberId: payload });
        this.waiting.get(payload)?.();
        this.waiting.delete(payload);
      },
      gap: () => this.bus.deliver({ type: 'member.changed' }),
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Notifications reach a listener in commit order: once this marker arrives, every earlier change has too. */
  async settled(): Promise<void> {
    const marker = `${MARKER_PREFIX}${++this.markers}`;
    const heard = new Promise<void>((resolve) => this.waiting.set(marker, resolve));
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${marker})`);
    await heard;
  }
}
