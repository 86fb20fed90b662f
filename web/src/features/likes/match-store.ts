import { useSyncExternalStore } from 'react';
import type { MemberCard } from '../../../../shared/contracts/members.ts';

/**
 * The member of the open match modal, app-wide: a like that answers `match: true` (profile, search, swipe game) and
 * the realtime `match.created` open it; the layout shows it. Plain functions, so that anything can open it.
 */
let current: MemberCard | null = null;
const listeners = new Set<() => void>();

function set(member: MemberCard | null) {
  current = member;
  for (const listener of listeners) listener();
}

export const openMatch = (member: MemberCard) => set(member);
export const closeMatch = () => set(null);
export const currentMatch = () => current;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member of the open match modal, or null. */
export const useMatch = () => useSyncExternalStore(subscribe, currentMatch, currentMatch);
