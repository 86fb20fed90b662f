import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Env } from './config/env.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { Database } from './db/client.ts';
import { lazyChildLogger } from './lib/lazy-logger.ts';
import { webDistDir } from './lib/paths.ts';
import { JobWorker } from './jobs/worker.ts';
import { EventBus } from './lib/events.ts';
import { DomainEvents } from './events/domain-events.ts';
import { EventBus as DomainEventBus, RedisEventBus } from './events/event-bus.ts';
import { recordNotifications } from './modules/notifications/notifications.events.ts';
import type { Mailer } from './lib/mailer.ts';
import type { FileStorage } from './lib/storage.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { accountMailHandlers, invitationMailHandler } from './modules/accounts/account-mails.ts';
import { invitationsRoutes } from './modules/accounts/invitations.routes.ts';
import { InvitationsService } from './modules/accounts/invitations.service.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { passwordsRoutes } from './modules/accounts/passwords.routes.ts';
import { PasswordsService } from './modules/accounts/passwords.service.ts';
import { settingsRoutes } from './modules/accounts/settings.routes.ts';
import { AccountSettingsService, ERASE_ACCOUNT_JOB } from './modules/accounts/settings.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { LikesService } from './modules/likes/likes.service.ts';
import { mediaRoutes } from './modules/photos/media.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { PhotosService } from './modules/photos/photos.service.ts';
import { complaintsRoutes } from './modules/complaints/complaints.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { GeoService } from './modules/geo/geo.service.ts';
import { Geocoder } from './lib/geocoder.ts';
import { ComplaintsService } from './modules/complaints/complaints.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { MembersService } from './modules/members/members.service.ts';
import { SearchService } from './modules/members/search.service.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { PushService } from './modules/push/push.service.ts';
import { ProfilesService } from './modules/profiles/profiles.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { MemberChanges } from './modules/auth/member-changes.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { SitesService } from './modules/sites/sites.service.ts';
import { registerDevMail } from './plugins/dev-mail.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRequestSecurity } from './plugins/request-security.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { sharedPage } from './modules/members/share-meta.ts';

export interface AppDeps {
  database: Database;
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'GEOIP_COUNTRY_HEADER' | 'STAFF_API_TOKEN' | 'REDIS_URL'>;
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
  invitations: InvitationsService;
  passwords: PasswordsService;
  settings: AccountSettingsService;
  memberChanges: MemberChanges;
  profiles: ProfilesService;
  likes: LikesService;
  members: MembersService;
  search: SearchService;
  complaints: ComplaintsService;
  geo: GeoService;
  photos: PhotosService;
  push: PushService;
  jobs: JobWorker;
  bus: DomainEventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
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
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger as Logger, bindings, options),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRouteTable(app);
  // Cookies are parsed where a route reads them (lib/cookies.ts), not on every request.
  await app.register(cookie, { hook: false });
  registerRequestSecurity(app);
  await registerRateLimits(app, env.REDIS_URL);

  const services = createServices(database, { mailer, storage, clock, redisUrl: env.REDIS_URL }, app.log);
  await services.sites.reload();
  await services.memberChanges.start();
  await services.photos.init();
  app.decorate('services', services);
  app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.memberChanges.stop();
    await services.bus.close();
    await mailer.close();
  });
  // A request that changed something answers only once this instance has heard of every member change so far:
  // whoever reads next here (the member, or anyone the change concerns) reads the change. Other instances hear of
  // it within milliseconds.
  // (A callback hook: reads, the hot path, pass straight through without a promise.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return done(null, payload);
    services.memberChanges.settled().then(() => done(null, payload), done);
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
  await app.register(authRoutes, services);
  await app.register(accountsRoutes, { ...services, geoipCountryHeader: env.GEOIP_COUNTRY_HEADER });
  await app.register(invitationsRoutes, services);
  await app.register(passwordsRoutes, services);
  await app.register(settingsRoutes, services);
  await app.register(profilesRoutes, services);
  await app.register(likesRoutes, services);
  await app.register(membersRoutes, services);
  await app.register(mediaRoutes, services);
  await app.register(photosRoutes, services);
  await app.register(complaintsRoutes, services);
  await app.register(geoRoutes, services);
  if (env.STAFF_API_TOKEN) await app.register(staffRoutes, { ...services, token: env.STAFF_API_TOKEN });
  if (devMailDir && env.NODE_ENV !== 'production') await registerDevMail(app, devMailDir);
  await registerStaticWeb(app, webDir, sharedPage(database.db, services.sites, clock));
  return app;
}

function createServices(
  database: Database,
  {
    mailer,
    storage,
    clock,
    redisUrl,
  }: { mailer: Mailer; storage: FileStorage; clock: () => Date; redisUrl: string | undefined },
  log: FastifyBaseLogger,
): Services {
  const { db } = database;
  const events = new EventBus();
  const bus = redisUrl ? new RedisEventBus(redisUrl, log) : new DomainEventBus();
  const domainEvents = new DomainEvents(bus);
  recordNotifications(domainEvents);
  const sites = new SitesService(db);
  const auth = new AuthService(db, clock);
  const search = new SearchService(db, clock);
  auth.forgetChangedMembers(bus);
  search.forgetChangedMembers(bus);
  const memberChanges = new MemberChanges(database, bus);
  const invitations = new InvitationsService({ db, events, clock });
  const accounts = new AccountsService({ db, auth, events, invitations, clock });
  const passwords = new PasswordsService({ db, auth, events, clock });
  const settings = new AccountSettingsService({ db, auth, events, storage, clock });
  const handlers = {
    ...accountMailHandlers(db, mailer),
    ...invitationMailHandler(db, mailer),
    [ERASE_ACCOUNT_JOB]: (payload: Record<string, unknown>) => settings.eraseAccount(payload),
  };
  const jobs = new JobWorker(db, handlers, log, clock);
  events.on('job.enqueued', () => jobs.kick());
  const profiles = new ProfilesService(db, clock);
  const likes = new LikesService(db);
  const photos = new PhotosService(db, storage, domainEvents, clock);
  const push = new PushService(db);
  const members = new MembersService(db, photos, clock);
  const complaints = new ComplaintsService(db, members, clock);
  const geo = new GeoService(db, new Geocoder());
  return {
    sites,
    auth,
    memberChanges,
    accounts,
    invitations,
    passwords,
    settings,
    profiles,
    likes,
    members,
    search,
    complaints,
    geo,
    photos,
    push,
    jobs,
    bus,
  };
}
