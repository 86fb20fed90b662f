import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { DomainEvents } from './events/domain-events.ts';
import { DomainEventBus, RedisDomainEventBus } from './events/event-bus.ts';
import { Geocoder } from './lib/geocoder.ts';
import type { Mailer } from './lib/mailer.ts';
import type { SmsSender } from './lib/sms.ts';
import type { FileStorage } from './lib/storage.ts';
import { JobWorker } from './jobs/worker.ts';
import { accountJobs } from './modules/accounts/accounts.jobs.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { InvitationsService } from './modules/accounts/invitations.service.ts';
import { PasswordsService } from './modules/accounts/passwords.service.ts';
import { AccountSettingsService } from './modules/accounts/settings.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { recordAwayNotices } from './modules/away/away.events.ts';
import { awayJobs } from './modules/away/away.jobs.ts';
import { MailStops } from './modules/away/mail-stops.ts';
import { UnsubscribeTokens } from './modules/away/unsubscribe-tokens.ts';
import { MemberChanges } from './modules/auth/member-changes.ts';
import { ChatsService } from './modules/chats/chats.service.ts';
import { ComplaintsService } from './modules/complaints/complaints.service.ts';
import { GeoService } from './modules/geo/geo.service.ts';
import { LikesService } from './modules/likes/likes.service.ts';
import { MembersService } from './modules/members/members.service.ts';
import { recordNotifications } from './modules/notifications/notifications.events.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { SearchService } from './modules/members/search.service.ts';
import { DirectDebits } from './modules/payments/direct-debit.ts';
import { PaymentProviders, type ProviderSettings } from './modules/payments/payment-providers.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { PhotosService } from './modules/photos/photos.service.ts';
import { ProfilesService } from './modules/profiles/profiles.service.ts';
import { PushService } from './modules/push/push.service.ts';
import { forwardDomainEvents } from './realtime/hub-events.ts';
import { HEARTBEAT_MS, RealtimeHub } from './realtime/hub.ts';
import { PresenceBoard } from './realtime/presence.ts';
import { SiteChanges } from './modules/sites/site-changes.ts';
import { SitesService } from './modules/sites/sites.service.ts';
import { VisitsService } from './modules/visits/visits.service.ts';

/** Every service of the app, built once; the modules' routes and the tests (`app.services`) use them. */
export interface Services {
  sites: SitesService;
  siteChanges: SiteChanges;
  auth: AuthService;
  accounts: AccountsService;
  invitations: InvitationsService;
  passwords: PasswordsService;
  settings: AccountSettingsService;
  memberChanges: MemberChanges;
  profiles: ProfilesService;
  likes: LikesService;
  chats: ChatsService;
  payments: PaymentsService;
  directDebits: DirectDebits;
  /** Which provider takes each site's payments (the test checkout page asks it). */
  paymentProviders: PaymentProviders;
  notifications: NotificationsService;
  members: MembersService;
  search: SearchService;
  complaints: ComplaintsService;
  geo: GeoService;
  photos: PhotosService;
  push: PushService;
  visits: VisitsService;
  jobs: JobWorker;
  /** Committed domain events, between instances when REDIS_URL is set (server/events/). */
  bus: DomainEventBus;
  /** Where services record their domain events, in their transaction: on the instance that wrote them only. */
  domainEvents: DomainEvents;
  /** The open tabs' WebSockets on this instance, fed from the bus (server/realtime/). */
  realtime: RealtimeHub;
  /** Who has a tab in view, on any instance. */
  presence: PresenceBoard;
  /** Notice mails stopped from outside a session: unsubscribe links, complaints and bounces. */
  mailStops: MailStops;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the services and wires what they share: the event bus, the job handlers, the caches member changes drop. */
export function createServices(
  database: Database,
  {
    mailer,
    storage,
    clock,
    redisUrl,
    heartbeatMs,
    payments: paymentSettings,
    sms,
  }: {
    mailer: Mailer;
    storage: FileStorage;
    clock: () => Date;
    redisUrl: string | undefined;
    /** The realtime hub's ping interval (tests shorten it). */
    heartbeatMs?: number;
    payments: ProviderSettings;
    /** None: direct debit is off. */
    sms: SmsSender | undefined;
  },
  log: FastifyBaseLogger,
): Services {
  const { db } = database;
  const sites = new SitesService(db);
  const auth = new AuthService(db, clock);
  const search = new SearchService(db, clock);
  const bus = redisUrl ? new RedisDomainEventBus(redisUrl, log) : new DomainEventBus();
  const domainEvents = new DomainEvents(bus);
  recordNotifications(domainEvents);
  auth.forgetChangedMembers(bus);
  search.forgetChangedMembers(bus);
  const memberChanges = new MemberChanges(database, bus);
  // A row lives through two missed renewals, so a busy instance never drops a member it still has.
  const presence = new PresenceBoard(db, clock, 2.5 * (heartbeatMs ?? HEARTBEAT_MS));
  // After auth.forgetChangedMembers: a member change has dropped the cached sessions before the hub checks them.
  const realtime = new RealtimeHub({
    db,
    log,
    presence,
    heartbeatMs,
    sessionMemberOf: async (token, siteId) => (await auth.currentUser(token, siteId))?.id,
  });
  forwardDomainEvents(bus, realtime, log);
  const invitations = new InvitationsService({ db, events: domainEvents, clock });
  const accounts = new AccountsService({ db, auth, invitations, domainEvents, clock });
  const passwords = new PasswordsService({ db, events: domainEvents, auth, clock });
  const settings = new AccountSettingsService({ db, events: domainEvents, auth, storage, clock });
  const unsubscribeTokens = new UnsubscribeTokens(db);
  const handlers = [
    ...accountJobs({ db, mailer, settings }),
    ...awayJobs({ db, mailer, presence, vapidKeys: () => sites.vapidKeys(), tokens: unsubscribeTokens, clock }),
  ];
  const jobs = new JobWorker(db, handlers, log, clock);
  recordAwayNotices(domainEvents, clock);
  const profiles = new ProfilesService(db, clock);
  const photos = new PhotosService(db, storage, domainEvents, log, clock);
  const push = new PushService(db);
  const members = new MembersService(db, photos, clock);
  const likes = new LikesService({ db, events: domainEvents, members, clock });
  const chats = new ChatsService({ db, events: domainEvents, members, photos, clock });
  domainEvents.record('member.confirmed', (tx, { memberId }, emit) => chats.releaseHeld(tx, memberId, emit));
  domainEvents.record('member.confirmed', (tx, { memberId }, emit) => likes.releaseHeld(tx, memberId, emit));
  const paymentProviders = new PaymentProviders(db, paymentSettings);
  const payments = new PaymentsService({
    db,
    events: domainEvents,
    providers: paymentProviders,
    clock,
    log,
    directDebit: Boolean(sms),
  });
  const directDebits = new DirectDebits({ db, payments, sms, clock, log });
  const notifications = new NotificationsService(db, clock);
  const complaints = new ComplaintsService(db, domainEvents, members, chats, clock);
  const geo = new GeoService(db, new Geocoder());
  return {
    sites,
    siteChanges: new SiteChanges(database, sites, log),
    auth,
    memberChanges,
    accounts,
    invitations,
    passwords,
    settings,
    profiles,
    likes,
    chats,
    payments,
    directDebits,
    paymentProviders,
    notifications,
    members,
    search,
    complaints,
    geo,
    photos,
    push,
    visits: new VisitsService(db),
    jobs,
    bus,
    domainEvents,
    realtime,
    presence,
    mailStops: new MailStops(db, unsubscribeTokens),
  };
}
