import { DAY_MS } from '../../../shared/constants.ts';
import { type ComplaintAction, FALSE_REPORTER } from '../../../shared/moderation.ts';
import type { ComplaintHandleBody, ComplaintsResponse } from '../../../shared/contracts/moderation.ts';
import type { COMPLAINT_REASONS } from '../../../shared/contracts/complaints.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { complaintHandled, notFound } from '../../lib/app-error.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { toModeratedMember } from './moderated-member.ts';
import * as repo from './moderation.repo.ts';
import type { MemberStanding } from './standing.service.ts';

/** How many complaints the queue shows at once. */
const QUEUE_SIZE = 100;

const AUDIT_VERBS: Record<ComplaintAction, string> = {
  dismiss: 'complaint.dismissed',
  warn: 'complaint.warned',
  suspend: 'complaint.suspended',
  ban: 'complaint.banned',
};

/**
 * The complaints queue: each complaint with the reported member, their photos, only the message it names, and the
 * reporter. Handling closes a complaint once (parallel attempts: one wins, the others are told it is handled), with
 * its action, one audit row and, but for a dismissal, a strike. A dismissal lifts the complaint's hide of the two
 * members (the member policy's `reported`); any other action keeps it (decision 037).
 */
export class ComplaintsQueue {
  constructor(
    private readonly db: Db,
    private readonly photos: Pick<PhotosService, 'signedPath'>,
    private readonly standing: MemberStanding,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The complaints of a status: open ones by priority (those about members more members reported first, then the
   * oldest, a possible false reporter's last: FALSE_REPORTER), handled ones newest first.
   */
  async list(status: 'open' | 'handled'): Promise<ComplaintsResponse> {
    const today = this.clock();
    const since = new Date(today.getTime() - FALSE_REPORTER.days * DAY_MS);
    const rows = await repo.listComplaints(this.db, status, QUEUE_SIZE, since);
    const reportedIds = [...new Set(rows.map((row) => row.reported.id))];
    const messageIds = rows.flatMap((row) => (row.messageId ? [row.messageId] : []));
    const [photos, messages] = await Promise.all([
      repo.listMembersPhotos(this.db, reportedIds),
      repo.listMessages(this.db, messageIds),
    ]);
    return {
      complaints: rows.map((row) => ({
        id: row.id,
        reason: row.reason as (typeof COMPLAINT_REASONS)[number],
        details: row.details,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        reporter: { id: row.reporterId, name: row.reporterName ?? '', possibly_false: row.possiblyFalse },
        reported: toModeratedMember(row.reported, today),
        reporters: row.reporters,
        photos: photos
          .filter((photo) => photo.userId === row.reported.id)
          .map((photo) => ({
            id: photo.id,
            status: photo.status,
            thumb: this.photos.signedPath(photo.id, 'thumb'),
            full: this.photos.signedPath(photo.id, 'full'),
          })),
        messages: messages
          .filter((message) => message.id === row.messageId)
          .map((message) => ({
            id: message.id,
            kind: message.kind,
            body: message.body,
            sender_id: message.senderId,
            created_at: message.createdAt.toISOString(),
          })),
      })),
    };
  }

  /** Closes an open complaint with its action: one audit row, and the strike of a warning, suspension or ban. */
  async handle(actor: StaffActor, { id, action, reason, days }: ComplaintHandleBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      const complaint = await repo.closeComplaint(tx, id, action, this.clock());
      if (!complaint) throw (await repo.complaintExists(tx, id)) ? complaintHandled() : notFound();
      const change =
        action === 'dismiss'
          ? undefined
          : await this.standing.apply(tx, actor, {
              memberId: complaint.reportedId,
              action,
              reason: reason ?? '',
              days,
              complaintId: id,
            });
      await recordAudit(tx, actor, {
        action: AUDIT_VERBS[action],
        objectType: 'complaint',
        objectId: id,
        siteId: change?.after.siteId ?? null,
        before: { status: 'open', member: change?.before ?? null },
        after: {
          status: 'handled',
          action,
          member_id: complaint.reportedId,
          member: change?.after.standing ?? null,
          ...(reason && { reason }),
          ...(days && action === 'suspend' && { days }),
        },
      });
    });
  }
}
