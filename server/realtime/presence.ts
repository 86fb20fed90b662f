import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { MINUTE_MS } from '../../shared/constants.ts';
import { LAST_SEEN_WRITE_MINUTES } from '../../shared/discovery.ts';
import type { Db } from '../db/client.ts';
import { memberPresence, profiles, users } from '../db/schema/index.ts';

/**
 * Who is on the site, shared between instances through the database: each instance's hub marks the members with a
 * visible tab on it, and renews them every heartbeat with `ttlMs` to live, so an instance that dies stops counting
 * once its rows expire. A member with a row of any instance is present; everyone else is away.
 */
export class PresenceBoard {
  readonly instanceId = randomUUID();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly ttlMs: number,
  ) {}

  /** The members have a visible tab on this instance now. */
  async present(memberIds: string[]): Promise<void> {
    if (memberIds.length === 0) return;
    const expiresAt = new Date(this.clock().getTime() + this.ttlMs);
    await this.db
      .insert(memberPresence)
      .values(memberIds.map((userId) => ({ userId, instanceId: this.instanceId, expiresAt })))
      .onConflictDoUpdate({
        target: [memberPresence.userId, memberPresence.instanceId],
        set: { expiresAt: sql`excluded.expires_at` },
      });
    await this.seen(memberIds);
  }

  /**
   * Writes when the members were last on the site (users.last_seen_at, and profiles.last_active_at that search sorts
   * by), at most once per LAST_SEEN_WRITE_MINUTES each: one statement, touching only the rows whose time is older.
   */
  private async seen(memberIds: string[]): Promise<void> {
    const now = this.clock();
    const stale = new Date(now.getTime() - LAST_SEEN_WRITE_MINUTES * MINUTE_MS);
    await this.db.execute(sql`with seen as (
        update ${users} set last_seen_at = ${now}::timestamptz
        where ${inArray(users.id, memberIds)} and (last_seen_at is null or last_seen_at < ${stale}::timestamptz)
        returning id
      )
      update ${profiles} set last_active_at = ${now}::timestamptz where user_id in (select id from seen)`);
  }

  /** The members have no visible tab on this instance any more. */
  async absent(memberIds: string[]): Promise<void> {
    if (memberIds.length === 0) return;
    await this.db
      .delete(memberPresence)
      .where(and(inArray(memberPresence.userId, memberIds), eq(memberPresence.instanceId, this.instanceId)));
  }

  /**
   * The member's page went hidden (the page-hidden beacon): away on every instance from now. A tab of theirs that is
   * still in view says so again over its socket, and the hub marks them present at its next heartbeat at the latest.
   */
  async away(memberId: string): Promise<void> {
    await this.db.delete(memberPresence).where(eq(memberPresence.userId, memberId));
  }

  async isPresent(memberId: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: memberPresence.userId })
      .from(memberPresence)
      .where(and(eq(memberPresence.userId, memberId), gt(memberPresence.expiresAt, this.clock())))
      .limit(1);
    return rows.length > 0;
  }

  /** Every heartbeat: renews this instance's present members and forgets the rows that expired (dead instances'). */
  async renew(memberIds: string[]): Promise<void> {
    await this.present(memberIds);
    await this.db.delete(memberPresence).where(lt(memberPresence.expiresAt, this.clock()));
  }

  /** This instance is going away: its members count as away unless another instance has them. */
  async clear(): Promise<void> {
    await this.db.delete(memberPresence).where(eq(memberPresence.instanceId, this.instanceId));
  }
}
