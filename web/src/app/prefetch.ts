import { useEffect } from 'react';
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../../shared/constants.ts';
import { preloadModal } from '../components/modal.tsx';
import { loadSearchFilters } from '../features/members/load-search-filters.ts';
import { loadSignupForm } from './layouts/signup-modal.tsx';
import { SCREENS } from './screens.ts';

/** The Performance mark set when prefetching starts. */
const PREFETCH_MARK = 'prefetch-start';

/** The screens a visitor and a member are likely to open next. */
const LIKELY_NEXT = {
  visitor: ['login', 'signup', 'members', 'members-id'],
  member: ['members', 'members-id', 'likes', 'chats', 'credits', 'notifications'],
} as const;

/**
 * What a visitor or member is likely to need next: those screens' code with the search form, and the modal with (for
 * a visitor) its signup form.
 */
export function likelyNextLoads(loggedIn: boolean): (() => Promise<unknown>)[] {
  const screens = LIKELY_NEXT[loggedIn ? 'member' : 'visitor'].map((name) => SCREENS[name]!);
  return [...screens, loadSearchFilters, preloadModal, ...(loggedIn ? [] : [loadSignupForm])];
}

/** Runs `task` once the browser is idle, at the latest after PREFETCH_IDLE_TIMEOUT_MS (SPEC §9); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}

/** Once the member is known and the browser idle, fetches the code of the screens likely opened next. */
export function usePrefetchOnIdle(loggedIn: boolean | undefined): void {
  useEffect(() => {
    if (loggedIn === undefined) return;
    return whenIdle(() => {
      // Marks where the first screen's loads end (the end-to-end budget test reads it).
      performance.mark(PREFETCH_MARK);
      // A prefetch that fails costs nothing: the screen loads (or reports) when it is opened.
      for (const load of likelyNextLoads(loggedIn)) load().catch(() => undefined);
    });
  }, [loggedIn]);
}
