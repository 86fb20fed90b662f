import { describe, expect, it } from 'vitest';
import { ipSubject } from './ip-subject.ts';

describe('ipSubject', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(ipSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(ipSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipSubject('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('makes every address of an IPv6 /64 one subject, however it is written', () => {
    const subject = '2001:db8:0:1::/64';
    for (const ip of [
      '2001:db8:0:1::1',
      '2001:0db8:0000:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:0:1:a:b:c:d',
      '2001:db8::1:0:0:0:5',
      '2001:db8:0:1::203.0.113.7',
      '2001:db8:0:1::1%eth0',
    ]) {
      expect(ipSubject(ip), ip).toBe(subject);
    }
    expect(ipSubject('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(ipSubject('::1')).toBe('0:0:0:0::/64');
    expect(ipSubject('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('returns anything else unchanged', () => {
    expect(ipSubject('not an ip')).toBe('not an ip');
    expect(ipSubject('')).toBe('');
  });
});
