import { z } from 'zod';
import { GENDERS, MAX_AGE, MIN_AGE, SEARCH_MAX_PAGE } from '../constants.ts';
import { ACTIVITY_STATUSES, DISTANCE_BANDS, SEARCH_SORTS } from '../discovery.ts';
import { countryCode, text, trackingValue } from './common.ts';
import { BODY_TYPES } from './profile.ts';

const age = z.coerce.number().int().min(MIN_AGE).max(MAX_AGE);

/** GET /api/members.php: the search state of SPEC §3 (gender, country, countryregion, ages), the body type
 * (decision 032) and the page. */
export const searchQuery = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: countryCode.optional(),
    countryregion: text().max(12).optional(),
    min_age: age.optional(),
    max_age: age.optional(),
    body_type: z.enum(BODY_TYPES).optional(),
    /** The order (decision 033): nearest needs the searcher's town (else 400 search_needs_town). */
    sort: z.enum(SEARCH_SORTS).default('newest'),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    network: trackingValue.optional(),
    ref: trackingValue.optional(),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    path: ['max_age'],
    message: 'validation.age_range',
  });
export type SearchQuery = z.infer<typeof searchQuery>;

/** A member as search results, related profiles and lists show them: city level only, never an exact place. */
export const memberCard = z.object({
  id: text(),
  name: text(),
  age: z.number().int(),
  country: text(),
  region: text().nullable(),
  city: text().nullable(),
  /** Paths under /media/ of the main photo's sizes; null without an approved public main photo. */
  photo: z.object({ thumb: text(), profile: text() }).nullable(),
  fictional: z.boolean(),
  /** For a member viewer, where the member policy allows (canSeeActivity): online now, active today, this week. */
  activity: z.enum(ACTIVITY_STATUSES).optional(),
  /** For a member viewer, where both have a town: the coarse distance band between the towns (decision 033). */
  distance: z.enum(DISTANCE_BANDS).optional(),
});
export type MemberCard = z.infer<typeof memberCard>;

export const partnerOffer = z.object({
  id: text(),
  kind: z.enum(['cam', 'resell']),
  title: text(),
  /** The partner's https address. */
  url: text(),
  /** The partner's https image, if any. */
  image: text().nullable(),
});
export type PartnerOffer = z.infer<typeof partnerOffer>;

export const searchResponse = z.object({
  profiles: z.array(memberCard),
  /** Matches in all, at most SEARCH_COUNT_CAP (then "1000+"). */
  numResults: z.number().int(),
  more: z.boolean(),
  /** On a first page with few matches: members who match the wider search (any region, ages ±5). */
  similar: z.array(memberCard),
  /** The site's partner offers (cam and resell cards), only where `member_resell` is on: ads, never results. */
  offers: z.array(partnerOffer),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const memberIdQuery = z.object({ id: z.uuid() });
export const memberIdBody = z.object({ id: z.uuid() });

/** A photo on a profile: its files, or `locked` (private and the viewer is not premium, or a visitor). */
export const profilePhoto = z.object({
  id: text(),
  main: z.boolean(),
  locked: z.boolean(),
  thumb: text().nullable(),
  profile: text().nullable(),
  full: text().nullable(),
});
export type ProfilePhoto = z.infer<typeof profilePhoto>;

/** GET /api/member.php: another member's profile, with the fields the site's visible_profile_fields shows. */
export const memberProfile = memberCard.omit({ photo: true }).extend({
  /** The optional fields: only those the site shows, and only when filled in. */
  fields: z.record(text(), z.union([text(), z.boolean(), z.array(text())])),
  /** Answers to the note prompts the site shows (`visible_profile_notes`), by prompt. */
  notes: z.record(text(), text()),
  photos: z.array(profilePhoto),
  /** The viewer has blocked this member (the profile then only offers to unblock). */
  blocked: z.boolean(),
  related: z.array(memberCard),
});
export type MemberProfile = z.infer<typeof memberProfile>;

/** GET /api/showcase.php: the slug of a lander's path (a town, a region or a theme), if any. */
export const showcaseQuery = z.object({
  slug: text()
    .max(80)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});

/** A partner's offer (SPEC §2's cam-profile cards): a card that leads off the site, never a member. */

/** A town of the gazetteer near the lander's place, with how many members it has: town centres only. */
export const showcaseTown = z.object({
  name: text(),
  slug: text(),
  members: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ShowcaseTown = z.infer<typeof showcaseTown>;

export const showcaseResponse = z.object({
  /** What the slug named; null for no slug or one that names nothing (the lander then shows the whole site). */
  place: z.object({ kind: z.enum(['town', 'region', 'theme']), name: text(), slug: text() }).nullable(),
  /** Members with an active public main photo, the niche's first (shared/niches.ts); fictional ones marked. */
  profiles: z.array(memberCard.extend({ photo: z.object({ thumb: text(), profile: text() }) })),
  /** Towns around the place (or the site's country's largest), for the map lander. */
  towns: z.array(showcaseTown),
  /** The site's partner offers, only where `member_resell` is on. */
  offers: z.array(partnerOffer),
});
export type ShowcaseResponse = z.infer<typeof showcaseResponse>;

/** GET /api/member-landing.php: the member a profile landing shows, and the landing's slug (a town, region or theme). */
export const memberLandingQuery = z.object({ id: z.uuid() }).extend(showcaseQuery.shape);

/** A showcase member: an approved public main photo always. */
const showcaseMember = memberCard.extend({ photo: z.object({ thumb: text(), profile: text() }) });

export const memberLandingResponse = z.object({
  /**
   * The member of the ad, as a visitor may see them (canView, an approved public main photo); null when not (hidden,
   * deleted, invisible, disabled, another site's, no such photo): the landing then shows the others only.
   */
  member: showcaseMember.extend({ about: text().nullable() }).nullable(),
  /** What the slug named, as the showcase says. */
  place: showcaseResponse.shape.place,
  /** Other members of the showcase, the member of the ad not among them. */
  others: z.array(showcaseMember),
});
export type MemberLandingResponse = z.infer<typeof memberLandingResponse>;

/** GET /api/signup-matches.php: members who fit the new member, to like in one tap. */
export const signupMatchesResponse = z.object({ profiles: z.array(showcaseMember) });
export type SignupMatchesResponse = z.infer<typeof signupMatchesResponse>;

/** GET /api/home-members.php: members who fit the member, for their home page; search cards. */
export const homeMembersResponse = z.object({ profiles: z.array(memberCard) });
export type HomeMembersResponse = z.infer<typeof homeMembersResponse>;

/** GET /api/landing-member.php: the member whose profile landing the member signed up from, while still reachable. */
export const landingMemberResponse = z.object({ member: memberCard.nullable() });
export type LandingMemberResponse = z.infer<typeof landingMemberResponse>;

/** Members a member's list of blocks holds at most, newest block first. */
export const BLOCKS_LIST_LIMIT = 500;

/** A member the member blocked: the photo only while the other has not blocked them back (they may not see it then). */
export const blockedMember = memberCard.pick({ id: true, name: true, photo: true }).extend({ blocked_at: text() });
export type BlockedMember = z.infer<typeof blockedMember>;

/** GET /api/blocks.php: the members the member blocked, newest block first, to lift a block in /settings. */
export const blocksResponse = z.object({ blocked: z.array(blockedMember) });
export type BlocksResponse = z.infer<typeof blocksResponse>;
