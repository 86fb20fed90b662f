import { CHUNK_RELOAD_GUARD_MS } from '../../../shared/constants.ts';

const STORAGE_KEY = 'chunk_reload_at';
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * After a deploy, old chunks vanish: reload once to fetch the new build, at most once per CHUNK_RELOAD_GUARD_MS
 * so that a really broken chunk cannot loop. Returns whether it reloaded.
 */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
