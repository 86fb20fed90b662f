import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DomainEvent, DomainEventOf, DomainEventType } from '../../shared/realtime.ts';

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

  async close(): Promise<void> {}
}

const CHANNEL = 'domain-events';

/** The bus between instances: each event is published on one Redis channel and delivered by every subscriber. */
export class RedisDomainEventBus extends DomainEventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  override readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(url);
    this.subscriber.on('message', (_channel: string, message: string) => this.deliver(JSON.parse(message)));
    this.ready = this.subscriber.subscribe(CHANNEL);
  }

  override async publish(events: readonly DomainEvent[]): Promise<void> {
    await this.ready;
    // The transaction has committed: a lost event is logged, never turned into a failed request.
    await Promise.all(
      events.map((event) =>
        this.publisher
          .publish(CHANNEL, JSON.stringify(event))
          .catch((error: unknown) => this.log.error({ err: error, event }, 'domain event not published')),
      ),
    );
  }

  override async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
