import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database, Db } from '../db/client.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { DomainEventBus } from '../events/event-bus.ts';
import type { JobHandler } from '../jobs/job-definition.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { SmsSender } from '../lib/sms.ts';
import type { FileStorage } from '../lib/storage.ts';
import type { PresenceBoard } from '../realtime/presence.ts';
import type { ProviderSettings } from './payments/payment-providers.ts';

export interface ModuleOptions {
  env: Pick<Env, 'GEOIP_COUNTRY_HEADER' | 'MAIL_FEEDBACK_TOKEN'>;
}

/** A module's routes: a Fastify plugin on the services the modules built (`app.services`); each declares its auth. */
export type ModuleRoutes = FastifyPluginAsync<ModuleOptions>;

/** What the app is given from outside (app.ts): the time, and the edges to mail, files, SMS and payments. */
export interface Edges {
  clock: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  /** None: direct debit is off. */
  sms: SmsSender | undefined;
  paymentSettings: ProviderSettings;
}

/** What every module builds on: the edges, the database, the log and the paths of domain events. */
export interface Infrastructure extends Edges {
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  /** Committed domain events, between instances when REDIS_URL is set (server/events/). */
  bus: DomainEventBus;
  /** Where services record their domain events, in their transaction: on the instance that wrote them only. */
  domainEvents: DomainEvents;
  /** Who has a tab in view, on any instance. */
  presence: PresenceBoard;
}

/**
 * A domain module (its `index.ts`): the services it builds, what it does on events, its jobs and its routes. `Needs`
 * are the services it takes from modules listed before it, named by the first of its functions that annotates them
 * (`earlier`: a later one naming others does not compile); `Own` the services it builds.
 */
export interface AppModule<Needs extends object, Own extends object> {
  readonly services: (infra: Infrastructure, earlier: Needs) => Own;
  /** Its event recorders (`infra.domainEvents`, in the transaction) and subscribers (`infra.bus`, after commit). */
  readonly react?: (infra: Infrastructure, own: Own, earlier: Needs) => void;
  /** The handlers of its jobs (`defineJob`), for the worker. */
  readonly jobs?: (infra: Infrastructure, own: Own, earlier: Needs) => readonly JobHandler[];
  readonly routes?: ModuleRoutes;
}

/** A module's declaration, typed: what it needs and builds are read from its functions. */
export const defineModule = <Needs extends object, Own extends object>(module: AppModule<Needs, Own>) => module;

/**
 * The modules built in their order, each on the infrastructure and the services of those before it: a module listed
 * before one it needs does not compile. A module's reactions are wired as it is added, so their order on an event
 * is the modules' order.
 */
export class ModuleAssembly<Built extends object> {
  private constructor(
    private readonly infra: Infrastructure,
    /** Every module's services so far. */
    readonly services: Built,
    /** Every module's job handlers so far. */
    readonly jobs: readonly JobHandler[],
    /** Every module's routes so far, in order. */
    readonly routes: readonly ModuleRoutes[],
  ) {}

  static on(infra: Infrastructure): ModuleAssembly<object> {
    return new ModuleAssembly(infra, {}, [], []);
  }

  add<Own extends object>(module: AppModule<Built, Own>): ModuleAssembly<Built & Own> {
    const own = module.services(this.infra, this.services);
    module.react?.(this.infra, own, this.services);
    return new ModuleAssembly(
      this.infra,
      { ...this.services, ...own },
      [...this.jobs, ...(module.jobs?.(this.infra, own, this.services) ?? [])],
      module.routes ? [...this.routes, module.routes] : this.routes,
    );
  }
}
