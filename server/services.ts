import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { DomainEvents } from './events/domain-events.ts';
import { DomainEventBus, RedisDomainEventBus } from './events/event-bus.ts';
import { JobWorker } from './jobs/worker.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { authModule } from './modules/auth/index.ts';
import { awayModule } from './modules/away/index.ts';
import { chatsModule } from './modules/chats/index.ts';
import { contactChecksModule } from './modules/contact-checks/index.ts';
import { complaintsModule } from './modules/complaints/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { dataExportModule } from './modules/data-export/index.ts';
import { fictionalModule } from './modules/fictional/index.ts';
import { geoModule } from './modules/geo/index.ts';
import { landingsModule } from './modules/landings/index.ts';
import { likesModule } from './modules/likes/index.ts';
import { memberDeskModule } from './modules/member-desk/index.ts';
import { membersModule } from './modules/members/index.ts';
import { moderationModule } from './modules/moderation/index.ts';
import { type Edges, type Infrastructure, ModuleAssembly, type ModuleRoutes } from './modules/module.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { photosModule } from './modules/photos/index.ts';
import { savedSearchesModule } from './modules/saved-searches/index.ts';
import { profilesModule } from './modules/profiles/index.ts';
import { pushModule } from './modules/push/index.ts';
import { showcaseModule } from './modules/showcase/index.ts';
import { siteAdminModule } from './modules/site-admin/index.ts';
import { sitesModule } from './modules/sites/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { visitsModule } from './modules/visits/index.ts';
import { forwardDomainEvents } from './realtime/hub-events.ts';
import { HEARTBEAT_MS, RealtimeHub, type SocketOwner } from './realtime/hub.ts';
import { PresenceBoard } from './realtime/presence.ts';

/**
 * The domain modules (server/modules/<name>/index.ts), each after those whose services it takes; also the order of
 * their reactions to one event (on `member.confirmed`, chats release the held messages before likes the held likes)
 * and of their routes.
 */
const modulesOn = (infra: Infrastructure) =>
  ModuleAssembly.on(infra)
    .add(sitesModule)
    .add(authModule)
    .add(pushModule)
    .add(accountsModule)
    .add(geoModule)
    .add(profilesModule)
    .add(photosModule)
    .add(membersModule)
    .add(contactChecksModule)
    .add(chatsModule)
    .add(likesModule)
    .add(paymentsModule)
    .add(notificationsModule)
    .add(savedSearchesModule)
    .add(complaintsModule)
    .add(showcaseModule)
    .add(landingsModule)
    .add(staffModule)
    .add(dashboardModule)
    .add(moderationModule)
    .add(siteAdminModule)
    .add(memberDeskModule)
    .add(fictionalModule)
    .add(visitsModule)
    .add(awayModule)
    .add(dataExportModule);

/** Every service of the app, built once; the modules' routes and the tests (`app.services`) use them. */
export type Services = ReturnType<typeof modulesOn>['services'] &
  Pick<Infrastructure, 'bus' | 'domainEvents' | 'presence'> & {
    /** The open tabs' WebSockets on this instance, fed from the bus (server/realtime/). */
    realtime: RealtimeHub;
    jobs: JobWorker;
  };

/** Builds the infrastructure, then the modules on it, then the hub and the job worker on the modules' services. */
export function createServices(
  database: Database,
  { redisUrl, heartbeatMs, ...edges }: Edges & { redisUrl: string | undefined; heartbeatMs: number | undefined },
  log: FastifyBaseLogger,
): { services: Services; routes: readonly ModuleRoutes[] } {
  const { db } = database;
  const bus = redisUrl ? new RedisDomainEventBus(redisUrl, log) : new DomainEventBus();
  const domainEvents = new DomainEvents(bus);
  // A row lives through two missed renewals, so a busy instance never drops a member it still has.
  const presence = new PresenceBoard(db, edges.clock, 2.5 * (heartbeatMs ?? HEARTBEAT_MS));
  const modules = modulesOn({ ...edges, database, db, log, bus, domainEvents, presence });
  const { auth, chats } = modules.services;
  const sessionMemberOf = async (token: string, siteId: string) => (await auth.currentUser(token, siteId))?.id;
  const relayTyping = async ({ sessionToken, siteId }: SocketOwner, conversationId: string) => {
    const member = await auth.currentUser(sessionToken, siteId);
    const recipientId = member && (await chats.typingTo(siteId, member, conversationId));
    if (recipientId)
      await bus.publish([{ type: 'conversation.typing', conversationId, senderId: member.id, recipientId }]);
  };
  // After auth.forgetChangedMembers: a member change has dropped the cached sessions before the hub checks them.
  const realtime = new RealtimeHub({
    db,
    log,
    presence,
    heartbeatMs,
    sessionMemberOf,
    relayTyping,
    clock: edges.clock,
  });
  forwardDomainEvents(bus, realtime, log);
  const jobs = new JobWorker(db, modules.jobs, log, edges.clock);
  return { services: { ...modules.services, bus, domainEvents, presence, realtime, jobs }, routes: modules.routes };
}
