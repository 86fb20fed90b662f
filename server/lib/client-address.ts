import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (any spelling: `::`, upper case, an IPv4 tail), as numbers. */
function ipv6Groups(ip: string): number[] {
  // The URL parser writes the canonical form: lower case, `::` for the longest zero run, an IPv4 tail as hex.
  const canonical = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const part = (text: string | undefined) => (text ? text.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Whose count a request from `ip` adds to, for the per-IP limits: an IPv4 address itself; an IPv6 address by its /64
 * (one subscriber's network: a home or a phone gets a /64 and can draw any number of addresses from it); an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.5`, as a dual-stack socket reports IPv4 clients) as the IPv4 address.
 * Anything else (a test's made-up address) as it is.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.split('%', 1)[0]!; // without a zone (`fe80::1%eth0`)
  if (!isIPv6(address)) return ip.toLowerCase();
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Addresses no client has on the internet: a proxy's, a balancer's, a test's (never counted as a client's). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
NOT_PUBLIC.addAddress('::', 'ipv6');
NOT_PUBLIC.addAddress('::1', 'ipv6');
NOT_PUBLIC.addSubnet('fc00::', 7, 'ipv6');
NOT_PUBLIC.addSubnet('fe80::', 10, 'ipv6');

/**
 * The address to keep of a signup (decision 040: accounts per address and per /64 a day): a public IPv4 address, an
 * IPv4-mapped one as IPv4, a public IPv6 address without its zone; null for anything else. A private, loopback or
 * shared (CGNAT) address is a proxy's or a network's, not a person's: counting it would hold every newcomer behind
 * a balancer the proxy settings do not name.
 */
export function storedAddress(ip: string): string | null {
  const key = clientKey(ip);
  const address = isIPv4(key) ? key : ip.split('%', 1)[0]!;
  if (isIPv4(address)) return NOT_PUBLIC.check(address, 'ipv4') ? null : address;
  return isIPv6(address) && !NOT_PUBLIC.check(address, 'ipv6') ? address : null;
}
