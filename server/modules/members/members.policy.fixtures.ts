import type { Blocks, Contact, MemberFacts, PhotoFacts, View } from './members.policy.ts';

/** The viewer/member pairs members.policy.test.ts runs through the member policy and its SQL twins. */

/** `invisible`: a free member in invisible mode. */
export type ViewerKind = 'free' | 'premium' | 'unconfirmed' | 'deleted' | 'visitor' | 'self' | 'invisible';

/** A viewer/member pair, and the answers every form of the rules must give for it. */
export interface Fixture {
  case: string;
  viewer: ViewerKind;
  member?: Partial<Omit<MemberFacts, 'id' | 'siteId'>> & { otherSite?: boolean; fictional?: boolean; paid?: boolean };
  blocks?: Partial<Omit<Blocks, 'reported'>>;
  /**
   * A complaint between the two (Blocks' `reported` follows from it): open, filed by the viewer or by the member;
   * the viewer's, dismissed by staff; the member's, upheld by staff (a warning).
   */
  complaint?: 'by viewer' | 'by member' | 'dismissed' | 'upheld';
  /** How the viewer and the member are related: they liked each other, or share a conversation; else unrelated. */
  related?: 'match' | 'conversation' | 'one-way like';
  photos?: PhotoFacts[];
  view: View;
  contact: Contact;
  /** Per photo in `photos`: whether the viewer sees it. */
  seen?: boolean[];
}

/** Main, private, another public one, one in review. */
const fourPhotos: PhotoFacts[] = [
  { main: true, status: 'active', visibility: 'public' },
  { main: false, status: 'active', visibility: 'private' },
  { main: false, status: 'active', visibility: 'public' },
  { main: false, status: 'in_review', visibility: 'public' },
];

const pair = (name: string, viewer: ViewerKind, view: View, contact: Contact, more: Partial<Fixture> = {}) => ({
  case: name,
  viewer,
  view,
  contact,
  ...more,
});

export const FIXTURES: Fixture[] = [
  pair('a free member sees a member', 'free', 'shown', 'deliver'),
  pair('a premium member on the other end', 'free', 'shown', 'deliver', { member: { paid: true } }),
  pair('the viewer blocked the member', 'free', 'blocked', 'refuse', { blocks: { byViewer: true } }),
  pair('the member blocked the viewer', 'free', 'hidden', 'refuse', { blocks: { ofViewer: true } }),
  pair('blocked both ways', 'free', 'hidden', 'refuse', { blocks: { byViewer: true, ofViewer: true } }),
  pair('a deleted member', 'free', 'hidden', 'refuse', { member: { status: 'deleted' } }),
  pair('an invisible member', 'premium', 'hidden', 'refuse', { member: { invisible: true } }),
  pair('a disabled profile', 'free', 'hidden', 'refuse', { member: { profileStatus: 'disabled' } }),
  pair('an unconfirmed member, profile active', 'free', 'shown', 'deliver', { member: { status: 'not_confirmed' } }),
  pair('an unconfirmed member just signed up (profile disabled)', 'free', 'hidden', 'refuse', {
    member: { status: 'not_confirmed', profileStatus: 'disabled' },
  }),
  pair('the same member', 'self', 'hidden', 'refuse'),
  pair('a member of another site', 'free', 'hidden', 'refuse', { member: { otherSite: true } }),
  pair('a fictional member', 'free', 'shown', 'deliver', { member: { fictional: true } }),
  pair('an unconfirmed viewer: messages held until confirmed', 'unconfirmed', 'shown', 'hold'),
  pair('a deleted viewer', 'deleted', 'shown', 'refuse'),
  pair('a visitor', 'visitor', 'shown', 'refuse'),
  pair('a visitor, member of another site', 'visitor', 'hidden', 'refuse', { member: { otherSite: true } }),
  pair('a visitor, invisible member', 'visitor', 'hidden', 'refuse', { member: { invisible: true } }),
  pair('an invisible member the viewer matched', 'free', 'shown', 'deliver', {
    member: { invisible: true },
    related: 'match',
  }),
  pair('an invisible member sharing a conversation with the viewer', 'premium', 'shown', 'deliver', {
    member: { invisible: true },
    related: 'conversation',
  }),
  pair('an invisible member the viewer only liked', 'free', 'hidden', 'refuse', {
    member: { invisible: true },
    related: 'one-way like',
  }),
  pair('an invisible member the viewer matched and blocked', 'free', 'blocked', 'refuse', {
    member: { invisible: true },
    related: 'match',
    blocks: { byViewer: true },
  }),
  pair('an invisible member who matched and blocked the viewer', 'free', 'hidden', 'refuse', {
    member: { invisible: true },
    related: 'conversation',
    blocks: { ofViewer: true },
  }),
  pair('a deleted member the viewer matched', 'free', 'hidden', 'refuse', {
    member: { status: 'deleted' },
    related: 'match',
  }),
  pair('a disabled profile sharing a conversation', 'free', 'hidden', 'refuse', {
    member: { profileStatus: 'disabled' },
    related: 'conversation',
  }),
  pair('the viewer reported the member', 'free', 'hidden', 'refuse', { complaint: 'by viewer' }),
  pair('the member reported the viewer', 'premium', 'hidden', 'refuse', { complaint: 'by member' }),
  pair('the viewer’s complaint, dismissed by staff', 'free', 'shown', 'deliver', { complaint: 'dismissed' }),
  pair('the member’s complaint, upheld by staff', 'free', 'hidden', 'refuse', { complaint: 'upheld' }),
  pair('the viewer blocked and reported the member', 'free', 'hidden', 'refuse', {
    blocks: { byViewer: true },
    complaint: 'by viewer',
  }),
  pair('a dismissed complaint beside the viewer’s block', 'free', 'blocked', 'refuse', {
    blocks: { byViewer: true },
    complaint: 'dismissed',
  }),
  pair('a member the viewer matched, then reported', 'free', 'hidden', 'refuse', {
    complaint: 'by viewer',
    related: 'match',
  }),
  pair('an invisible viewer writing to a stranger', 'invisible', 'shown', 'invisible'),
  pair('an invisible viewer writing to a member they only liked', 'invisible', 'shown', 'invisible', {
    related: 'one-way like',
  }),
  pair('an invisible viewer writing to a match', 'invisible', 'shown', 'deliver', { related: 'match' }),
  pair('an invisible viewer writing in a conversation', 'invisible', 'shown', 'deliver', { related: 'conversation' }),
  pair('an invisible viewer writing to an invisible match', 'invisible', 'shown', 'deliver', {
    member: { invisible: true },
    related: 'match',
  }),
  pair('an invisible viewer and a member who blocked them', 'invisible', 'hidden', 'refuse', {
    blocks: { ofViewer: true },
    related: 'conversation',
  }),
  pair('photos to a premium member', 'premium', 'shown', 'deliver', {
    photos: fourPhotos,
    seen: [true, true, true, false],
  }),
  pair('photos to a free member', 'free', 'shown', 'deliver', { photos: fourPhotos, seen: [true, false, true, false] }),
  pair('photos to a visitor', 'visitor', 'shown', 'refuse', { photos: fourPhotos, seen: [true, false, false, false] }),
  pair('a main photo in review, a private one', 'visitor', 'shown', 'refuse', {
    photos: [
      { main: true, status: 'in_review', visibility: 'public' },
      { main: false, status: 'active', visibility: 'private' },
    ],
    seen: [false, false],
  }),
];
