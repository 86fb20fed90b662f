import { z } from 'zod';
import { text } from './common.ts';

/** POST /api/user.php?push=1: the browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: text()
    .max(1000)
    .pipe(z.url({ protocol: /^https$/ })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: text().min(1).max(200), auth: text().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushQuery = z.object({ push: text().optional() });
