import {
  BURST_MINUTES,
  FIRST_MESSAGE_SPACING_SECONDS,
  type HoldReason,
  WAVE_FACTOR,
} from '../../../shared/contact-checks.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import * as repo from './contact-checks.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const BASELINE_DAYS = 7;

/** What becomes of a first contact: delivered, held for staff, or refused for `seconds` (slowed). */
export type ContactCheck = { outcome: 'deliver' } | { outcome: 'hold' } | { outcome: 'slow'; seconds: number };

const DELIVER: ContactCheck = { outcome: 'deliver' };
const HOLD: ContactCheck = { outcome: 'hold' };

/** What the check knows of the sender from the session. */
export type CheckedSender = Pick<User, 'id' | 'signup_date' | 'contact_hold'>;

/**
 * Spam waves contained (issue 40, docs/decisions/040-contact-checks.md). A new member's first contacts (a message
 * opening a conversation the other has not written in, a like that answers none) are checked against the site's
 * limits, one after the other per site: held when the member's signup address made many accounts that day, when more
 * of the site's new members make first contacts than its usual rate allows (a wave), or after a burst of the
 * member's own; between two first messages a new member waits FIRST_MESSAGE_SPACING_SECONDS (slowed). A held member's
 * further contacts are held too, until staff decide. Replies, and members staff approved, are never checked.
 */
export class ContactChecks {
  constructor(private readonly clock: () => Date = () => new Date()) {}

  /** Whether the sender's contacts are checked at all (no query): a new member, or one held before and not approved. */
  applies(site: SiteRow, sender: CheckedSender): boolean {
    if (sender.contact_hold === 'approved') return false;
    if (sender.contact_hold !== null) return true;
    const hours = site.contactChecks.new_member_hours;
    return hours > 0 && this.clock().getTime() - new Date(sender.signup_date).getTime() < hours * HOUR_MS;
  }

  /**
   * Checks a contact of a sender it `applies` to, in the contact's transaction before anything of it is written;
   * `first` when it is a first contact (a further message to someone who has not answered is not, but is held with
   * the sender). Records each first contact with its outcome.
   */
  async check(tx: Db, site: SiteRow, sender: CheckedSender, kind: repo.ContactKind, first: boolean) {
    await repo.lockSiteContacts(tx, site.id);
    const facts = await repo.senderFacts(tx, sender.id);
    if (!facts || facts.contactHold === 'approved') return DELIVER;
    const now = this.clock();
    const record = (outcome: repo.CheckOutcome) =>
      first
        ? repo.recordContact(tx, { siteId: site.id, senderId: sender.id, kind, outcome, createdAt: now })
        : undefined;
    if (facts.contactHold === 'open') {
      await record('hold');
      return HOLD;
    }
    const hold = async (reason: HoldReason) => {
      await repo.openHold(tx, { userId: sender.id, siteId: site.id, reason, heldAt: now });
      await record('hold');
      return HOLD;
    };
    // Rejected once: every contact not answered waits for staff again (the hold's first reason stays).
    if (facts.contactHold === 'rejected') return hold('burst');
    const hours = site.contactChecks.new_member_hours;
    if (!first || hours === 0 || now.getTime() - facts.signupDate.getTime() >= hours * HOUR_MS) return DELIVER;
    const reason = await this.reasonToHold(tx, site, { id: sender.id, ...facts }, kind, now);
    if (reason) return hold(reason);
    if (kind === 'message') {
      const { lastDelivered } = await repo.senderContactsSince(
        tx,
        sender.id,
        kind,
        new Date(now.getTime() - MINUTE_MS),
      );
      const waitMs = lastDelivered ? lastDelivered.getTime() + FIRST_MESSAGE_SPACING_SECONDS * 1000 - now.getTime() : 0;
      if (waitMs > 0) {
        await record('slow');
        return { outcome: 'slow', seconds: Math.ceil(waitMs / 1000) } as const;
      }
    }
    await record('deliver');
    return DELIVER;
  }

  /**
   * Closes the member's open hold as staff decided, under the site's lock: a first contact checked at the same moment
   * is held before (and then released or discarded with the rest) or checked after (and finds the decision). The
   * hold's site and reason; undefined when there is no open hold.
   */
  async decide(tx: Db, memberId: string, status: 'approved' | 'rejected', staffId: string | null) {
    const siteId = await repo.siteOfHold(tx, memberId);
    if (!siteId) return undefined;
    await repo.lockSiteContacts(tx, siteId);
    return repo.closeHold(tx, { userId: memberId, status, staffId, at: this.clock() });
  }

  private async reasonToHold(
    tx: Db,
    site: SiteRow,
    sender: { id: string; signupIp: string | null; signupDate: Date },
    kind: repo.ContactKind,
    now: Date,
  ): Promise<HoldReason | undefined> {
    const limits = site.contactChecks;
    if (sender.signupIp) {
      const accounts = await repo.accountsFrom(tx, site.id, sender.signupIp, sender.signupDate);
      if (Math.max(accounts.sameIp, accounts.samePrefix) >= limits.accounts_per_address) return 'address';
    }
    if (await this.inWave(tx, site, now)) return 'wave';
    const burstStart = new Date(now.getTime() - BURST_MINUTES * MINUTE_MS);
    const { count } = await repo.senderContactsSince(tx, sender.id, kind, burstStart);
    const burst = kind === 'message' ? limits.first_messages_per_sender : limits.likes_per_sender;
    return count >= burst ? 'burst' : undefined;
  }

  /**
   * Whether more of the site's new members made first contacts (messages, likes) in the last minute than its limit and
   * thrice its usual rate: each counted once, however much they tried (one impatient member makes no wave).
   */
  private async inWave(tx: Db, site: SiteRow, now: Date): Promise<boolean> {
    const limit = site.contactChecks.new_members_per_minute;
    const lastMinute = await repo.siteNewcomersSince(tx, site.id, new Date(now.getTime() - MINUTE_MS));
    if (lastMinute < limit) return false;
    const usual = await repo.siteNewcomersPerMinute(
      tx,
      site.id,
      new Date(now.getTime() - BASELINE_DAYS * 24 * HOUR_MS),
      new Date(now.getTime() - HOUR_MS),
    );
    return lastMinute >= Math.ceil(WAVE_FACTOR * usual);
  }
}
