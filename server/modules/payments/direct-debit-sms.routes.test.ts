import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitRequests, usageCounters } from '../../db/schema/index.ts';
import { BirdSmsSender } from '../../lib/bird-sms.ts';
import type { SmsSender } from '../../lib/sms.ts';
import { TwilioSmsSender } from '../../lib/twilio-sms.ts';
import type { ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { bundlesFor, directDebitForm } from '../../test/payments.ts';
import { type SmsStandIn, startSmsStandIn } from '../../test/sms-stand-in.ts';
import { createTestApp } from '../../test/test-app.ts';

const FROM = '+3197010000001';
/** The sender's timeout in these tests: short, so that the hung gateway's test is quick. */
const TIMEOUT_MS = 1_500;
const newIp = addresses(184);
let seq = 0;

const form = (bundleId: string, phone: string) => directDebitForm(bundleId, { phone });

/** One app of the file: its member maker, requests as that member, and the bundle to buy. */
async function appWith(options: Parameters<typeof createTestApp>[1]) {
  const t = await createTestApp({}, { memberCount: 1, ...options });
  const bundleId = (await bundlesFor(t)).bundles[0]!.id;
  const newMember = () => signupMember(t.app, newIp(), `sms${++seq}@example.com`);
  const post = (member: ChatMember, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...CLIENT_HEADERS, cookie: member.cookie },
      payload,
      remoteAddress: newIp(),
    });
  const methods = (member: ChatMember) =>
    t.app.inject({
      method: 'GET',
      url: `/api/paymentmethods.php?bundle_id=${bundleId}`,
      headers: { ...CLIENT_HEADERS, cookie: member.cookie },
      remoteAddress: newIp(),
    });
  const askCode = (member: ChatMember, phone: string) =>
    post(member, '/api/directdebit-code.php', form(bundleId, phone));
  return { t, bundleId, newMember, post, methods, askCode };
}

/** The senders under test, made for the stand-in; `wrongCredentials` spoils their credentials. */
const PROVIDERS = [
  {
    name: 'Twilio',
    from: FROM,
    sender: ({ twilio, url }: SmsStandIn, wrongCredentials = false) =>
      new TwilioSmsSender({
        accountSid: twilio.accountSid,
        authToken: wrongCredentials ? 'not-the-token-0123456789' : twilio.authToken,
        from: FROM,
        baseUrl: url,
        timeoutMs: TIMEOUT_MS,
      }),
    refusal: 'Twilio refused the SMS: HTTP 401, Twilio error 20003',
  },
  {
    name: 'Bird',
    from: 'Dating',
    sender: ({ bird, url }: SmsStandIn, wrongCredentials = false) =>
      new BirdSmsSender({
        accessKey: wrongCredentials ? 'not-the-key' : bird.accessKey,
        originator: 'Dating',
        baseUrl: url,
        timeoutMs: TIMEOUT_MS,
      }),
    refusal: 'Bird refused the SMS: HTTP 401, Bird error 2',
  },
] as const;

