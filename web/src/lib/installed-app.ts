import { useBrowserValue } from './browser-value.ts';

const standalone = () => window.matchMedia?.('(display-mode: standalone)');

function onDisplayModeChange(listener: () => void) {
  const query = standalone();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** True when the site runs as an installed app (standalone display), not in a browser tab. */
export const useInstalledApp = (): boolean =>
  useBrowserValue(() => standalone()?.matches ?? false, false, onDisplayModeChange);
