/** Query keys of the site's public data. */
export const siteKeys = {
  settings: () => ['site', 'settings'] as const,
  companyInfo: () => ['site', 'companyinfo'] as const,
};
