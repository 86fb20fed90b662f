import type { User } from '../../../shared/contracts/auth.ts';
import type { ComplaintBody } from '../../../shared/contracts/complaints.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { complaintMessageInvalid, fieldError } from '../../lib/app-error.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import * as repo from './complaints.repo.ts';

/**
 * Complaints about members, kept for staff; the reporter may block the member in the same step. A complaint protects
 * at once: from its commit the two are hidden from each other both ways, as by a block (the member policy's
 * `reported`), until staff dismiss it; upheld, it keeps hiding them (decision 037).
 */
export class ComplaintsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly members: MembersService,
    private readonly chats: Pick<ChatsService, 'isMessageBetween'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Stores a report about a member the reporter may see (MembersService.assertVisible), and the block if asked. A
   * message named must be one of the reporter's conversation with that member, which the reporter sees. Once one is
   * filed neither sees the other, so neither can report the other again (404) while it hides them.
   */
  async report(site: SiteRow, reporter: User, body: ComplaintBody): Promise<void> {
    if (body.member_id === reporter.id) throw fieldError('member_id', 'validation.report_self');
    await this.members.assertVisible(site, reporter, body.member_id);
    if (body.message_id && !(await this.chats.isMessageBetween(reporter.id, body.member_id, body.message_id))) {
      throw complaintMessageInvalid();
    }
    await this.events.transact(this.db, async (tx, emit) => {
      // Blocked first: the complaint stored below hides the member, whom block would then no longer find.
      if (body.block) await this.members.block(site, reporter, body.member_id, tx);
      const complaintId = await repo.insertComplaint(tx, {
        reporterId: reporter.id,
        reportedId: body.member_id,
        messageId: body.message_id ?? null,
        reason: body.reason,
        details: body.details,
        createdAt: this.clock(),
      });
      emit({ type: 'complaint.filed', complaintId, reporterId: reporter.id, reportedId: body.member_id });
    });
  }
}
