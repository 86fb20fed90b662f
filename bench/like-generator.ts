import { readFileSync } from 'node:fs';
import pino from 'pino';
import { RedisDomainEventBus } from '../server/events/event-bus.ts';
import { likeOf } from './live-likes.ts';

/**
 * The load generator, in its own process: publishes likes `first` to `first + count - 1` (likeOf) as like.created
 * events on the domain-event bus (Redis) at `rate` per second, as the app's own transactions would after commit, and
 * prints when it published each (the shared clock: wall time with sub-millisecond precision).
 */
const [, , redisUrl, membersFile, rate, first, count] = process.argv;
const members = JSON.parse(readFileSync(membersFile!, 'utf8')) as string[];
const bus = new RedisDomainEventBus(redisUrl!, pino({ level: 'silent' }));
await bus.ready;
const total = Number(count);
const intervalMs = 1000 / Number(rate);
const publishedAt: number[] = [];
const started = performance.now();
while (publishedAt.length < total) {
  const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
  const batch = [];
  for (let k = publishedAt.length; k < due; k++) {
    batch.push({ type: 'like.created' as const, ...likeOf(members, Number(first) + k) });
  }
  for (let k = publishedAt.length; k < due; k++) publishedAt.push(performance.timeOrigin + performance.now());
  await bus.publish(batch);
  await new Promise((resolve) => setTimeout(resolve, 1));
}
await bus.close();
process.stdout.write(JSON.stringify(publishedAt));
