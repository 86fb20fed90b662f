import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { createMailer } from '../lib/mailer.ts';
import { FileSmsSender, type SmsSender } from '../lib/sms.ts';
import { DiskStorage } from '../lib/storage.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /** Resolves once the app has heard of every member change made so far (after writing to the database directly). */
  settled(): Promise<void>;
  database: Database;
  filesDir: string;
  /** The text messages the app sent (unless another sender was given). */
  sms: FileSmsSender;
  close(): Promise<void>;
}

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
    /** Where text messages go instead of the file sink; null: none (direct debit off, as in production). */
    sms?: SmsSender | null;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'dating-test-files-'));
  await seedDemoData(database.db, new DiskStorage(filesDir), { memberCount });
  let offset = 0;
  const sms = new FileSmsSender(join(filesDir, 'sms'));
  const app = await buildApp({
    clock: () => new Date(Date.now() + offset),
    database,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, GEOIP_COUNTRY_HEADER: undefined, ...env },
    webDir: webDir ?? join(filesDir, 'no-web-build'),
    mailer: createMailer({ smtpUrl, mailDir: join(filesDir, 'mail') }),
    devMailDir: devMail ? join(filesDir, 'mail') : undefined,
    storage: new DiskStorage(filesDir),
    heartbeatMs,
    payments,
    sms: smsSender === undefined ? sms : (smsSender ?? undefined),
  });
  return {
    app,
    advance: (ms) => void (offset += ms),
    settled: () => app.services.memberChanges.settled(),
    database,
    filesDir,
    sms,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
