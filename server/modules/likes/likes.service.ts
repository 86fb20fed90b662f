import type {
  AutoLikeProfile,
  LikeResponse,
  LikesResponse,
  SwipeDecisionResponse,
  SwipeResponse,
} from '../../../shared/contracts/likes.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import { photoPath } from '../../../shared/photos.ts';
import type { Db } from '../../db/client.ts';
import { lockPair } from '../../db/pair-lock.ts';
import { type QuotaRule, dayWindow, quotaLeft, takeQuota } from '../../db/usage-quota.ts';
import type { DomainEvent } from '../../../shared/realtime.ts';
import type { DomainEvents, Emit } from '../../events/domain-events.ts';
import { AppError, likeDailyLimit, likeUnconfirmedLimit } from '../../lib/app-error.ts';
import type { ContactChecks } from '../contact-checks/contact-checks.service.ts';
import { toCard } from '../members/member-card.ts';
import type { MemberHintsService } from '../members/member-hints.ts';
import type { MembersService } from '../members/members.service.ts';
import { UNCONFIRMED_LIKES, heldUntilConfirmed, planOf } from '../members/plan.policy.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import * as repo from './likes.repo.ts';

/** Cards the swipe game answers at a time. */
const SWIPE_BATCH = 20;

/** The likes an account may give before it confirms its email address (the plan policy's). */
const UNCONFIRMED_RULE: QuotaRule = { name: 'likes_unconfirmed', limit: UNCONFIRMED_LIKES };
/** The unconfirmed likes' window: one for the whole unconfirmed state (the rule is asked only then). */
const UNCONFIRMED_WINDOW = 'unconfirmed';
/** Of the likes released when their liker confirms, the newest this many also go out by push and mail. */
export const RELEASED_LIKES_AWAY = 3;

interface LikesDeps {
  db: Db;
  events: DomainEvents;
  members: MembersService;
  /** The viewer's own discovery hints on the cards (decision 033). */
  hints: MemberHintsService;
  contactChecks: ContactChecks;
  clock: () => Date;
}

/** Likes between members and the matches they make; the swipe game; the profile of the new-like modal. */
export class LikesService {
  constructor(private readonly deps: LikesDeps) {}

  /**
   * `member` likes `profileId`, whom they must see as shown (the member policy: not blocked either way, not deleted,
   * invisible or disabled; else 404). Liking twice changes nothing. A like that meets one from the other side is a
   * match. A new like takes one of the day's likes (the site's day): from the swipe game one of its swipe likes, from
   * the like button one of the button's; an unconfirmed member's also one of the few before confirming; refused (and
   * not stored) once used up. Taking a like back gives nothing back. An unconfirmed member's like is held: stored, but
   * neither shown nor told to the liked member, nor a match for them, until the liker confirms (releaseHeld). A new
   * member's like is checked (contact-checks: a spam wave) and held the same way until staff approve it.
   */
  async like(site: SiteRow, member: User, profileId: string, viaSwipe = false): Promise<LikeResponse> {
    const { db, events, members } = this.deps;
    return events.transact(db, async (tx, emit) => {
      await members.assertShown(site, member, profileId, tx);
      // Before the pair's lock, as the confirmation takes the member's row and then the pairs of its held likes.
      const unconfirmed = heldUntilConfirmed(member) && (await repo.isUnconfirmed(tx, member.id));
      const awaitingCheck = !unconfirmed && (await this.awaitsCheck(tx, site, member, profileId));
      const held = unconfirmed || awaitingCheck;
      await lockPair(tx, 'like', member.id, profileId);
      const added = await repo.insertLike(tx, {
        likerId: member.id,
        likedId: profileId,
        viaSwipe,
        held,
        awaitingCheck,
      });
      const match = await repo.hasLiked(tx, profileId, member.id);
      if (!added) return { match };
      await this.takeLikeQuotas(tx, site, member, { viaSwipe, held: unconfirmed });
      if (!held) emit(this.likeEvent(member.id, profileId, match));
      return { match };
    });
  }

  /**
   * Recorder of `member.confirmed`: the likes the member gave while unconfirmed are no longer held. Those to members
   * still shown to them (not unliked, not blocked either way, not deleted...) are announced now, as likes or as the
   * matches they make: on the notifications page and live for all, by push and mail only for the newest
   * RELEASED_LIKES_AWAY (a member confirming does not send a burst of mails).
   */
  async releaseHeld(tx: Db, memberId: string, emit: Emit): Promise<void> {
    await this.announceReleased(tx, memberId, await repo.releaseHeld(tx, memberId), emit);
  }

  /** The likes held for a check of the member's first contacts that staff approved (decision 040), as above; how many. */
  async releaseChecked(tx: Db, memberId: string, emit: Emit): Promise<number> {
    return this.announceReleased(tx, memberId, await repo.releaseHeld(tx, memberId, true), emit);
  }

  private async announceReleased(tx: Db, memberId: string, likedIds: string[], emit: Emit): Promise<number> {
    const shown = await repo.findShown(tx, memberId, likedIds);
    let told = 0;
    for (const likedId of likedIds.filter((id) => shown.has(id))) {
      await lockPair(tx, 'like', memberId, likedId);
      const match = await repo.hasLiked(tx, likedId, memberId);
      emit(this.likeEvent(memberId, likedId, match, told++ >= RELEASED_LIKES_AWAY));
    }
    return told;
  }

  /** The likes held for a check that staff rejected are gone: their members were never told of them. */
  discardChecked(tx: Db, memberId: string): Promise<void> {
    return repo.deleteAwaitingCheck(tx, memberId);
  }

