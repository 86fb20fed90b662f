/** Query keys of the site's public data (its settings are the app's: lib/site-settings.ts). */
export const siteKeys = {
  companyInfo: () => ['site', 'companyinfo'] as const,
  regions: (language: string) => ['site', 'regions', language] as const,
  interests: (language: string) => ['site', 'interests', language] as const,
};
