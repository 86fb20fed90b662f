import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DomainEvent, DomainEventOf, DomainEventType } from '../../shared/realtime.ts';
import { connectRedis } from '../lib/redis.ts';

type Handler<T extends DomainEventType> = (event: DomainEventOf<T>) => void;

/**
 * Carries committed domain events to their subscribers on every instance: over Redis pub/sub when REDIS_URL is set,
 * within this process otherwise. Only DomainEvents.transact publishes (after commit); `deliver` is for events every
 * instance hears by itself (the database's member_changed), which must not travel twice.
 */
export class DomainEventBus {
  /** Resolves once this instance listens: events published before that do not reach it. */
  readonly ready: Promise<unknown> = Promise.resolve();
  private readonly local = new EventEmitter().setMaxListeners(0);

  subscribe<T extends DomainEventType>(type: T, handler: Handler<T>): void {
    this.local.on(type, handler);
  }

  /** To this instance's subscribers only. */
  deliver(event: DomainEvent): void {
    this.local.emit(event.type, event);
  }

  /** To the subscribers of every instance. */
  async publish(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) this.deliver(event);
  }

  /** Whether the transport between instances answers (/readyz); within one process there is nothing to ask. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

const CHANNEL = 'domain-events';

/** What travels on the channel: an event and the instance that published it (and has delivered it already). */
interface Envelope {
  from: string;
  event: DomainEvent;
}

/**
 * The bus between instances: an event is delivered on its own instance at once and published on one Redis channel
 * for the others. Redis may be away: publishing never waits for it (an event it loses is logged, by type only: the
 * payload may hold a message's text), and the subscription is made again whenever the connection comes back.
 */
export class RedisDomainEventBus extends DomainEventBus {
  private readonly instance = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Resolves once this instance listens, or once Redis was found away (it listens when Redis returns). */
  override readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    this.publisher = connectRedis(url, log, 'event publisher');
    this.subscriber = connectRedis(url, log, 'event subscriber');
    this.subscriber.on('message', (_channel: string, message: string) => {
      const { from, event } = JSON.parse(message) as Envelope;
      if (from !== this.instance) this.deliver(event);
    });
    this.ready = new Promise((resolve) => {
      this.subscriber.once('error', resolve);
      this.subscriber.on('ready', () => void this.subscriber.subscribe(CHANNEL).then(resolve, resolve));
    });
  }

  override async publish(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) {
      this.deliver(event);
      const envelope: Envelope = { from: this.instance, event };
      // The transaction has committed: a lost event is logged, never turned into a failed or slow request.
      void this.publisher
        .publish(CHANNEL, JSON.stringify(envelope))
        .catch(() => this.log.warn({ type: event.type }, 'domain event not sent to the other instances'));
    }
  }

  override async ping(): Promise<void> {
    await this.publisher.ping();
  }

  override async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
