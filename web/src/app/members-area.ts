/** The routes of the members area (SPEC §2), where the time-bonus popup and banner appear. */
const MEMBERS_AREA = new Set(['members', 'members-id', 'chats', 'chats-id', 'likes', 'likes-m-id', 'premium']);

export const inMembersArea = (routeName: string | undefined) => routeName !== undefined && MEMBERS_AREA.has(routeName);
