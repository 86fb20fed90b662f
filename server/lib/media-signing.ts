import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HOUR_MS } from '../../shared/constants.ts';

/** A signed media URL works at least this long; expiries are whole hours so that a URL stays the same (cacheable). */
const LIFETIME_MS = HOUR_MS;

export const newSigningKey = () => randomBytes(32).toString('base64url');

/** Signed, expiring URLs for photo files that are not public (private, in review): HMAC-SHA256 over path and expiry. */
export class MediaSigner {
  private readonly key: Buffer;

  constructor(key: string) {
    this.key = Buffer.from(key, 'base64url');
  }

  private mac(path: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${path}\n${expires}`).digest();
  }

  /** `path?exp=<unix seconds>&sig=<mac>`, valid until the end of the hour after the next. */
  sign(path: string, now: Date): string {
    const expires = (Math.ceil((now.getTime() + LIFETIME_MS) / HOUR_MS) * HOUR_MS) / 1000;
    return `${path}?exp=${expires}&sig=${this.mac(path, expires).toString('base64url')}`;
  }

  verify(path: string, expires: number, signature: string, now: Date): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(path, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
