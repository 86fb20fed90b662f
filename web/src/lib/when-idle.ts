import { PREFETCH_IDLE_TIMEOUT_MS } from '../../../shared/constants.ts';

/** Runs `task` once the browser is idle, at the latest after PREFETCH_IDLE_TIMEOUT_MS (SPEC §9); returns its cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}

/** Resolves once the browser is idle (as `whenIdle`). */
export const idle = () => new Promise<void>((resolve) => whenIdle(resolve));
