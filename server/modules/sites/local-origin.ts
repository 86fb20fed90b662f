import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';
import { loadAllSites } from './sites.repo.ts';
import { type SitesService, normaliseHost } from './sites.service.ts';

/** Addresses to listen on that the name `localhost` reaches (or every address, which includes them). */
const LOCALHOST_ADDRESSES = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * The origin this server is reached at on this machine when listening on `host` and `port`, as the startup console
 * prints it and the demo site's links name it: `http://localhost:3000` on a loopback or every-address HOST (README's
 * address), else the address itself.
 */
export function localOrigin(host: string, port: number): string {
  const name = LOCALHOST_ADDRESSES.has(host.toLowerCase()) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** A host name of this machine's loopback (`localhost`, 127.0.0.0/8, `[::1]`): a link to it lands on this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** A base URL as a URL: http on a loopback host, else undefined (a public site, a TLS proxy's, an unreadable one). */
function loopbackBase(baseUrl: string): URL | undefined {
  const base = parseUrl(baseUrl);
  return base?.protocol === 'http:' && isLoopbackHostname(base.hostname) ? base : undefined;
}

/**
 * The base URL a site on this machine's loopback has when this server serves at `origin` (localOrigin): that origin
 * when the site answers on its host, else the site's own loopback host on the origin's port. Undefined when the
 * base URL stays: not http on a loopback host (every public site), or already right.
 */
export function localBaseUrl(baseUrl: string, hosts: readonly string[], origin: string): string | undefined {
  const base = loopbackBase(baseUrl);
  if (!base) return undefined;
  const local = new URL(origin);
  const answersThere = hosts.some((host) => normaliseHost(host) === local.hostname);
  const path = base.pathname.replace(/\/+$/, '');
  const moved = answersThere ? `${local.origin}${path}` : `http://${base.hostname}:${local.port || '80'}${path}`;
  return moved === baseUrl ? undefined : moved;
}

/**
 * Points the sites on this machine's loopback (the demo's) at the origin this server serves at, so that every link
 * it builds from a base URL (mails, payment returns and webhooks, share tags) lands on it, whatever port it was
 * seeded or last started with. A site changed here is read again by every instance (site-changes.ts).
 */
export async function pointLocalSitesAt(db: Db, origin: string): Promise<void> {
  for (const { site, hosts } of await loadAllSites(db)) {
    const baseUrl = localBaseUrl(site.baseUrl, hosts, origin);
    if (baseUrl) await db.update(sites).set({ baseUrl }).where(eq(sites.id, site.id));
  }
}

/**
 * Where a page request belongs instead, if anywhere: a page asked on another loopback name of a loopback site (the
 * demo's `127.0.0.1:3000` and `[::1]:3000` for `localhost:3000`) goes to the same path and query on the site's base
 * URL, where its cookies are. Only the site's configured origin is ever named, never the request's Host; a host off
 * loopback, another port or a site not on loopback is answered where it is.
 */
export function canonicalPageUrl(sitesService: SitesService) {
  return (request: FastifyRequest): string | undefined => {
    const { host } = request.headers;
    if (!request.url.startsWith('/') || request.url.startsWith('//')) return undefined;
    const record = sitesService.find(host);
    const base = record && loopbackBase(record.site.baseUrl);
    const asked = base && parseUrl(`http://${host}`);
    if (!base || !asked || !isLoopbackHostname(asked.hostname) || asked.hostname === base.hostname) return undefined;
    return asked.port === base.port ? `${base.origin}${request.url}` : undefined;
  };
}
