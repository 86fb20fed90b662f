import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('gives every spelling of one mailbox one key', () => {
    for (const spelling of [
      'jandevries@gmail.com',
      'Jan.De.Vries@Gmail.com',
      '  jan.de.vries@gmail.com ',
      'jan.devries+dating@gmail.com',
      'j.a.n.d.e.v.r.i.e.s+a+b@googlemail.com',
    ]) {
      expect(addressKey(spelling), spelling).toBe('jandevries@gmail.com');
    }
    expect(addressKey('Sam+spam@Example.NL')).toBe('sam@example.nl');
  });

  it('keeps the dots elsewhere than Gmail, and apart what differs', () => {
    expect(addressKey('jan.de.vries@hotmail.com')).toBe('jan.de.vries@hotmail.com');
    expect(addressKey('jan.de.vries@hotmail.com')).not.toBe(addressKey('jandevries@hotmail.com'));
    expect(addressKey('jan@gmail.com.evil.example')).toBe('jan@gmail.com.evil.example');
    // A leading + is no tag: the address stays as it is.
    expect(addressKey('+tag@example.com')).toBe('+tag@example.com');
  });
});
