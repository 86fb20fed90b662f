import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realMembers } from '../../test/chat.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import { bundlesFor, checkout, chooseAtTestCheckout, memberFacts } from '../../test/payments.ts';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app.ts';

/** Two instances on one database and one Redis, as behind a load balancer: the member's tab is on the other one. */
const REDIS_URL = process.env.TEST_REDIS_URL!;
let a: TestApp;
let b: FastifyInstance;

beforeAll(async () => {
  a = await createTestApp({ REDIS_URL }, { memberCount: 1 });
  b = await secondInstance(a, { env: { REDIS_URL } });
  await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('a purchase completed on one instance', () => {
  it("shows the new balance at once in the member's tab on the other instance", async () => {
    const member = (await realMembers(a, 1))[0]!;
    const tab = await openLiveSocket(b, { cookie: member.cookie });
    expect(await tab.next()).toEqual({ type: 'hello' });

    const bundleId = (await bundlesFor(a)).bundles[1]!.id;
    const { checkoutUrl } = await checkout(a, member, { bundle_id: bundleId, method: 'creditcard' });
    expect((await chooseAtTestCheckout(a, checkoutUrl, 'completed')).statusCode).toBe(303);

    expect(await tab.next()).toEqual({ type: 'credits.changed', credits: (await memberFacts(a, member.id)).credits });
    tab.socket.close();
  });
});
