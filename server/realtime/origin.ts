/** What the origin check reads of a site row (its configured base URL, as `https://example.com`). */
interface ConfiguredSite {
  baseUrl: string;
}

const originsBySite = new WeakMap<ConfiguredSite, ReadonlySet<string>>();

/**
 * The origins a site's pages are served from, from its configuration alone (never the request's Host or
 * X-Forwarded-*): its base URL's origin, and each host it answers on with the base URL's scheme and port.
 */
export function siteOrigins(site: ConfiguredSite, hosts: readonly string[]): ReadonlySet<string> {
  const base = new URL(site.baseUrl);
  const port = base.port ? `:${base.port}` : '';
  return new Set([base.origin, ...hosts.map((host) => `${base.protocol}//${host.toLowerCase()}${port}`)]);
}

/** Whether a WebSocket's Origin header names one of the site's own origins; a missing Origin is foreign. */
export function isOwnOrigin(origin: string | undefined, site: ConfiguredSite, hosts: readonly string[]): boolean {
  if (origin === undefined) return false;
  let origins = originsBySite.get(site);
  if (!origins) originsBySite.set(site, (origins = siteOrigins(site, hosts)));
  return origins.has(origin.toLowerCase());
}
