import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Env } from './config/env.ts';
import type { Db } from './db/client.ts';
import { lazyChildLogger } from './lib/lazy-logger.ts';
import { webDistDir } from './lib/paths.ts';
import { JobWorker } from './jobs/worker.ts';
import { EventBus } from './lib/events.ts';
import type { Mailer } from './lib/mailer.ts';
import type { FileStorage } from './lib/storage.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { accountMailHandlers } from './modules/accounts/account-mails.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { passwordsRoutes } from './modules/accounts/passwords.routes.ts';
import { PasswordsService } from './modules/accounts/passwords.service.ts';
import { settingsRoutes } from './modules/accounts/settings.routes.ts';
import { AccountSettingsService, ERASE_ACCOUNT_JOB } from './modules/accounts/settings.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { ProfilesService } from './modules/profiles/profiles.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { SitesService } from './modules/sites/sites.service.ts';
import { registerDevMail } from './plugins/dev-mail.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRequestSecurity } from './plugins/request-security.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

export interface AppDeps {
  db: Db;
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'GEOIP_COUNTRY_HEADER'>;
  /** Where the built web app lives; tests of the API leave it out. */
  webDir?: string;
  /** The time source of every rule that depends on time; tests move it. */
  clock?: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  /** The file sink's folder, listed at /dev/mail outside production when mails are not sent over SMTP. */
  devMailDir?: string;
}

export interface Services {
  sites: SitesService;
  auth: AuthService;
  accounts: AccountsService;
  passwords: PasswordsService;
  settings: AccountSettingsService;
  profiles: ProfilesService;
  jobs: JobWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the whole app (plugins, then modules) without listening: main.ts listens, tests inject. */
export async function buildApp({
  db,
  env,
  webDir = webDistDir,
  clock = () => new Date(),
  mailer,
  storage,
  devMailDir,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger as Logger, bindings, options),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Cookies are parsed where a route reads them (lib/cookies.ts), not on every request.
  await app.register(cookie, { hook: false });
  registerRequestSecurity(app);
  await app.register(rateLimit, { global: false });

  const services = createServices(db, { mailer, storage, clock }, app.log);
  await services.sites.reload();
  app.decorate('services', services);
  app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await mailer.close();
  });

  await app.register(swagger, {
    openapi: { info: { title: 'Dating app API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(sitesRoutes, {
    sites: services.sites,
    geoipCountryHeader: env.GEOIP_COUNTRY_HEADER,
  });
  await app.register(authRoutes, { auth: services.auth, sites: services.sites });
  await app.register(accountsRoutes, { ...services, geoipCountryHeader: env.GEOIP_COUNTRY_HEADER });
  await app.register(passwordsRoutes, services);
  await app.register(settingsRoutes, services);
  await app.register(profilesRoutes, services);
  if (devMailDir && env.NODE_ENV !== 'production') await registerDevMail(app, devMailDir);
  await registerStaticWeb(app, webDir);
  return app;
}

function createServices(
  db: Db,
  { mailer, storage, clock }: { mailer: Mailer; storage: FileStorage; clock: () => Date },
  log: FastifyBaseLogger,
): Services {
  const events = new EventBus();
  const sites = new SitesService(db);
  const auth = new AuthService(db, clock);
  const accounts = new AccountsService({ db, auth, events, clock });
  const passwords = new PasswordsService({ db, auth, events, clock });
  const settings = new AccountSettingsService({ db, auth, events, storage, clock });
  const handlers = {
    ...accountMailHandlers(db, mailer),
    [ERASE_ACCOUNT_JOB]: (payload: Record<string, unknown>) => settings.eraseAccount(payload),
  };
  const jobs = new JobWorker(db, handlers, log, clock);
  events.on('job.enqueued', () => jobs.kick());
  const profiles = new ProfilesService(db);
  return { sites, auth, accounts, passwords, settings, profiles, jobs };
}
