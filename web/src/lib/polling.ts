import { useEffect, useRef } from 'react';
import { POLLING_INTERVAL_MS, POLLING_INTERVAL_PUSH_MS, POLLING_START_DELAY_MS } from '../../../shared/constants.ts';

/** How often to poll (SPEC §4): every 60 s, every 300 s while pushes reach this browser. */
export const pollingInterval = (pushSubscribed: boolean) =>
  pushSubscribed ? POLLING_INTERVAL_PUSH_MS : POLLING_INTERVAL_MS;

/**
 * Calls `poll` POLLING_START_DELAY_MS after mount (or after `enabled` turns on), then every `intervalMs`; nothing
 * while `enabled` is off (logged out). The latest `poll` is called, so that it need not be stable.
 */
export function usePolling(enabled: boolean, intervalMs: number, poll: () => void): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!enabled) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      latest.current();
      interval = setInterval(() => latest.current(), intervalMs);
    }, POLLING_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [enabled, intervalMs]);
}
