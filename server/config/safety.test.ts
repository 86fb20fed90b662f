import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { isLocalClient, isLoopbackAddress, isLoopbackHost, judgeSafety, refusalMessage, unsafeLine } from './safety.ts';

const judge = (variables: Record<string, string | undefined>) => judgeSafety(loadEnv(variables));
const SMTP_URL = 'smtp://mail.example.com:587';

describe('loopback', () => {
  it('knows loopback addresses in every spelling, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.255.3.4', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['203.0.113.5', '10.0.0.1', '128.0.0.1', '::', '::2', '::ffff:10.0.0.1', 'fe80::1', '']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
    expect(isLoopbackAddress(undefined)).toBe(false);
  });

  it('knows loopback HOSTs: localhost, 127/8, ::1, bracketed or not', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '[::]', '192.168.1.10', 'example.com', 'localhost.example.com']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('takes a client for local only by its socket, without a proxy and without forwarding headers', () => {
    expect(isLocalClient('127.0.0.1', {}, false)).toBe(true);
    expect(isLocalClient('::1', { host: 'example.com' }, false)).toBe(true);
    expect(isLocalClient('203.0.113.5', {}, false)).toBe(false);
    expect(isLocalClient(undefined, {}, false)).toBe(false);
    expect(isLocalClient('127.0.0.1', {}, { hops: 1 })).toBe(false);
    expect(isLocalClient('127.0.0.1', {}, { addresses: ['loopback'] })).toBe(false);
    for (const header of [
      'forwarded',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-real-ip',
      'via',
    ]) {
      expect(isLocalClient('127.0.0.1', { [header]: '127.0.0.1' }, false), header).toBe(false);
    }
  });
});

