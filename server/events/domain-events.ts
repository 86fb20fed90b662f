import type { Db } from '../db/client.ts';
import type { DomainEvent, DomainEventOf, DomainEventType } from '../../shared/realtime.ts';
import type { DomainEventBus } from './event-bus.ts';

/** What a service's work inside `transact` may do with events: record them, never publish them. */
export type Emit = (event: DomainEvent) => void;

/** Writes what an event implies (a notification row...) in the transaction that recorded the event. */
type Recorder<T extends DomainEventType> = (tx: Db, event: DomainEventOf<T>) => Promise<void>;

/**
 * The one path of domain events. A service runs its writes in `transact`, emitting events as it goes; recorders
 * write what the events imply in the same transaction (once, atomically), and the events are published on the bus
 * only after the commit, so a transaction that rolls back publishes nothing and no subscriber reads ahead of it.
 */
export class DomainEvents {
  private readonly recorders = new Map<DomainEventType, ((tx: Db, event: DomainEvent) => Promise<void>)[]>();

  constructor(readonly bus: DomainEventBus) {}

  record<T extends DomainEventType>(type: T, recorder: Recorder<T>): void {
    const run = (tx: Db, event: DomainEvent) => recorder(tx, event as DomainEventOf<T>);
    this.recorders.set(type, [...(this.recorders.get(type) ?? []), run]);
  }

  async transact<R>(db: Db, work: (tx: Db, emit: Emit) => Promise<R>): Promise<R> {
    const events: DomainEvent[] = [];
    const result = await db.transaction(async (tx) => {
      const value = await work(tx, (event) => events.push(event));
      for (const event of events) {
        for (const recorder of this.recorders.get(event.type) ?? []) await recorder(tx, event);
      }
      return value;
    });
    await this.bus.publish(events);
    return result;
  }
}
