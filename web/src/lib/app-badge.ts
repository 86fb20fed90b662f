import { useEffect } from 'react';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The installed app's badge (Badging API): the count, cleared at 0; where it cannot be set, nothing (SPEC §8). */
export function setAppBadge(count: number): void {
  const badging = navigator as BadgingNavigator;
  try {
    const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
    void done?.catch(() => {});
  } catch {
    // Badge-setting failures are ignored.
  }
}

/** Keeps the app badge at `count` (unread messages plus new likes) while logged in; clears it on unmount (logout). */
export function useAppBadge(count: number): void {
  useEffect(() => setAppBadge(count), [count]);
  useEffect(() => () => setAppBadge(0), []);
}