  /** Whether a new like of the member waits for a check of their first contacts (a like back is no first contact). */
  private async awaitsCheck(tx: Db, site: SiteRow, member: User, profileId: string): Promise<boolean> {
    const { contactChecks } = this.deps;
    if (!contactChecks.applies(site, member) || (await repo.likeExists(tx, member.id, profileId))) return false;
    const first = !(await repo.hasLiked(tx, profileId, member.id));
    return (await contactChecks.check(tx, site, member, 'like', first)).outcome === 'hold';
  }

  /** `member` no longer likes `profileId`; nothing happens when they did not. Gives no like of a cap back. */
  async unlike(member: User, profileId: string): Promise<void> {
    const { db, events } = this.deps;
    await events.transact(db, async (tx, emit) => {
      await lockPair(tx, 'like', member.id, profileId);
      const removed = await repo.deleteLike(tx, member.id, profileId);
      // A held like was never told: neither is its end.
      if (removed && !removed.held) {
        emit({ type: 'like.removed', likerId: member.id, likedId: profileId });
      }
    });
  }

  /** The member's likes both ways (SPEC §3 `profiles` and `liked_by`), of members they may see, with their hints. */
  async list(site: SiteRow, member: User): Promise<LikesResponse> {
    const { db, hints, clock } = this.deps;
    const [given, received] = await Promise.all([
      repo.findGivenLikes(db, site.id, member.id),
      repo.findReceivedLikes(db, site.id, member.id),
    ]);
    const today = clock();
    const liked = new Set(given.map((row) => row.id));
    const newestFirst = [...given, ...received].sort((a, b) => b.likedAt.getTime() - a.likedAt.getTime());
    const cards = new Map(newestFirst.map((row) => [row.id, row]));
    const [profiles] = await hints.addTo(
      member.id,
      [...cards.values()].map((row) => ({ ...toCard(row, today), liked: liked.has(row.id) })),
    );
    return {
      profiles,
      liked_by: received.map((row) => ({ id: row.id, like_new: row.isNew })),
    };
  }

  /**
   * The next cards of the swipe game (whom the member looks for: the user answer's), with the member's hints on them,
   * and the likes left today.
   */
  async swipeCards(site: SiteRow, member: User): Promise<SwipeResponse> {
    const { db, hints, clock } = this.deps;
    const day = this.today(site);
    const today = clock();
    const sought = { siteId: site.id, memberId: member.id, lookingFor: member.profile.looking_for, day };
    const rows = await repo.findSwipeCards(db, sought, SWIPE_BATCH, today);
    const [cards] = await hints.addTo(
      member.id,
      rows.map((row) => toCard(row, today)),
    );
    return {
      cards,
      likes_left: await quotaLeft(db, this.swipeRule(site, member), member.id, day),
    };
  }

  /** A swipe: a like (as `like`, counted against the day's swipe likes) or a pass (the card returns tomorrow). */
  async swipe(
    site: SiteRow,
    member: User,
    profileId: string,
    decision: 'like' | 'pass',
  ): Promise<SwipeDecisionResponse> {
    const { db, members } = this.deps;
    const day = this.today(site);
    let match = false;
    if (decision === 'like') ({ match } = await this.like(site, member, profileId, true));
    else {
      await members.assertShown(site, member, profileId);
      await repo.insertPass(db, member.id, profileId, day);
    }
    return { match, likes_left: await quotaLeft(db, this.swipeRule(site, member), member.id, day) };
  }

  /**
   * The newest unseen like from one of the site's fictional profiles the member may see, for the modal a mailed link
   * opens (?t=): the modal never shows a real member's activity. Null when none.
   */
  async autoLikeProfile(site: SiteRow, member: User): Promise<AutoLikeProfile | null> {
    const liker = await repo.findNewestUnseenLiker(this.deps.db, site.id, member.id);
    if (!liker) return null;
    const { id, name, fictional, photoId } = liker;
    return { id, name, fictional, main_image: { match: photoPath(photoId, 'profile') } };
  }

  private likeEvent(likerId: string, likedId: string, match: boolean, quiet = false): DomainEvent {
    const extra = quiet ? { quiet: true as const } : {};
    return match
      ? { type: 'match.created', memberIds: [likerId, likedId], ...extra }
      : { type: 'like.created', likerId, likedId, ...extra };
  }

  /** Takes the quotas of a new like, in its transaction; refuses (429, the like rolled back) when one is used up. */
  private async takeLikeQuotas(
    tx: Db,
    site: SiteRow,
    member: User,
    { viaSwipe, held }: { viaSwipe: boolean; held: boolean },
  ): Promise<void> {
    if (held && !(await takeQuota(tx, UNCONFIRMED_RULE, member.id, UNCONFIRMED_WINDOW))) throw likeUnconfirmedLimit();
    const day = this.today(site);
    if (viaSwipe) {
      const rule = this.swipeRule(site, member);
      if (await takeQuota(tx, rule, member.id, day)) return;
      const code = planOf(member).name === 'premium' ? 'swipe_limit_premium' : 'swipe_limit';
      throw new AppError(code, 429, { count: rule.limit });
    }
    const rule = { name: 'like_button', limit: planOf(member).likesPerDay(site) };
    if (!(await takeQuota(tx, rule, member.id, day))) throw likeDailyLimit(rule.limit);
  }

  private swipeRule(site: SiteRow, member: User): QuotaRule {
    return { name: 'swipe_likes', limit: planOf(member).swipeLikesPerDay(site) };
  }

  private today(site: SiteRow): string {
    return dayWindow(this.deps.clock(), site.timeZone);
  }
}
