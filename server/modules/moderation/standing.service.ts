import { DAY_MS } from '../../../shared/constants.ts';
import type { MemberStrikesResponse } from '../../../shared/contracts/moderation.ts';
import type { StandingAction } from '../../../shared/moderation.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import { banMember, unbanMember } from '../../db/bans.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthService } from '../auth/auth.service.ts';
import * as repo from './moderation.repo.ts';

/** A change of a member's standing: what, why, for how many days (suspend), and the complaint it settles. */
export interface StandingChange {
  memberId: string;
  action: StandingAction;
  reason: string;
  days?: number | undefined;
  complaintId?: string;
}

/** A member's standing as the audit log records it before and after a change. */
interface Standing {
  suspended_until: string | null;
  banned: boolean;
}

const AUDIT_VERBS: Record<StandingAction, string> = {
  warn: 'member.warned',
  suspend: 'member.suspended',
  ban: 'member.banned',
  lift: 'member.standing_lifted',
};

/**
 * Members' standing: warnings, suspensions and bans (each a strike on their record), and lifting them. A suspension
 * or a ban ends every session of the member at once (their open sockets close); a ban also bans their address and
 * phones from the site (db/bans.ts), which outlive the account. Each change is one audit row.
 */
export class MemberStanding {
  constructor(
    private readonly db: Db,
    private readonly auth: Pick<AuthService, 'endSessions'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** A change made on the member directly (the member page), with its audit row. */
  async change(actor: StaffActor, change: StandingChange): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { before, after } = await this.apply(tx, actor, change);
      await recordAudit(tx, actor, {
        action: AUDIT_VERBS[change.action],
        objectType: 'member',
        objectId: change.memberId,
        siteId: after.siteId,
        before,
        after: { ...after.standing, reason: change.reason, ...(change.days && { days: change.days }) },
      });
    });
  }

  /**
   * Applies a change in the transaction `tx` (the caller writes the audit row): the member row locked, the strike
   * written, sessions ended. Answers the standing before and after.
   */
  async apply(tx: Db, actor: StaffActor, change: StandingChange) {
    const member = await repo.lockStanding(tx, change.memberId);
    if (!member) throw notFound();
    const now = this.clock();
    const before = standingOf(member, now);
    const next = { suspendedUntil: member.suspendedUntil, bannedAt: member.bannedAt };
    const until = change.action === 'suspend' ? new Date(now.getTime() + (change.days ?? 1) * DAY_MS) : null;
    if (change.action === 'suspend') next.suspendedUntil = until;
    if (change.action === 'ban') next.bannedAt = member.bannedAt ?? now;
    if (change.action === 'lift') Object.assign(next, { suspendedUntil: null, bannedAt: null });
    await repo.setStanding(tx, change.memberId, next);
    const keys = { id: change.memberId, siteId: member.siteId, email: member.email };
    if (change.action === 'ban') await banMember(tx, keys, change.reason);
    if (change.action === 'lift') await unbanMember(tx, keys);
    if (change.action !== 'lift') {
      await repo.insertStrike(tx, {
        userId: change.memberId,
        kind: change.action,
        reason: change.reason,
        complaintId: change.complaintId ?? null,
        staffId: actor.id,
        until,
        createdAt: now,
      });
    }
    if (change.action === 'suspend' || change.action === 'ban')
      await this.auth.endSessions(change.memberId, undefined, tx);
    return { before, after: { siteId: member.siteId, standing: standingOf(next, now) } };
  }

  /** The member's strikes, newest first. */
  async strikes(memberId: string): Promise<MemberStrikesResponse> {
    const rows = await repo.listStrikes(this.db, memberId);
    return {
      strikes: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        reason: row.reason,
        complaint_id: row.complaintId,
        until: row.until?.toISOString() ?? null,
        seen_at: row.seenAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }
}

function standingOf(member: { suspendedUntil: Date | null; bannedAt: Date | null }, now: Date): Standing {
  const suspended = member.suspendedUntil && member.suspendedUntil > now;
  return { suspended_until: suspended ? member.suspendedUntil!.toISOString() : null, banned: member.bannedAt !== null };
}
