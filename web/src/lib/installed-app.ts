import { useEffect } from 'react';
import { useBrowserValue } from './browser-value.ts';
import { SERVICE_WORKER_URL } from './push.ts';

const standalone = () => window.matchMedia?.('(display-mode: standalone)');

function onDisplayModeChange(listener: () => void) {
  const query = standalone();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** True when the site runs as an installed app (standalone display), not in a browser tab. */
export const useInstalledApp = (): boolean =>
  useBrowserValue(() => standalone()?.matches ?? false, false, onDisplayModeChange);

/**
 * In the installed app the service worker runs from the first screen on: it keeps the offline page, shown for a page
 * that cannot load without a network (in a browser tab it starts when the member allows pushes).
 */
export function useInstalledAppWorker(installedApp: boolean): void {
  useEffect(() => {
    if (installedApp && 'serviceWorker' in navigator)
      navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  }, [installedApp]);
}
