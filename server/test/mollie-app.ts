import type { AppDeps } from '../app.ts';
import { MollieProvider } from '../modules/payments/mollie-provider.ts';
import { type MollieStandIn, startMollieStandIn, withPlainHttpAgent } from './mollie-stand-in.ts';
import { type TestApp, createTestApp } from './test-app.ts';

/** An instance's payment settings: Mollie with `apiKey`, played by the stand-in. */
export const molliePayments = (mollie: MollieStandIn, apiKey: string): AppDeps['payments'] => ({
  testPayments: false,
  mollieApiKey: apiKey,
  mollie: (key) => withPlainHttpAgent(() => new MollieProvider({ apiKey: key, apiEndpoint: mollie.url })),
});

/**
 * A test app whose sites take payments through Mollie, played by a stand-in on loopback (its methods and which of
 * them it cancels as given); `close` ends both.
 */
export async function startMollieTestApp({
  env = {},
  memberCount = 2,
  ...standIn
}: Parameters<typeof startMollieStandIn>[0] & {
  env?: Parameters<typeof createTestApp>[0];
  memberCount?: number;
}): Promise<{ t: TestApp; mollie: MollieStandIn; close: () => Promise<void> }> {
  const mollie = await startMollieStandIn(standIn);
  const t = await createTestApp(env, {
    memberCount,
    payments: molliePayments(mollie, standIn.apiKey),
  });
  return {
    t,
    mollie,
    close: async () => {
      await t.close();
      await mollie.close();
    },
  };
}
