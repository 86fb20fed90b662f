import { useEffect } from 'react';
import { type CodePart, SCREEN_CHUNKS_FILE } from '../../../shared/screen-chunks.ts';
import { whenIdle } from '../lib/when-idle.ts';

/** The Performance mark set when prefetching starts. */
const PREFETCH_MARK = 'prefetch-start';

/** The screens (route names) and code parts a visitor and a member are likely to need next. */
const LIKELY_NEXT: Record<'visitor' | 'member', readonly (string | CodePart)[]> = {
  visitor: ['login', 'signup', 'members', 'members-id', 'search-filters', 'modal', 'signup-form'],
  member: ['members', 'members-id', 'likes', 'chats', 'credits', 'notifications', 'search-filters', 'modal'],
};

/** Files already handed to the browser to prefetch. */
const prefetched = new Set<string>();

/** The build's list of files per screen and code part, asked once per page (none on the Vite dev server). */
let fileLists: Promise<Record<string, string[]>> | undefined;

async function readFileLists(): Promise<Record<string, string[]>> {
  const response = await fetch(`/${SCREEN_CHUNKS_FILE}`, { priority: 'low' });
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return {};
  return (await response.json()) as Record<string, string[]>;
}

/**
 * Has the browser fetch the files of `names` (listed in the build's SCREEN_CHUNKS_FILE) into its cache as prefetch
 * links: at its lowest priority, so that they never compete with what the screen on show still loads (its texts, its
 * photos). Opening one of them later finds its code in the cache.
 */
async function prefetchFiles(names: readonly string[]): Promise<void> {
  // A failed read is tried again at the next prefetch.
  const files = await (fileLists ??= readFileLists().catch((error: unknown) => {
    fileLists = undefined;
    throw error;
  }));
  // Code the page on show loaded already (a chunk it shares with the next screen) is in the cache: not fetched twice.
  const loaded = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const file of names.flatMap((name) => files[name] ?? [])) {
    if (prefetched.has(file) || loaded.has(file)) continue;
    prefetched.add(file);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href: file }));
  }
}

/** Once the member is known and the browser idle, prefetches the code of the screens likely opened next. */
export function usePrefetchOnIdle(loggedIn: boolean | undefined): void {
  useEffect(() => {
    if (loggedIn === undefined) return;
    return whenIdle(() => {
      // Marks where the first screen's loads end (the end-to-end budget test reads it).
      performance.mark(PREFETCH_MARK);
      // A prefetch that fails costs nothing: the screen loads (or reports) when it is opened.
      prefetchFiles(LIKELY_NEXT[loggedIn ? 'member' : 'visitor']).catch(() => undefined);
    });
  }, [loggedIn]);
}
