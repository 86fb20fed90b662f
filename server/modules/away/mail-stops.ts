import type { Db } from '../../db/client.ts';
import * as repo from './away.repo.ts';
import type { UnsubscribeTokens } from './unsubscribe-tokens.ts';

/** Stopping a member's notice mails from outside a session: their unsubscribe link, and the mail system's reports. */
export class MailStops {
  constructor(
    private readonly db: Db,
    readonly tokens: UnsubscribeTokens,
  ) {}

  /** The member an unsubscribe token names, if it is valid, on `siteId`, and the account is not deleted. */
  async memberOf(token: string, siteId?: string) {
    const memberId = await this.tokens.verify(token);
    const member = memberId === undefined ? undefined : await repo.findUnsubscriber(this.db, memberId);
    return member && (siteId === undefined || member.siteId === siteId) ? member : undefined;
  }

  async stop(memberId: string, reason: repo.MailStopReason): Promise<void> {
    await repo.stopNoticeMails(this.db, memberId, reason);
  }
}