describe('the safety settings', () => {
  it('with nothing set (NODE_ENV development, HOST 127.0.0.1): dev mail and the demo, no test payments', () => {
    const safety = judge({});
    expect(safety).toMatchObject({ devMail: true, testPayments: false, seedDemo: true, refusals: [], notes: [] });
    expect(unsafeLine(safety)).toBe(
      'unsafe settings in force: development mail at /dev/mail (no SMTP_URL), demo data with a published login (SEED_DEMO)',
    );
  });

  it('test payments only when TEST_PAYMENTS=true, in any NODE_ENV', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(judge({ NODE_ENV, SMTP_URL }).testPayments, NODE_ENV).toBe(false);
      expect(judge({ NODE_ENV, SMTP_URL, TEST_PAYMENTS: 'false' }).testPayments, NODE_ENV).toBe(false);
      expect(judge({ NODE_ENV, SMTP_URL, TEST_PAYMENTS: 'true' }).testPayments, NODE_ENV).toBe(true);
    }
    expect(() => judge({ TEST_PAYMENTS: 'yes' })).toThrow(/TEST_PAYMENTS/);
  });

  it('says when `npm start` or `npm run dev` turned test payments on', () => {
    expect(unsafeLine(judge({ TEST_PAYMENTS: 'true', npm_lifecycle_event: 'start' }))).toContain(
      'test payments (TEST_PAYMENTS=true: `npm start` turns them on for the demo unless TEST_PAYMENTS=false)',
    );
    expect(unsafeLine(judge({ TEST_PAYMENTS: 'true', npm_lifecycle_event: 'dev' }))).toContain(
      '`npm run dev` turns them on',
    );
    expect(
      unsafeLine(judge({ TEST_PAYMENTS: 'true', SMTP_URL, SEED_DEMO: 'false', npm_lifecycle_event: 'test' })),
    ).toBe('unsafe settings in force: test payments (TEST_PAYMENTS=true)');
  });

  it('production seeds the demo only when SEED_DEMO=true, and says how', () => {
    const production = judge({ NODE_ENV: 'production', SMTP_URL });
    expect(production).toMatchObject({ devMail: false, testPayments: false, seedDemo: false, refusals: [] });
    expect(production.unsafe).toEqual([]);
    expect(unsafeLine(production)).toBeUndefined();
    expect(production.notes).toEqual([
      'demo data not seeded (NODE_ENV=production): SEED_DEMO=true seeds it into an empty database',
    ]);
    const staging = judge({ NODE_ENV: 'production', SMTP_URL, SEED_DEMO: 'true' });
    expect(staging).toMatchObject({ seedDemo: true, refusals: [], notes: [] });
    expect(staging.unsafe).toEqual(['demo data with a published login (SEED_DEMO)']);
  });

  it('production refuses to start without SMTP_URL, whatever else is allowed', () => {
    for (const extra of [{}, { ALLOW_UNSAFE_ON_PUBLIC_HOST: 'true' }, { HOST: '0.0.0.0', SEED_DEMO: 'false' }]) {
      expect(judge({ NODE_ENV: 'production', ...extra }).refusals[0]).toMatch(/^NODE_ENV=production needs SMTP_URL/);
    }
  });

  it('outside production, a public HOST seeds the demo only when asked', () => {
    const safety = judge({ HOST: '0.0.0.0', SMTP_URL });
    expect(safety).toMatchObject({ seedDemo: false, refusals: [], unsafe: [] });
    expect(safety.notes).toEqual([
      'demo data not seeded (HOST=0.0.0.0 is not loopback): SEED_DEMO=true seeds it into an empty database',
    ]);
    expect(judge({ SEED_DEMO: 'false' })).toMatchObject({ seedDemo: false, notes: [] });
  });

  it('refuses a public HOST with each unsafe setting named with its fix, unless explicitly allowed', () => {
    const safety = judge({ HOST: '0.0.0.0', TEST_PAYMENTS: 'true', SEED_DEMO: 'true' });
    expect(safety.refusals).toEqual([
      'development mail at /dev/mail (no SMTP_URL) on HOST=0.0.0.0: set SMTP_URL',
      'test payments (TEST_PAYMENTS=true) on HOST=0.0.0.0: set TEST_PAYMENTS=false',
      'demo data with a published login (SEED_DEMO) on HOST=0.0.0.0: set SEED_DEMO=false',
      'or set ALLOW_UNSAFE_ON_PUBLIC_HOST=true to serve them on HOST=0.0.0.0 anyway',
    ]);
    expect(refusalMessage(safety)).toMatch(/^Refusing to start:\n {2}- development mail/);
    for (const only of [{}, { SMTP_URL, TEST_PAYMENTS: 'true' }, { SMTP_URL, SEED_DEMO: 'true' }]) {
      expect(judge({ HOST: '::', ...only }).refusals.length, JSON.stringify(only)).toBe(2);
    }
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const staging = judge({ NODE_ENV, HOST: '192.0.2.7', SMTP_URL, SEED_DEMO: 'true' });
      expect(staging.refusals, NODE_ENV).toHaveLength(2);
    }
    const allowed = judge({ HOST: '0.0.0.0', TEST_PAYMENTS: 'true', ALLOW_UNSAFE_ON_PUBLIC_HOST: 'true' });
    expect(allowed).toMatchObject({ devMail: true, testPayments: true, seedDemo: false, refusals: [] });
    expect(unsafeLine(allowed)).toBe(
      'unsafe settings in force: development mail at /dev/mail (no SMTP_URL), test payments (TEST_PAYMENTS=true)',
    );
  });

  it('lets a loopback HOST and a safe public HOST start', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) {
      expect(judge({ HOST, TEST_PAYMENTS: 'true', SEED_DEMO: 'true' }).refusals, HOST).toEqual([]);
    }
    expect(judge({ HOST: '0.0.0.0', SMTP_URL, NODE_ENV: 'production' }).refusals).toEqual([]);
    expect(judge({ HOST: '0.0.0.0', SMTP_URL }).refusals).toEqual([]);
  });
});
