import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { trustsPeer } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('is off by default and with false or 0', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a number of proxy hops or a list of proxy addresses and ranges', () => {
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', 'loopback', '::1'],
    });
  });

  it('refuses true (it would believe any client) and anything that is not an address', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: give the number of proxies/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1, proxy.example' })).toThrow(/"proxy.example" is not an IP/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('trustsPeer', () => {
  it('trusts no peer when off, every peer behind hops, and the listed addresses and ranges only', () => {
    expect(trustsPeer(false)('127.0.0.1')).toBe(false);
    expect(trustsPeer({ hops: 1 })('203.0.113.9')).toBe(true);
    expect(trustsPeer({ hops: 0 })('203.0.113.9')).toBe(false);
    const trusted = trustsPeer({ addresses: ['10.1.0.0/16', 'loopback', '2001:db8::7', 'linklocal'] });
    const peers = ['10.1.2.3', '10.2.0.1', '127.0.0.1', '::ffff:127.0.0.1', '::1', '2001:db8::7', '169.254.1.1'];
    expect(peers.map(trusted)).toEqual([true, false, true, true, true, true, true]);
    expect([trusted('192.168.1.1'), trusted('fd12::1'), trusted(undefined)]).toEqual([false, false, false]);
  });
});
