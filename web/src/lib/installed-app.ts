/** True when the site runs as an installed app (standalone display), not in a browser tab. */
export function isInstalledApp(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}
