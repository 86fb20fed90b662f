import { useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;

const unchanging: Subscribe = () => () => undefined;

/**
 * A value only the browser knows (its storage, its display mode, its width), read while drawing: `serverValue` while
 * the app takes over a screen the server drew (web/src/first-screen.tsx), which could not know it, and the browser's
 * own from the next render on. `read` must give the same value until `subscribe` calls back.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe: Subscribe = unchanging): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
