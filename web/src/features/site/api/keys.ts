/** Query keys of the site's public data. */
export const siteKeys = {
  settings: () => ['site', 'settings'] as const,
  companyInfo: () => ['site', 'companyinfo'] as const,
  regions: (language: string) => ['site', 'regions', language] as const,
  interests: (language: string) => ['site', 'interests', language] as const,
};
