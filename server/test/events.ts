import type { DomainEvent, DomainEventType } from '../../shared/realtime.ts';
import type { TestApp } from './test-app.ts';

/** The events of these types the app publishes from now on, in order (a live list: read it after the act). */
export function eventsHeard(t: TestApp, ...types: DomainEventType[]): DomainEvent[] {
  const heard: DomainEvent[] = [];
  for (const type of types) t.app.services.bus.subscribe(type, (event) => void heard.push(event));
  return heard;
}
