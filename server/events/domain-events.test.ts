import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../shared/realtime.ts';
import type { Database } from '../db/client.ts';
import { notifications, users } from '../db/schema/index.ts';
import { recordNotifications } from '../modules/notifications/notifications.events.ts';
import { createSeededTestDatabase } from '../test/test-db.ts';
import { DomainEvents } from './domain-events.ts';
import { DomainEventBus } from './event-bus.ts';

let database: Database;
let memberId: string;
beforeAll(async () => {
  database = await createSeededTestDatabase(2);
  memberId = (await database.db.select({ id: users.id }).from(users).limit(1))[0]!.id;
});
afterAll(() => database.close());

/** Domain events with the notifications recorder, and every event the bus carried. */
function eventsWithLog() {
  const bus = new DomainEventBus();
  const published: DomainEvent[] = [];
  bus.subscribe('photo.rejected', (event) => published.push(event));
  bus.subscribe('notification.created', (event) => published.push(event));
  const events = new DomainEvents(bus);
  recordNotifications(events);
  return { events, published };
}

const notificationsOf = (id: string) => database.db.select().from(notifications).where(eq(notifications.userId, id));

describe('domain events', () => {
  it('are published after the commit, with what they imply written in the same transaction', async () => {
    const { events, published } = eventsWithLog();
    const seenAtPublish: number[] = [];
    events.bus.subscribe(
      'photo.rejected',
      () => void notificationsOf(memberId).then((rows) => seenAtPublish.push(rows.length)),
    );
    await events.transact(database.db, async (_tx, emit) => {
      emit({ type: 'photo.rejected', memberId, photoId: 'photo-1' });
      expect(published).toEqual([]);
    });
    const rows = await notificationsOf(memberId);
    // The recorder's own event (notification.created) is recorded and published after the one it came from.
    expect(published).toEqual([
      { type: 'photo.rejected', memberId, photoId: 'photo-1' },
      { type: 'notification.created', memberId, notificationId: rows[0]!.id, kind: 'photo_rejected' },
    ]);
    expect(rows.map((row) => [row.kind, JSON.parse(row.data)])).toEqual([['photo_rejected', { photo_id: 'photo-1' }]]);
    await expect.poll(() => seenAtPublish).toEqual([1]);
  });

  it('are never published, nor their rows kept, when the transaction rolls back', async () => {
    const { events, published } = eventsWithLog();
    const before = (await notificationsOf(memberId)).length;
    await expect(
      events.transact(database.db, async (tx, emit) => {
        emit({ type: 'photo.rejected', memberId, photoId: 'photo-2' });
        await tx.update(users).set({ language: 'en' }).where(eq(users.id, memberId));
        throw new Error('the rejection failed');
      }),
    ).rejects.toThrow('the rejection failed');
    expect(published).toEqual([]);
    expect(await notificationsOf(memberId)).toHaveLength(before);
  });

  it('are not published when a recorder fails, and the work rolls back with it', async () => {
    const { events, published } = eventsWithLog();
    events.record('photo.rejected', async () => {
      throw new Error('the notification could not be written');
    });
    await expect(
      events.transact(database.db, async (tx, emit) => {
        await tx.update(users).set({ language: 'de' }).where(eq(users.id, memberId));
        emit({ type: 'photo.rejected', memberId, photoId: 'photo-3' });
      }),
    ).rejects.toThrow('the notification could not be written');
    expect(published).toEqual([]);
    const [member] = await database.db.select({ language: users.language }).from(users).where(eq(users.id, memberId));
    expect(member!.language).not.toBe('de');
  });
});
