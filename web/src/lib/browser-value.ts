import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;

const unchanging: Subscribe = () => () => undefined;

/** True while the app takes over a screen the server drew: from before its hydration until the hydration's effects. */
let takingOver = false;

/** Hydrates a screen the server drew, its browser values (`useBrowserValue`) the server's until that is done. */
export function takeOver(hydrate: () => void): void {
  takingOver = true;
  hydrate();
}

/** In the app's root component: the take-over ends once the hydrated screen's effects ran (a root's run last). */
export function useTakeOverEnd(): void {
  useEffect(() => {
    takingOver = false;
  }, []);
}

/**
 * A value only the browser knows (its storage, its display mode, its width), read while drawing: `serverValue` while
 * the app takes over a screen the server drew (web/src/first-screen.tsx), which could not know it, and the browser's
 * own after that, set as a transition: React would otherwise draw the component and all under it again in one long
 * task right after hydrating. A component drawn later reads the browser's value at once. `read` must give the same
 * value until `subscribe` calls back.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe: Subscribe = unchanging): T {
  const [settled, setSettled] = useState(() => !takingOver);
  useEffect(() => {
    if (!settled) startTransition(() => setSettled(true));
  }, [settled]);
  return useSyncExternalStore(subscribe, settled ? read : () => serverValue, () => serverValue);
}
