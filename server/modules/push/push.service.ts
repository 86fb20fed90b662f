import type { PushSubscriptionBody } from '../../../shared/contracts/push.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import * as repo from './push.repo.ts';

/**
 * The browsers' push services. A subscription must point at one of them: the server will later send requests to the
 * endpoint, so an endpoint of the member's choosing would let anyone make it call internal addresses (SSRF).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

export const isPushServiceEndpoint = (endpoint: string) => {
  const { hostname } = new URL(endpoint);
  return PUSH_SERVICE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
};

/** Members' push subscriptions. */
export class PushService {
  constructor(private readonly db: Db) {}

  async saveSubscription(memberId: string, subscription: PushSubscriptionBody): Promise<void> {
    if (!isPushServiceEndpoint(subscription.endpoint)) throw fieldError('endpoint', 'validation.push_endpoint');
    await repo.upsertSubscription(this.db, memberId, subscription.endpoint, subscription.keys);
  }
}
