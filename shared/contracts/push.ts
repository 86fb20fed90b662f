import { z } from 'zod';

/** POST /api/user.php?push=1: the browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushQuery = z.object({ push: z.string().optional() });
