import { BlockList, isIP } from 'node:net';
import type { Env } from './env.ts';
import type { TrustProxy } from './trust-proxy.ts';

/**
 * What may run unsafely, decided from the environment alone (main.ts refuses or logs; tests call it directly):
 * development mail (/dev/mail over the file sink: anyone who reads it can reset anyone's password), the test payment
 * provider (its checkout page lets the payer mark an order paid) and the demo seed (a site with a published login).
 * None of them depends on NODE_ENV alone: a deployment that forgets `NODE_ENV=production` stays closed.
 */
export type SafetyEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'HOST'
  | 'SMTP_URL'
  | 'TEST_PAYMENTS'
  | 'SEED_DEMO'
  | 'ALLOW_UNSAFE_ON_PUBLIC_HOST'
  | 'npm_lifecycle_event'
>;

export interface Safety {
  /** Mails go to files under DATA_DIR/mail, listed at /dev/mail to loopback clients. */
  devMail: boolean;
  testPayments: boolean;
  seedDemo: boolean;
  /** Each unsafe setting in force, for the boot line. */
  unsafe: string[];
  /** Why the server must not start (empty: it may); each names the variable that fixes it. */
  refusals: string[];
  /** Other boot notes (a setting that was left off, and how to turn it on). */
  notes: string[];
}

const ALLOW = 'ALLOW_UNSAFE_ON_PUBLIC_HOST';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1, in any spelling (IPv4-mapped `::ffff:127.0.0.1` included). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 4) return loopback.check(address, 'ipv4');
  return family === 6 && loopback.check(address, 'ipv6');
}

/** A HOST that only this machine can reach: `localhost` or a loopback address (`[::1]` too). */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || isLoopbackAddress(bare);
}

/** Headers by which a proxy says it forwards someone else's request. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/**
 * Whether a request comes from someone at this machine, for /dev/mail: the socket's peer is loopback, no proxy is
 * configured (TRUST_PROXY: every request then arrives from the proxy, which may run on this machine) and the request
 * carries no forwarding header (a proxy on this machine that nobody declared). Never request.ip nor the Host header,
 * which a client or proxy writes.
 */
export function isLocalClient(
  remoteAddress: string | undefined,
  headers: Record<string, unknown>,
  trustProxy: TrustProxy,
): boolean {
  if (trustProxy !== false || !isLoopbackAddress(remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => headers[name] === undefined);
}

/** The npm scripts that turn test payments on for the demo (package.json), as the console names them. */
const NPM_SCRIPTS: Record<string, string> = { start: 'npm start', dev: 'npm run dev' };

function unsafeSettings(devMail: boolean, testPayments: boolean, seedDemo: boolean, npmScript: string | undefined) {
  const settings: { name: string; fix: string }[] = [];
  if (devMail) settings.push({ name: 'development mail at /dev/mail (no SMTP_URL)', fix: 'set SMTP_URL' });
  if (testPayments) {
    const script = npmScript && NPM_SCRIPTS[npmScript];
    const by = script
      ? `TEST_PAYMENTS=true: \`${script}\` turns them on for the demo unless TEST_PAYMENTS=false`
      : 'TEST_PAYMENTS=true';
    settings.push({ name: `test payments (${by})`, fix: 'set TEST_PAYMENTS=false' });
  }
  if (seedDemo) settings.push({ name: 'demo data with a published login (SEED_DEMO)', fix: 'set SEED_DEMO=false' });
  return settings;
}

/** The safety settings of an environment: what runs, what is unsafe, and whether the server may start at all. */
export function judgeSafety(env: SafetyEnv): Safety {
  const production = env.NODE_ENV === 'production';
  const publicHost = !isLoopbackHost(env.HOST);
  const devMail = !env.SMTP_URL;
  const testPayments = env.TEST_PAYMENTS;
  const seedDemo = env.SEED_DEMO ?? (!production && !publicHost);
  const unsafe = unsafeSettings(devMail, testPayments, seedDemo, env.npm_lifecycle_event);

  const refusals: string[] = [];
  if (production && !env.SMTP_URL) {
    refusals.push('NODE_ENV=production needs SMTP_URL: without it activation and password mails reach no member');
  }
  if (publicHost && unsafe.length > 0 && !env.ALLOW_UNSAFE_ON_PUBLIC_HOST) {
    for (const { name, fix } of unsafe) refusals.push(`${name} on HOST=${env.HOST}: ${fix}`);
    refusals.push(`or set ${ALLOW}=true to serve them on HOST=${env.HOST} anyway`);
  }

  const notes: string[] = [];
  if (env.SEED_DEMO === undefined && !seedDemo) {
    notes.push(
      `demo data not seeded (${production ? 'NODE_ENV=production' : `HOST=${env.HOST} is not loopback`}): ` +
        'SEED_DEMO=true seeds it into an empty database',
    );
  }
  return { devMail, testPayments, seedDemo, unsafe: unsafe.map((setting) => setting.name), refusals, notes };
}

/** The boot line naming every unsafe setting in force, if any. */
export function unsafeLine(safety: Safety): string | undefined {
  return safety.unsafe.length > 0 ? `unsafe settings in force: ${safety.unsafe.join(', ')}` : undefined;
}

/** Why the server does not start, one reason a line. */
export function refusalMessage(safety: Safety): string {
  return `Refusing to start:\n${safety.refusals.map((reason) => `  - ${reason}`).join('\n')}`;
}
