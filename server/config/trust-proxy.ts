import { isIP } from 'node:net';

/**
 * Which proxies' X-Forwarded-For/-Host/-Proto the app believes: none, the nearest `hops` (every request comes
 * through that many proxies), or proxies at these addresses. Never every hop: the left-most X-Forwarded-For value
 * is whatever the client wrote, and a rotating one would defeat every per-IP limit.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for whole ranges, accepted in the list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: `false`, a number of hops (`1`), or a comma-separated list of proxy addresses and CIDR ranges. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return { hops: Number(trimmed) };
  if (trimmed === 'true') {
    return 'give the number of proxies in front of the app (e.g. 1) or their addresses: true would believe any client';
  }
  const addresses = trimmed.split(',').map((item) => item.trim());
  const bad = addresses.find((item) => !isAddressOrRange(item));
  return bad === undefined
    ? { addresses }
    : `"${bad}" is not an IP address, CIDR range or loopback/linklocal/uniquelocal`;
}

/** Fastify's trustProxy for the setting: a hop count becomes "trust the nearest N addresses" (proxy-addr's rule). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return trust.addresses;
}
