import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { judgeSafety, refusalMessage, unsafeLine } from './config/safety.ts';
import { chooseSmsSender } from './config/sms-sender.ts';
import { openDatabase } from './db/client.ts';
import { seedInOwnProcess } from './db/seed/seed-in-own-process.ts';
import { createMailer } from './lib/mailer.ts';
import { DiskStorage } from './lib/storage.ts';

const env = loadEnv();
const safety = judgeSafety(env);
if (safety.refusals.length > 0) {
  console.error(refusalMessage(safety));
  process.exit(1);
}
for (const note of safety.notes) console.log(note);
const unsafe = unsafeLine(safety);
if (unsafe) console.warn(unsafe);
/** Where this server can be reached on this machine: the demo site's links point there. */
const listenHost = ['0.0.0.0', '::'].includes(env.HOST)
  ? 'localhost'
  : env.HOST.includes(':')
    ? `[${env.HOST}]`
    : env.HOST;
const localUrl = `http://${listenHost}:${env.PORT}`;
if (safety.seedDemo) {
  const { seeded, login, seconds } = await seedInOwnProcess(localUrl);
  if (seeded) console.log(`Demo data seeded in ${seconds.toFixed(1)} s.`);
  console.log(`Demo login: ${login.email} / ${login.password}`);
}
const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(env.DATA_DIR, 'db') });
await database.migrate();
const storage = new DiskStorage(join(env.DATA_DIR, 'files'));

const mailDir = join(env.DATA_DIR, 'mail');
const mailer = createMailer({ smtpUrl: env.SMTP_URL, mailDir });
const payments = { mollieApiKey: env.MOLLIE_API_KEY, testPayments: safety.testPayments };
const devMailDir = safety.devMail ? mailDir : undefined;
const { sender: sms, warning: smsWarning } = chooseSmsSender(env);
if (smsWarning) console.warn(smsWarning);
const app = await buildApp({ database, env, mailer, storage, devMailDir, payments, sms });
const unpaid = app.services.paymentProviders.withoutProvider(app.services.sites.all());
if (unpaid.length > 0) {
  console.warn(
    `Payments are off on ${unpaid.join(', ')}: no Mollie key (MOLLIE_API_KEY or the site's own), no TEST_PAYMENTS.`,
  );
}
await app.listen({ host: env.HOST, port: env.PORT });
const { port } = app.server.address() as { port: number };
console.log(`Serving on http://${listenHost}:${port} (${database.kind})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
