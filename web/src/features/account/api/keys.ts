/** Query keys of the member's account (the member themself is the app's: lib/current-user.ts). */
export const accountKeys = {
  settings: () => ['account', 'settings'] as const,
  dataExport: () => ['account', 'data-export'] as const,
};
