import type { BlocksResponse, MemberCard, MemberProfile, ProfilePhoto } from '../../../shared/contracts/members.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { ProfileNote } from '../../../shared/contracts/profile.ts';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { photoPath } from '../../../shared/photos.ts';
import type { Db } from '../../db/client.ts';
import { authenticationRequired, fieldError, invisibleContact, notFound } from '../../lib/app-error.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import * as repo from './members.repo.ts';
import { findMembers } from './members.repo.ts';
import { cardPhotoPaths, toCard } from './member-card.ts';
import type { MemberHintsService } from './member-hints.ts';
import { townName } from '../../lib/towns.ts';
import {
  type Contact,
  NO_BLOCKS,
  type View,
  type Viewer,
  canContact,
  canSeePhoto,
  canView,
  mayVisitorSearch,
} from './members.policy.ts';

/** How many related profiles a profile view shows. */
const RELATED_COUNT = 8;

type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>['profile'];

/** Profile fields a site may show (`visible_profile_fields`) beyond name, age and place, by their setting name. */
const OPTIONAL_FIELDS: Record<string, (p: ProfileRow) => string | boolean | string[] | null> = {
  gender: (p) => p.gender,
  sexuality: (p) => p.sexuality,
  about: (p) => p.about || null,
  signup_message: (p) => p.signupMessage || null,
  interests: (p) => (p.interests.length ? p.interests : null),
  hair_colour: (p) => p.hairColour,
  eye_colour: (p) => p.eyeColour,
  body_type: (p) => p.bodyType,
  relationship_status: (p) => p.relationshipStatus,
  tattoos: (p) => p.tattoos,
};

