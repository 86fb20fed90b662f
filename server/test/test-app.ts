import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { createMailer } from '../lib/mailer.ts';
import { FileSmsSender, type SmsSender } from '../lib/sms.ts';
import { DiskStorage, type FileStorage } from '../lib/storage.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /** The app's clock. */
  now(): Date;
  /** Resolves once the app has heard of every member change made so far (after writing to the database directly). */
  settled(): Promise<void>;
  /** The test database, directly (with its URL on PostgreSQL). */
  database: Database & { url?: string };
  filesDir: string;
  /** The text messages the app sent (unless another sender was given). */
  sms: FileSmsSender;
  close(): Promise<void>;
}

/** The environment of a test app: no logs, no proxies, no GeoIP header. */
const TEST_ENV: AppDeps['env'] = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: false,
  GEOIP_COUNTRY_HEADER: undefined,
};

/** The whole app on a fresh database with the demo site and a few demo members; no web build, no listening. */
export async function createTestApp(
  env: Partial<AppDeps['env']> = {},
  {
    memberCount = 5,
    smtpUrl,
    webDir,
    heartbeatMs,
    payments = { testPayments: true },
    devMail = false,
    reach,
    logStream,
    storage,
    sms: smsSender,
  }: {
    memberCount?: number;
    smtpUrl?: string;
    /** A built web app to serve, if any. */
    webDir?: string;
    /** The realtime hub's ping interval. */
    heartbeatMs?: number;
    /** Who takes payments (default: the test provider, as if TEST_PAYMENTS=true). */
    payments?: AppDeps['payments'];
    /** Serve /dev/mail over the mail sink (as main.ts does without SMTP_URL, outside production). */
    devMail?: boolean;
    /** The URL by which the app reaches its PostgreSQL test database (a proxy the test can cut); `database` is direct. */
    reach?: (url: string) => string;
    /** Where the app's log lines go (set LOG_LEVEL too: silent by default). */
    logStream?: AppDeps['logStream'];
    /** Where the seed and the app keep photo files (default: DiskStorage in filesDir). */
    storage?: FileStorage;
    /** Where text messages go instead of the file sink; null: none (direct debit off, as in production). */
    sms?: SmsSender | null;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'dating-test-files-'));
  storage ??= new DiskStorage(filesDir);
  await seedDemoData(database.db, storage, { memberCount });
  let offset = 0;
  const sms = new FileSmsSender(join(filesDir, 'sms'));
  const appDatabase = reach && database.url ? openDatabase({ url: reach(database.url) }) : database;
  const clock = () => new Date(Date.now() + offset);
  const app = await buildApp({
    clock,
    database: appDatabase,
    env: { ...TEST_ENV, ...env },
    webDir: webDir ?? join(filesDir, 'no-web-build'),
    mailer: createMailer({ smtpUrl, mailDir: join(filesDir, 'mail') }),
    devMailDir: devMail ? join(filesDir, 'mail') : undefined,
    storage,
    heartbeatMs,
    payments,
    sms: smsSender === undefined ? sms : (smsSender ?? undefined),
    logStream,
  });
  return {
    app,
    advance: (ms) => void (offset += ms),
    now: clock,
    settled: () => app.services.memberChanges.settled(),
    database,
    filesDir,
    sms,
    async close() {
      await app.close();
      if (appDatabase !== database) await appDatabase.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance beside `t`, as behind a load balancer: on `t`'s database (or another connection to it), with its
 * own storage client, environment and payment providers (none by default), serving `webDir`'s web app if given; not
 * listening. The caller closes it.
 */
export function secondInstance(
  t: TestApp,
  {
    env = {},
    database = t.database,
    storage = new DiskStorage(t.filesDir),
    payments,
    webDir = join(t.filesDir, 'no-web-build'),
  }: {
    env?: Partial<AppDeps['env']>;
    database?: Database;
    storage?: FileStorage;
    payments?: AppDeps['payments'];
    /** A built web app to serve, if any. */
    webDir?: string;
  } = {},
): Promise<FastifyInstance> {
  return buildApp({
    database,
    env: { ...TEST_ENV, ...env },
    webDir,
    mailer: createMailer({ mailDir: join(t.filesDir, 'mail') }),
    storage,
    sms: t.sms,
    payments,
  });
}
