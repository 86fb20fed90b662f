/**
 * An absolute link on a site: its configured base URL (scheme, host, port) and a path. The only way the server
 * makes absolute URLs (mails, share heads, push, payment redirects): never from a request's Host or X-Forwarded-*.
 */
export function siteUrl(site: { baseUrl: string }, pathAndQuery: string): string {
  return `${site.baseUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}
