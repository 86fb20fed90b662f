import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Unlisten } from '../../db/listen.ts';

/** The channel migration 0001 announces changed members on. */
const CHANNEL = 'member_changed';
const MARKER_PREFIX = 'settled:';

/**
 * Hears the database announce changed members (from this instance or any other) and passes their ids on.
 * `settled()` resolves once every announcement made before it has been heard.
 */
export class MemberChanges {
  private unlisten: Unlisten | undefined;
  private markers = 0;
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly database: Database,
    private readonly onChange: (memberId: string) => void,
    private readonly onGap: () => void,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, {
      message: (payload) => {
        if (!payload.startsWith(MARKER_PREFIX)) return this.onChange(payload);
        this.waiting.get(payload)?.();
        this.waiting.delete(payload);
      },
      gap: this.onGap,
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
