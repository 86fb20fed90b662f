import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream, Logger } from 'pino';
import type { Env } from './config/env.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { Database } from './db/client.ts';
import { lazyChildLogger } from './lib/lazy-logger.ts';
import { loggerOptions } from './lib/log-safety.ts';
import { requestIds } from './lib/request-id.ts';
import type { Mailer } from './lib/mailer.ts';
import { FileSmsSender, type SmsSender } from './lib/sms.ts';
import { webDistDir } from './lib/paths.ts';
import type { FileStorage } from './lib/storage.ts';
import { registerLifecycle } from './lifecycle/lifecycle.ts';
import { authOptions } from './modules/auth/index.ts';
import type { ProviderSettings } from './modules/payments/index.ts';
import { canonicalPageUrl, servedPage } from './modules/sites/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerDevMail } from './plugins/dev-mail.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { FastLane } from './plugins/fast-lane.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerReadLimits } from './plugins/read-limits.ts';
import { registerRequestSecurity } from './plugins/request-security.ts';
import { registerMemberChangeBarrier } from './plugins/member-change-barrier.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { realtimeModule } from './realtime/index.ts';
import { registerOperations, startMetrics } from './operations/index.ts';
import { type Services, createServices } from './services.ts';

export type { Services };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, built once (services.ts): the modules' routes use them, and the tests. */
    services: Services;
  }
}

export interface AppDeps {
  database: Database;
  env: Pick<
    Env,
    'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'GEOIP_COUNTRY_HEADER' | 'MAIL_FEEDBACK_TOKEN' | 'REDIS_URL'
  > &
    Partial<Pick<Env, 'READ_LIMITS' | 'METRICS_TOKEN' | 'METRICS_PORT' | 'METRICS_HOST'>>;
  /** Where the built web app lives; tests of the API leave it out. */
  webDir?: string;
  /** The time source of every rule that depends on time; tests move it. */
  clock?: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  /**
   * The file sink's folder, listed at /dev/mail outside production when mails are not sent over SMTP (main.ts: no
   * SMTP_URL), to loopback clients only (plugins/dev-mail.ts).
   */
  devMailDir?: string;
  /** How often the realtime hub pings its sockets (tests shorten it); 30 s by default. */
  heartbeatMs?: number;
  /** Who takes payments: Mollie keys, test payments (main.ts reads them from the environment); none by default. */
  payments?: ProviderSettings;
  /** Where text messages go (the direct-debit codes); none: direct debit is off (config/sms-sender.ts). */
  sms: SmsSender | undefined;
  /** Where the log lines go: standard output by default; tests read them. */
  logStream?: DestinationStream;
}

/** Builds the whole app (plugins, then modules) without listening: main.ts listens, tests inject. */
export async function buildApp({
  database,
  env,
  webDir = webDistDir,
  clock = () => new Date(),
  mailer,
  storage,
  devMailDir,
  heartbeatMs,
  payments = { testPayments: false },
  sms,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const genReqId = requestIds(env.TRUST_PROXY);
  const fastLane = new FastLane(genReqId);
  const app = Fastify({
    serverFactory: fastLane.serverFactory,
    logger: loggerOptions(env.LOG_LEVEL, logStream),
    genReqId,
    childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger as Logger, bindings, options),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  });
  fastLane.useLogger(app.log as Logger);
  app.decorate('fastLane', fastLane);
  registerLifecycle(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRouteTable(app);
  const exposure = { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST ?? '127.0.0.1' };
  const metrics = startMetrics(app, exposure);
  // Cookies are parsed where a route reads them (lib/cookies.ts), not on every request.
  await app.register(cookie, { hook: false });
  registerRequestSecurity(app);
  await registerCompression(app);
  await registerRateLimits(app, env.REDIS_URL, clock);
  registerReadLimits(app, env.READ_LIMITS !== 'off');

  const { services, routes } = createServices(
    database,
    { mailer, storage, clock, redisUrl: env.REDIS_URL, heartbeatMs, paymentSettings: payments, sms },
    app.log,
  );
  await services.siteChanges.start();
  await services.memberChanges.start();
  await services.jobs.hearNewJobs(database);
  await services.bus.ready;
  await services.photos.init();
  app.decorate('services', services);
  app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.memberChanges.stop();
    await services.siteChanges.stop();
    await services.bus.close();
    await mailer.close();
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Dating app API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  // Before the auth plugin, which checks only the routes registered after it: the API document, the mail pages of
  // development and the web app's files (third-party plugins' routes, which cannot declare) are public as they are.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  if (devMailDir && env.NODE_ENV !== 'production') {
    // The SMS file sink's messages (the direct-debit codes of development) are listed beside the mails.
    const smsSink = sms instanceof FileSmsSender ? sms : undefined;
    await registerDevMail(app, devMailDir, env.TRUST_PROXY, smsSink);
  }
  const geoipCountryHeader = env.GEOIP_COUNTRY_HEADER;
  const pageOf = await servedPage(app, { db: database.db, clock, webDir, geoipCountryHeader });
  await registerStaticWeb(app, webDir, pageOf, canonicalPageUrl(services.sites));

  // A route that changed a member answers only once this instance has heard of every member change so far: whoever
  // reads next here reads the change. Other instances hear of it within milliseconds.
  registerMemberChangeBarrier(app, () => services.memberChanges.settled());
  await app.register(authPlugin, authOptions(services));
  const redisPing = env.REDIS_URL ? () => services.bus.ping() : undefined;
  registerOperations(app, { database, metrics, exposure, redisPing });
  // The domain modules' routes in their order (services.ts), then the live socket's.
  for (const module of [...routes, realtimeModule]) await app.register(module, { env });
  return app;
}