describe('direct debit with an SMS provider', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  let gateway: SmsStandIn;
  /** The app's sender, switched per provider so that one app serves both. */
  let current: SmsSender;
  beforeAll(async () => {
    gateway = await startSmsStandIn();
    app = await appWith({ sms: { send: (to, text) => current.send(to, text) } });
  });
  afterAll(async () => {
    await app.t.close();
    await gateway.close();
  });

  const requestsOf = (member: ChatMember) =>
    app.t.database.db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, member.id));
  const codesTaken = async (phone: string) =>
    (await app.t.database.db.select().from(usageCounters).where(eq(usageCounters.subject, phone)))[0]?.used ?? 0;

  describe.each(PROVIDERS)('through $name', (provider) => {
    beforeAll(() => {
      current = provider.sender(gateway);
    });
    /** A phone of its own per provider and test, so that the phones' daily counts stay apart. */
    const phone = (n: number) => `+316${provider.name === 'Twilio' ? 1 : 2}${n}000000`;

    it('texts the code to the phone in E.164 from the configured sender, with the right credentials, and the code pays', async () => {
      const member = await app.newMember();
      const res = await app.askCode(member, `06-${phone(1).slice(4, 6)} ${phone(1).slice(6)}`);
      expect(res.statusCode, res.body).toBe(200);
      const sent = gateway.messages.at(-1)!;
      expect(sent).toMatchObject({ provider: provider.name.toLowerCase(), to: phone(1), from: provider.from });
      expect(sent.body).toMatch(/^Je code voor automatische incasso bij .+: \d{6}$/);
      const otp = /(\d{6})$/.exec(sent.body)![1]!;
      const paid = await app.post(member, '/api/directdebit.php', { request_id: res.json().request_id, otp });
      expect(paid.statusCode, paid.body).toBe(200);
    });

    it('is refused by the gateway with wrong credentials, naming its status and error code', async () => {
      const before = gateway.messages.length;
      await expect(provider.sender(gateway, true).send(phone(2), 'hello')).rejects.toThrow(provider.refusal);
      expect(gateway.messages).toHaveLength(before);
    });

    it.each(['refuse', 'unavailable'] as const)(
      'answers sms_unavailable when the gateway says %s, keeps nothing, and asking again works',
      async (outage) => {
        const member = await app.newMember();
        const number = phone(outage === 'refuse' ? 3 : 4);
        gateway.outage = outage;
        try {
          // More failures than the phone's five codes a day: each failed one was given back.
          for (let i = 0; i < 6; i++) {
            const res = await app.askCode(member, number);
            expect(res.statusCode, res.body).toBe(503);
            expect(res.json()).toMatchObject({
              code: 'sms_unavailable',
              message:
                'De sms met je code kon niet worden verstuurd. Controleer je telefoonnummer of probeer het over een paar minuten opnieuw.',
            });
          }
        } finally {
          gateway.outage = null;
        }
        expect(await requestsOf(member)).toEqual([]);
        expect(await codesTaken(number)).toBe(0);
        const again = await app.askCode(member, number);
        expect(again.statusCode, again.body).toBe(200);
        expect(gateway.messages.at(-1)!.to).toBe(number);
        expect(await requestsOf(member)).toHaveLength(1);
        expect(await codesTaken(number)).toBe(1);
      },
    );

    it('answers within the timeout when the gateway hangs, keeping nothing', async () => {
      const member = await app.newMember();
      gateway.outage = 'hang';
      const started = performance.now();
      try {
        const res = await app.askCode(member, phone(5));
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json().code).toBe('sms_unavailable');
      } finally {
        gateway.outage = null;
      }
      // The sender gives up after TIMEOUT_MS; the margin is for a loaded machine.
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 5_000);
      expect(await requestsOf(member)).toEqual([]);
    });
  });
});

describe('direct debit without an SMS sender (production without TWILIO_*)', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({ sms: null });
  });
  afterAll(() => app.t.close());

  it('is not offered at the checkout, which says why', async () => {
    const res = await app.methods(await app.newMember());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().methods).not.toContain('sdd');
    expect(res.json().methods).toContain('ideal');
    expect(res.json().unavailable).toBe('direct_debit');
  });

  it('is refused on both direct-debit routes with a clear error', async () => {
    const member = await app.newMember();
    const code = await app.askCode(member, '06-12 34 56 78');
    const confirm = await app.post(member, '/api/directdebit.php', {
      request_id: '00000000-0000-4000-8000-000000000000',
      otp: '123456',
    });
    for (const res of [code, confirm]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'direct_debit_unavailable',
        message: 'Automatische incasso is op deze site niet beschikbaar. Kies een andere betaalmethode.',
      });
    }
  });
});

describe('a site without a payment provider (no Mollie key, no test payments)', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({ payments: { testPayments: false } });
  });
  afterAll(() => app.t.close());

  it('tells the checkout that payments are unavailable, and still refuses a payment with payment_unavailable', async () => {
    const member = await app.newMember();
    const res = await app.methods(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ methods: [], unavailable: 'payments' });
    const pay = await app.post(member, '/api/payment.php', { bundle_id: app.bundleId, method: 'ideal' });
    expect(pay.statusCode).toBe(503);
    expect(pay.json().code).toBe('payment_unavailable');
  });

  it('names the site for the boot warning', () => {
    const { paymentProviders, sites } = app.t.app.services;
    expect(paymentProviders.withoutProvider(sites.all())).toEqual(sites.all().map((site) => site.domain));
    expect(sites.all().length).toBeGreaterThan(0);
  });
});