/** Other members' profiles, and blocking. */
export class MembersService {
  constructor(
    private readonly db: Db,
    private readonly photos: PhotosService,
    private readonly hints: MemberHintsService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Another member's profile as `viewer` (a member, or a visitor when undefined) may see it (canView): 401 for a
   * visitor where visitors may not search; 404 for a member who is hidden; one the viewer blocked shows as blocked.
   * Photos as canSeePhoto allows: private ones locked unless the viewer is premium; a visitor sees the main one only.
   */
  async profile(site: SiteRow, viewer: User | undefined, memberId: string): Promise<MemberProfile> {
    if (!viewer && !mayVisitorSearch(site, false)) throw authenticationRequired();
    const seen = await this.visibleProfile(site, viewer, memberId);
    if (!seen) throw notFound();
    const { row, view } = seen;
    const blocked = view === 'blocked';
    if (viewer) await repo.markLikeSeen(this.db, memberId, viewer.id);
    const { profile } = row;
    const today = this.clock();
    const shown = new Set(site.visibleProfileFields);
    const fields = Object.fromEntries(
      Object.entries(OPTIONAL_FIELDS).flatMap(([name, read]) => {
        const value = shown.has(name) ? read(profile) : null;
        return value === null || value === undefined ? [] : [[name, value]];
      }),
    );
    const notes = Object.fromEntries(
      site.visibleProfileNotes.flatMap((prompt) => {
        const answer = profile.notes[prompt as ProfileNote];
        return answer ? [[prompt, answer]] : [];
      }),
    );
    const photos = await this.profilePhotos(profile.userId, profile.mainPhotoId, viewer);
    const related = blocked
      ? []
      : await findMembers(
          this.db,
          {
            siteId: site.id,
            viewerId: viewer?.id,
            gender: profile.gender ?? undefined,
            country: profile.country,
            excludeIds: [memberId],
          },
          RELATED_COUNT,
        );
    const hints = await this.hints.of(viewer?.id, blocked ? [] : [memberId, ...related.map((r) => r.id)]);
    return {
      ...hints.get(memberId),
      id: profile.userId,
      name: profile.name,
      age: ageOn(profile.dateOfBirth, today),
      country: profile.country,
      region: shown.has('region') ? profile.region : null,
      city: shown.has('city') && profile.city ? townName(profile.city) : null,
      fictional: row.fictional,
      fields: blocked ? {} : fields,
      notes: blocked ? {} : notes,
      photos: blocked ? [] : photos,
      blocked,
      related: related.map((r) => ({ ...toCard(r, today), ...hints.get(r.id) })),
    };
  }

  private async profilePhotos(memberId: string, mainId: string | null, viewer: User | undefined) {
    const rows = await repo.findActivePhotos(this.db, memberId);
    const ordered = [...rows.filter((p) => p.id === mainId), ...rows.filter((p) => p.id !== mainId)];
    return ordered.map(({ id, status, visibility }): ProfilePhoto => {
      const main = id === mainId;
      const locked = !canSeePhoto(viewer, { main, status, visibility });
      if (locked) return { id, main, locked, thumb: null, profile: null, full: null };
      const path = (size: 'thumb' | 'profile' | 'full') =>
        visibility === 'public' ? photoPath(id, size) : this.photos.signedPath(id, size);
      return { id, main, locked, thumb: path('thumb'), profile: path('profile'), full: path('full') };
    });
  }

  /** The member's profile row and how the viewer sees them (canView); undefined when hidden or not there. */
  private async visibleProfile(site: SiteRow, viewer: User | undefined, memberId: string, db = this.db) {
    const row = await repo.findProfile(db, memberId);
    if (!row) return undefined;
    const blocks = viewer ? await repo.blocksBetween(db, viewer.id, memberId) : NO_BLOCKS;
    // Only an invisible member needs the relation (matched, or a conversation): spare the query otherwise.
    const related = viewer !== undefined && row.member.invisible && (await repo.isRelated(db, viewer.id, memberId));
    const view = canView({ siteId: site.id, viewer, member: row.member, blocks, related });
    return view === 'hidden' ? undefined : { row, view };
  }

  /**
   * 404, exactly as for an id that does not exist, unless `viewer` may see the member (canView; one the viewer
   * blocked stays visible, to unblock or report). Acting on another member (block, report) starts here, so no answer
   * tells whether a hidden member exists. `db` is the transaction the action runs in, if any.
   */
  async assertVisible(site: SiteRow, viewer: User, memberId: string, db = this.db): Promise<void> {
    if (!(await this.visibleProfile(site, viewer, memberId, db))) throw notFound();
  }

  /**
   * 404 unless `viewer` sees the member as shown (canView: not blocked either way, not hidden): what liking and, later,
   * contacting a member start with. `db` is the transaction the action runs in, if any.
   */
  async assertShown(site: SiteRow, viewer: User, memberId: string, db = this.db): Promise<void> {
    if ((await this.visibleProfile(site, viewer, memberId, db))?.view !== 'shown') throw notFound();
  }

  /** The member's card and how `viewer` sees them (canView: shown, or blocked by the viewer); undefined when hidden. */
  async cardFor(
    site: SiteRow,
    viewer: User,
    memberId: string,
  ): Promise<{ view: Exclude<View, 'hidden'>; card: MemberCard } | undefined> {
    const seen = await this.visibleProfile(site, viewer, memberId);
    if (!seen) return undefined;
    const { profile, fictional, cardPhotoId } = seen.row;
    const { userId: id, name, dateOfBirth, country, region, city } = profile;
    const row = { id, name, dateOfBirth, country, region, city, fictional, photoId: cardPhotoId };
    return { view: seen.view, card: toCard(row, this.clock()) };
  }

  /** What becomes of a message from `sender` to the member (canContact, the only place that decides). In `db`, if given. */
  async contactOf(site: Pick<SiteRow, 'id'>, sender: NonNullable<Viewer>, memberId: string, db = this.db) {
    const facts = await repo.findContactFacts(db, sender.id, memberId);
    if (!facts) return 'refuse';
    const { viewerInvisible, ...pair } = facts;
    return canContact({ siteId: site.id, viewer: { ...sender, invisible: viewerInvisible }, ...pair });
  }

  /**
   * contactOf, as a send needs it: delivered, or held while the sender is unconfirmed; 404, as for an id that does
   * not exist, when refused; 403 invisible_contact when the sender is in invisible mode and the member could not see
   * them (the member may see the sender's profile, so this tells nothing new). In `db`, if given.
   */
  async assertContact(
    site: Pick<SiteRow, 'id'>,
    sender: NonNullable<Viewer>,
    memberId: string,
    db = this.db,
  ): Promise<Exclude<Contact, 'refuse' | 'invisible'>> {
    const contact = await this.contactOf(site, sender, memberId, db);
    if (contact === 'refuse') throw notFound();
    if (contact === 'invisible') throw invisibleContact();
    return contact;
  }

  /** Blocks a member: from now on neither sees nor reaches the other, anywhere; in the transaction `db`, if given. */
  async block(site: SiteRow, viewer: User, memberId: string, db = this.db): Promise<void> {
    if (memberId === viewer.id) throw fieldError('id', 'validation.block_self');
    await this.assertVisible(site, viewer, memberId, db);
    await repo.insertBlock(db, viewer.id, memberId);
  }

  /** The members the viewer blocked, newest first, to lift a block (/settings). */
  async blocked(site: SiteRow, viewer: User): Promise<BlocksResponse> {
    const rows = await repo.findBlockedMembers(this.db, site.id, viewer.id);
    return {
      blocked: rows.map((row) => ({
        id: row.id,
        name: row.name,
        photo: cardPhotoPaths(row.photoId),
        blocked_at: row.blockedAt.toISOString(),
      })),
    };
  }

  /** Lifts the viewer's own block of a member; the member need not be visible (deleted since, say). */
  async unblock(viewer: User, memberId: string): Promise<void> {
    await repo.deleteBlock(this.db, viewer.id, memberId);
  }
}
