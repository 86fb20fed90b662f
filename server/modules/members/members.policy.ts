import type { User } from '../../../shared/contracts/auth.ts';
import type { photos } from '../../db/schema/index.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { heldUntilConfirmed, planOf } from './plan.policy.ts';

/**
 * The member rules (SPEC §4, §6) in one place: who may see, contact and see the photos of whom. Queries use their
 * SQL twins in members.policy.sql.ts; members.policy.test.ts runs the same fixtures through both. What the viewer's
 * plan allows (private photos, held messages) comes from plan.policy.ts.
 */

/**
 * The member looking: a logged-in member of the site, or undefined for a visitor; whether they are in invisible mode
 * where contact is decided (canContact), read with the pair's facts.
 */
export type Viewer = (Pick<User, 'id' | 'status' | 'paid_user'> & { invisible?: boolean }) | undefined;

/** The member looked at, as the rules read them. */
export interface MemberFacts {
  id: string;
  siteId: string;
  status: User['status'];
  invisible: boolean;
  profileStatus: 'active' | 'disabled';
}

/**
 * Which way blocks run between the viewer and the member, and whether a complaint hides them from each other: one
 * either of them filed about the other that staff have not dismissed (open, or upheld), which hides both ways at once
 * (decision 037).
 */
export interface Blocks {
  byViewer: boolean;
  ofViewer: boolean;
  reported: boolean;
}

export const NO_BLOCKS: Blocks = { byViewer: false, ofViewer: false, reported: false };

/**
 * A viewer on a site (the one they use) and a member, with the blocks between them and whether they are related: they
 * matched (liked each other) or share a conversation. Absent means unrelated (visitors always are).
 */
export interface Pair {
  siteId: string;
  viewer: Viewer;
  member: MemberFacts;
  blocks: Blocks;
  related?: boolean;
}

/**
 * What the viewer sees of the member: `hidden` answers as for an id that does not exist; `blocked` is a member the
 * viewer blocked (the profile without its contents, to unblock or report; never in a list); `shown` is the rest.
 */
export type View = 'hidden' | 'blocked' | 'shown';

/**
 * Whether a member may be seen by another: not deleted, an active profile, and not invisible unless the two are related
 * (invisible mode hides a member from search and discovery, not from members they matched or share a conversation
 * with). Blocks are viewBetween's, and win over relation.
 */
export const shownToMember = (member: Omit<MemberFacts, 'id' | 'siteId'>, related: boolean): boolean =>
  member.status !== 'deleted' && (!member.invisible || related) && member.profileStatus === 'active';

/**
 * Whether anyone but the member may find them (search, discovery, visitors): shownToMember for no relation, so not
 * invisible (migration 0004 keeps it in `profiles.searchable`).
 */
export const shownToOthers = (member: Omit<MemberFacts, 'id' | 'siteId'>): boolean => shownToMember(member, false);

/**
 * How the viewer sees a member who is shown to others: never oneself, never one who blocked the viewer (SPEC §4: a
 * blocked member cannot see the blocker), never one of a complaint between them (either way, until staff dismiss
 * it), one the viewer blocked as blocked.
 */
export function viewBetween(viewerId: string | undefined, memberId: string, blocks: Blocks): View {
  if (memberId === viewerId || blocks.ofViewer || blocks.reported) return 'hidden';
  return blocks.byViewer ? 'blocked' : 'shown';
}

/** What the viewer sees of the member: only members of the site, shown to the viewer, as the blocks allow. */
export function canView({ siteId, viewer, member, blocks, related = false }: Pair): View {
  if (member.siteId !== siteId || !shownToMember(member, viewer !== undefined && related)) return 'hidden';
  return viewBetween(viewer?.id, member.id, blocks);
}

/** `invisible`: refused because the sender is in invisible mode and the member could not see them (told apart). */
export type Contact = 'deliver' | 'hold' | 'refuse' | 'invisible';

/**
 * What becomes of a message from the viewer to the member: refused unless the viewer is a member who may see them
 * unblocked; refused as `invisible` when the viewer is in invisible mode and the member would not see them back
 * (shownToMember: unrelated, so a stranger would get a message from a profile they cannot open; decision 037);
 * held while the sender's email is not confirmed (SPEC §4: such messages are not received; they are delivered when
 * the sender confirms); else delivered.
 */
export function canContact(pair: Pair): Contact {
  const { viewer, related = false } = pair;
  if (!viewer || viewer.status === 'deleted' || canView(pair) !== 'shown') return 'refuse';
  if (viewer.invisible && !related) return 'invisible';
  return heldUntilConfirmed(viewer) ? 'hold' : 'deliver';
}

/** A photo of a member the viewer may see. */
export type PhotoFacts = Pick<typeof photos.$inferSelect, 'status' | 'visibility'> & { main: boolean };

/**
 * Whether the viewer sees a photo of a member they may see (else it is locked): visitors see the main photo only,
 * members the private ones as their plan allows (SPEC §6).
 */
export function canSeePhoto(viewer: Viewer, photo: PhotoFacts): boolean {
  if (photo.status !== 'active') return false;
  if (!viewer) return photo.main && photo.visibility === 'public';
  return photo.visibility === 'public' || planOf(viewer).privatePhotos;
}

/** What the activity rule reads of a member: whether they show it (users.show_activity), and invisible mode. */
export interface ActivityFacts {
  showActivity: boolean;
  invisible: boolean;
}

/**
 * Whether the viewer may see how recently the member was on the site (online now, today, this week): only a member,
 * and only one who shows their own (reciprocal: who hides it sees nobody's, decision 033), of a member who shows it
 * and is not in invisible mode. Who the viewer may see at all is canView's.
 */
export function canSeeActivity(
  viewer: Pick<ActivityFacts, 'showActivity'> | undefined,
  member: ActivityFacts,
): boolean {
  return viewer !== undefined && viewer.showActivity && member.showActivity && !member.invisible;
}

/** Visitors may search per `logged_out_search`, or `logged_out_search_trafficsource` when they came with a source. */
export function mayVisitorSearch(
  site: Pick<SiteRow, 'loggedOutSearch' | 'loggedOutSearchTrafficsource'>,
  fromTrafficSource: boolean,
): boolean {
  return (fromTrafficSource ? site.loggedOutSearchTrafficsource : site.loggedOutSearch) === 'other';
}
