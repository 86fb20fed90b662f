import { describe, expect, it } from 'vitest';
import { MediaSigner, newSigningKey } from './media-signing.ts';

const now = new Date('2026-11-22T10:20:00Z');
const signer = new MediaSigner(newSigningKey());
const parse = (url: string) => {
  const [path, query] = url.split('?');
  const params = new URLSearchParams(query);
  return { path: path!, exp: Number(params.get('exp')), sig: params.get('sig')! };
};

describe('MediaSigner', () => {
  it('signs a path that verifies until its whole-hour expiry', () => {
    const { path, exp, sig } = parse(signer.sign('p/thumb.jpg', now));
    expect(new Date(exp * 1000).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(signer.verify(path, exp, sig, now)).toBe(true);
    expect(signer.verify(path, exp, sig, new Date(exp * 1000 - 1))).toBe(true);
    expect(signer.verify(path, exp, sig, new Date(exp * 1000))).toBe(false);
  });

  it('gives the same URL within an hour (cacheable)', () => {
    expect(signer.sign('p/thumb.jpg', now)).toBe(signer.sign('p/thumb.jpg', new Date('2026-11-22T10:59:59Z')));
  });

  it('refuses another path, a changed expiry, a forged signature or another key', () => {
    const { path, exp, sig } = parse(signer.sign('p/thumb.jpg', now));
    expect(signer.verify('p/full.jpg', exp, sig, now)).toBe(false);
    expect(signer.verify(path, exp + 3600, sig, now)).toBe(false);
    expect(signer.verify(path, exp, 'AAAA', now)).toBe(false);
    expect(new MediaSigner(newSigningKey()).verify(path, exp, sig, now)).toBe(false);
  });
});
