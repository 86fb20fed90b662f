import { BlockList, isIP } from 'node:net';

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

/** proxy-addr's ranges by name, as Fastify reads them in the list. */
const RANGES: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.1', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

/**
 * Whether the peer of a connection is a proxy the setting trusts (what Fastify asks of the nearest hop), for what a
 * proxy alone may say, such as the request's id.
 */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if ('hops' in trust) return () => trust.hops > 0;
  const list = new BlockList();
  for (const item of trust.addresses) {
    const [address = '', prefix] = item.split('/');
    const rules: [string, number | undefined][] = RANGES[item] ?? [
      [address, prefix === undefined ? undefined : Number(prefix)],
    ];
    for (const [start, bits] of rules) {
      const family = isIP(start) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(start, family);
      else list.addSubnet(start, bits, family);
    }
  }
  return (address) => address !== undefined && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
