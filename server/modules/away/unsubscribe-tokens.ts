import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { ensureAppKey } from '../../db/app-keys.ts';
import { newSigningKey } from '../../lib/media-signing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token of a member's unsubscribe link (RFC 8058): their id and an HMAC of it under the install's key, so that
 * the link works without a session, for that member only, and cannot be made for anyone else. It does not expire:
 * an old mail's link must still unsubscribe.
 */
export class UnsubscribeTokens {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  async sign(memberId: string): Promise<string> {
    return `${memberId}.${await this.mac(memberId)}`;
  }

  /** The member a token was made for; undefined for anything else. */
  async verify(token: string): Promise<string | undefined> {
    const [memberId = '', mac = '', ...rest] = token.split('.');
    if (rest.length > 0 || !UUID.test(memberId)) return undefined;
    const expected = Buffer.from(await this.mac(memberId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? memberId : undefined;
  }

  private async mac(memberId: string): Promise<string> {
    this.key ??= ensureAppKey(this.db, 'unsubscribe', () => ({ publicKey: '', privateKey: newSigningKey() })).then(
      ({ privateKey }) => Buffer.from(privateKey, 'base64url'),
      (error: unknown) => {
        this.key = undefined;
        throw error;
      },
    );
    return createHmac('sha256', await this.key)
      .update(`unsubscribe:${memberId}`)
      .digest('base64url');
  }
}
