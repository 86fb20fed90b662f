import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../shared/realtime.ts';
import { RedisDomainEventBus } from './event-bus.ts';

/** Two instances' buses on one Redis: what one publishes, both deliver once, in order; `deliver` stays local. */
const log = pino({ level: 'silent' });
const buses = [
  new RedisDomainEventBus(process.env.TEST_REDIS_URL!, log),
  new RedisDomainEventBus(process.env.TEST_REDIS_URL!, log),
];
beforeAll(() => Promise.all(buses.map((bus) => bus.ready)));
afterAll(() => Promise.all(buses.map((bus) => bus.close())));

describe('the Redis event bus', () => {
  it('carries published events to every instance, once each, in order', async () => {
    const received = buses.map(() => [] as DomainEvent[]);
    buses.forEach((bus, i) => bus.subscribe('photo.rejected', (event) => received[i]!.push(event)));
    const memberId = randomUUID();
    const events: DomainEvent[] = [1, 2, 3].map((n) => ({ type: 'photo.rejected', memberId, photoId: `p${n}` }));
    await buses[0]!.publish(events);
    for (const list of received)
      await expect
        .poll(() => list.filter((e) => 'memberId' in e && e.memberId === memberId), { timeout: 30_000 })
        .toEqual(events);
  });

  it('keeps a delivered event on its own instance', async () => {
    const heard = buses.map(() => 0);
    buses.forEach((bus, i) => bus.subscribe('member.changed', () => heard[i]!++));
    let markerArrived = false;
    buses[0]!.subscribe('photo.rejected', (event) => (markerArrived ||= event.photoId === 'marker'));
    buses[1]!.deliver({ type: 'member.changed', memberId: randomUUID() });
    // Published after the delivery: once it has arrived, a delivery that travelled would have too.
    await buses[1]!.publish([{ type: 'photo.rejected', memberId: 'marker', photoId: 'marker' }]);
    await expect.poll(() => markerArrived, { timeout: 30_000 }).toBe(true);
    expect(heard).toEqual([0, 1]);
  });
});
