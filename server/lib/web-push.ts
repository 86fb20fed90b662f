import { createHash } from 'node:crypto';
import webpush from 'web-push';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** VAPID keys (base64url: the public key as an uncompressed P-256 point, the private key's scalar). */
  vapid: { publicKey: string; privateKey: string };
  /** Who the push services may contact about these pushes (`mailto:` or `https:`). */
  subject: string;
  /** A later push with the same topic replaces this one while it waits at the push service (collapsing). */
  topic: string;
  /** How long the push service keeps it for a browser that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** How long a push service may take to take a push; past it the job tries again later. */
const PUSH_TIMEOUT_MS = 10_000;

/** A push service topic is at most 32 characters of the URL-safe base64 alphabet: a digest of ours. */
const topicHeader = (topic: string) => createHash('sha256').update(topic).digest('base64url').slice(0, 32);

/**
 * Sends one Web Push message (RFC 8030, encrypted for the subscription with aes128gcm, RFC 8291, and signed with
 * VAPID, RFC 8292). Resolves 'gone' when the push service says the subscription no longer exists (404, 410): the
 * caller forgets it. Any other refusal, or no answer in time, rejects, so the job tries again.
 */
export async function sendPush(target: PushTarget, payload: unknown, options: PushOptions): Promise<'sent' | 'gone'> {
  const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
    vapidDetails: { subject: options.subject, ...options.vapid },
    TTL: options.ttlSeconds,
    topic: topicHeader(options.topic),
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
  return 'sent';
}
