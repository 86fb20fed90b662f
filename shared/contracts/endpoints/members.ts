import { defineEndpoint } from '../endpoint.ts';

/** A page of the member search (SPEC §3), for a visitor too. */
export const searchMembers = defineEndpoint({
  method: 'GET',
  path: '/api/members.php',
  auth: 'optional',
  schemas: ({ members }) => ({ query: members.searchQuery, response: members.searchResponse }),
});

/** Another member's profile, for a visitor too. */
export const getMember = defineEndpoint({
  method: 'GET',
  path: '/api/member.php',
  auth: 'optional',
  schemas: ({ members }) => ({ query: members.memberIdQuery, response: members.memberProfile }),
});

/** Blocks a member: they can no longer see or contact the member (SPEC §4). */
export const blockMember = defineEndpoint({
  method: 'POST',
  path: '/api/block.php',
  auth: 'member',
  schemas: ({ members, auth }) => ({ body: members.memberIdBody, response: auth.okResponse }),
});

/** Takes a block back. */
export const unblockMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/block.php',
  auth: 'member',
  schemas: ({ members, auth }) => ({ body: members.memberIdBody, response: auth.okResponse }),
});

/** The members the member blocked, newest first (to lift a block in /settings). */
export const listBlocks = defineEndpoint({
  method: 'GET',
  path: '/api/blocks.php',
  auth: 'member',
  schemas: ({ members }) => ({ response: members.blocksResponse }),
});

/** The members a lander or the home page shows a visitor (decision 032): public main photos only. */
export const getShowcase = defineEndpoint({
  method: 'GET',
  path: '/api/showcase.php',
  auth: 'none',
  schemas: ({ members }) => ({ query: members.showcaseQuery, response: members.showcaseResponse }),
});

/** A profile landing: the member of the ad as a visitor may see them, and other members. */
export const getMemberLanding = defineEndpoint({
  method: 'GET',
  path: '/api/member-landing.php',
  auth: 'none',
  schemas: ({ members }) => ({ query: members.memberLandingQuery, response: members.memberLandingResponse }),
});

/** Right after signup: members who fit the new member, to like in one tap. */
export const getSignupMatches = defineEndpoint({
  method: 'GET',
  path: '/api/signup-matches.php',
  auth: 'member',
  schemas: ({ members }) => ({ response: members.signupMatchesResponse }),
});

/** Members who fit the member, for their home page: whom they look for, those who would look for them first. */
export const getHomeMembers = defineEndpoint({
  method: 'GET',
  path: '/api/home-members.php',
  auth: 'member',
  schemas: ({ members }) => ({ response: members.homeMembersResponse }),
});

/** The member whose profile landing the member signed up from, while the member may still contact them. */
export const getLandingMember = defineEndpoint({
  method: 'GET',
  path: '/api/landing-member.php',
  auth: 'member',
  schemas: ({ members }) => ({ response: members.landingMemberResponse }),
});
