import type { FastifyInstance } from 'fastify';
import type { DomainEvent, DomainEventType } from '../../shared/realtime.ts';

/**
 * The events of these types the app publishes from now on, in order, only those about `memberId` when given (a live
 * list: read it after the act).
 */
export function eventsHeard(app: FastifyInstance, types: DomainEventType[], memberId?: string): DomainEvent[] {
  const heard: DomainEvent[] = [];
  const about = (event: DomainEvent) => memberId === undefined || ('memberId' in event && event.memberId === memberId);
  for (const type of types) app.services.bus.subscribe(type, (event) => void (about(event) && heard.push(event)));
  return heard;
}
