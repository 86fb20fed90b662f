import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { ensureAppKey } from '../../db/app-keys.ts';
import { newSigningKey } from '../../lib/media-signing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** A device cookie that checked out: the member it names, and its nonce (which device). */
export interface Device {
  memberId: string;
  nonce: string;
}

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): after a login the browser holds
 * `<member id>.<nonce>.<mac>`, an HMAC-SHA256 over site, member and a random nonce under the install's key (never
 * anything of the password). Password attempts with a valid one for the address are counted for that device only,
 * so that locks others trigger do not keep the member out of their own device.
 */
export class DeviceCookies {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  /** A new device cookie value for the member on the site. */
  async issue(siteId: string, memberId: string): Promise<string> {
    const nonce = randomBytes(16).toString('base64url');
    return `${memberId}.${nonce}.${await this.mac(siteId, memberId, nonce)}`;
  }

  /** The device a cookie value was issued as on this site; undefined for anything else. */
  async verify(siteId: string, value: string | undefined): Promise<Device | undefined> {
    const [memberId = '', nonce = '', mac = '', ...rest] = (value ?? '').split('.');
    if (rest.length > 0 || !UUID.test(memberId) || !NONCE.test(nonce)) return undefined;
    const expected = Buffer.from(await this.mac(siteId, memberId, nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { memberId, nonce } : undefined;
  }

  private async mac(siteId: string, memberId: string, nonce: string): Promise<string> {
    this.key ??= ensureAppKey(this.db, 'device_cookies', () => ({ publicKey: '', privateKey: newSigningKey() })).then(
      ({ privateKey }) => Buffer.from(privateKey, 'base64url'),
      (error: unknown) => {
        this.key = undefined;
        throw error;
      },
    );
    return createHmac('sha256', await this.key)
      .update(`device\n${siteId}\n${memberId}\n${nonce}`)
      .digest('base64url');
  }
}
