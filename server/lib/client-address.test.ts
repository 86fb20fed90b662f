import { describe, expect, it } from 'vitest';
import { clientKey, storedAddress } from './client-address.ts';

describe('clientKey', () => {
  it('keys an IPv4 address on itself', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('203.0.113.6')).not.toBe(clientKey('203.0.113.5'));
  });

  it('keys an IPv6 address on its /64, however it is written', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2:ffff::9',
      '2001:DB8:1:2:FFFF:0:0:9',
      '2001:0db8:0001:0002::abcd',
      '2001:db8:1:2::1%eth0',
    ])
      expect(clientKey(same)).toBe(key);
    for (const other of ['2001:db8:1:3::1', '2001:db8:1::1', '2001:db9:1:2::1', '::1'])
      expect(clientKey(other)).not.toBe(key);
  });

  it('keys an IPv4-mapped IPv6 address on the IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::FFFF:cb00:7105')).toBe('203.0.113.5');
    expect(clientKey('0:0:0:0:0:ffff:203.0.113.5')).toBe('203.0.113.5');
    // Not mapped: the IPv4-compatible form and a NAT64 prefix are IPv6 networks of their own.
    expect(clientKey('::203.0.113.5')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::203.0.113.5')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything else as it is', () => {
    expect(clientKey('not-an-address')).toBe('not-an-address');
  });
});

describe('storedAddress', () => {
  it('keeps a public IPv4 address, an IPv4-mapped one as IPv4, and a public IPv6 address without its zone', () => {
    expect(storedAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(storedAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(storedAddress('2001:db8::1%eth0')).toBe('2001:db8::1');
  });

  it('keeps nothing of a proxy’s, a private network’s or a loopback address, nor of what is no address', () => {
    for (const ip of ['10.1.2.3', '172.20.0.1', '192.168.1.1', '127.0.0.1', '100.64.0.9', '169.254.1.1']) {
      expect(storedAddress(ip)).toBeNull();
    }
    for (const ip of ['::1', 'fd12:3456::1', 'fe80::1%eth0', '::ffff:10.0.0.1']) expect(storedAddress(ip)).toBeNull();
    expect(storedAddress('not-an-address')).toBeNull();
    expect(storedAddress('')).toBeNull();
  });
});
