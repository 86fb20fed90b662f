import type { Db } from '../db/client.ts';
import type { DomainEvent, DomainEventOf, DomainEventType } from '../../shared/realtime.ts';
import type { DomainEventBus } from './event-bus.ts';

/** What a service's work inside `transact` may do with events: record them, never publish them. */
export type Emit = (event: DomainEvent) => void;

/**
 * Writes what an event implies (a notification row...) in the transaction that recorded the event; it may emit the
 * events its own writes raise (`notification.created`), which are recorded and published like the others.
 */
type Recorder<T extends DomainEventType> = (tx: Db, event: DomainEventOf<T>, emit: Emit) => Promise<void>;

/**
 * The one path of domain events. A service runs its writes in `transact`, emitting events as it goes; recorders
 * write what the events imply in the same transaction (once, atomically), and the events are published on the bus
 * only after the commit, so a transaction that rolls back publishes nothing and no subscriber reads ahead of it.
 */
export class DomainEvents {
  private readonly recorders = new Map<
    DomainEventType,
    ((tx: Db, event: DomainEvent, emit: Emit) => Promise<void>)[]
  >();

  constructor(readonly bus: DomainEventBus) {}

  record<T extends DomainEventType>(type: T, recorder: Recorder<T>): void {
    const run = (tx: Db, event: DomainEvent, emit: Emit) => recorder(tx, event as DomainEventOf<T>, emit);
    this.recorders.set(type, [...(this.recorders.get(type) ?? []), run]);
  }

  async transact<R>(db: Db, work: (tx: Db, emit: Emit) => Promise<R>): Promise<R> {
    const events: DomainEvent[] = [];
    const emit: Emit = (event) => events.push(event);
    const result = await db.transaction(async (tx) => {
      const value = await work(tx, emit);
      // An index loop: events a recorder emits join the list and are recorded in turn.
      for (let i = 0; i < events.length; i++) {
        for (const recorder of this.recorders.get(events[i]!.type) ?? []) await recorder(tx, events[i]!, emit);
      }
      return value;
    });
    await this.bus.publish(events);
    return result;
  }
}
