import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a cookie or a mailed link (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked table gives no usable sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
