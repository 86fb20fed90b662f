import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { envTypoWarnings } from './config/env-typos.ts';
import { judgeSafety, refusalMessage, unsafeLine } from './config/safety.ts';
import { chooseSmsSender } from './config/sms-sender.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { seedInOwnProcess } from './db/seed/seed-in-own-process.ts';
import { createMailer } from './lib/mailer.ts';
import { openStorage } from './lib/open-storage.ts';
import { localOrigin, pointLocalSitesAt } from './modules/sites/index.ts';
import { stopOnSignals } from './lifecycle/stop.ts';

const env = loadEnv();
for (const warning of envTypoWarnings()) console.warn(warning);
const safety = judgeSafety(env);
if (safety.refusals.length > 0) {
  console.error(refusalMessage(safety));
  process.exit(1);
}
for (const note of safety.notes) console.log(note);
const unsafe = unsafeLine(safety);
if (unsafe) console.warn(unsafe);
/** Where this server can be reached on this machine (README's http://localhost:3000): the demo site's links point there. */
const localUrl = localOrigin(env.HOST, env.PORT);
if (safety.seedDemo) {
  const { seeded, login, seconds } = await seedInOwnProcess(localUrl);
  if (seeded) console.log(`Demo data seeded in ${seconds.toFixed(1)} s.`);
  console.log(`Demo login: ${login.email} / ${login.password}`);
}
const database = openConfiguredDatabase(env);
await database.migrate();
// A demo seeded or last started on another port (or as 127.0.0.1) links here from now on.
if (env.PORT !== 0) await pointLocalSitesAt(database.db, localUrl);
const storage = openStorage(env);

const mailDir = join(env.DATA_DIR, 'mail');
const mailer = createMailer({ smtpUrl: env.SMTP_URL, mailDir });
const payments = { mollieApiKey: env.MOLLIE_API_KEY, testPayments: safety.testPayments };
const devMailDir = safety.devMail ? mailDir : undefined;
const { sender: sms, warning: smsWarning } = chooseSmsSender(env);
if (smsWarning) console.warn(smsWarning);
const app = await buildApp({ database, env, mailer, storage, devMailDir, payments, sms });
stopOnSignals(app, database, env.STOP_TIMEOUT_SECONDS * 1000);
const unpaid = app.services.paymentProviders.withoutProvider(app.services.sites.all());
if (unpaid.length > 0) {
  console.warn(
    `Payments are off on ${unpaid.join(', ')}: no Mollie key (MOLLIE_API_KEY or the site's own), no TEST_PAYMENTS.`,
  );
}
// The gazetteer takes about a second of CPU to read and sort out: before listening, so that no request waits for it.
app.services.geocoder.warm();
await app.listen({ host: env.HOST, port: env.PORT });
const { port } = app.server.address() as { port: number };
if (env.PORT === 0) {
  await pointLocalSitesAt(database.db, localOrigin(env.HOST, port));
  await app.services.siteChanges.settled();
}
console.log(`Serving on ${localOrigin(env.HOST, port)} (${database.kind})`);
