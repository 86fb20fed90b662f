import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, sessions, users } from '../../db/schema/index.ts';
import { setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app.ts';

/** Two instances of the app on one database, as behind a load balancer. */
let t: TestApp;
let other: FastifyInstance;
const newIp = addresses(6);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  other = await secondInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', cookie } });

describe('cached sessions follow every change, on every instance', () => {
  it('a language saved on one instance is what the other answers next', async () => {
    const { cookie } = await loginDemo(t.app, newIp());
    expect((await me(other, cookie)).json().language).toBe('nl');
    expect((await me(other, cookie)).json().language).toBe('nl'); // now cached on the other instance
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT_HEADERS, cookie },
      payload: { language: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await me(t.app, cookie)).json().language).toBe('de');
    await other.services.memberChanges.settled();
    expect((await me(other, cookie)).json().language).toBe('de');
  });

  it('a logout on one instance ends the session on the other', async () => {
    const { cookie } = await loginDemo(t.app, newIp());
    expect((await me(other, cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { ...CLIENT_HEADERS, cookie } });
    expect((await me(t.app, cookie)).statusCode).toBe(403);
    await other.services.memberChanges.settled();
    expect((await me(other, cookie)).statusCode).toBe(403);
  });

  it.each([
    ['credits (through the credits writer)', (id: string) => setCredits(t.database.db, id, 77), 'credits', 77],
    [
      'paid state',
      (id: string) => t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, id)),
      'paid_user',
      true,
    ],
    [
      'profile name',
      (id: string) => t.database.db.update(profiles).set({ name: 'Renamed' }).where(eq(profiles.userId, id)),
      'profile.name',
      'Renamed',
    ],
    [
      'main photo status',
      (id: string) => t.database.db.update(photos).set({ status: 'in_review' }).where(eq(photos.userId, id)),
      'profile.main_image.status',
      'in_review',
    ],
    [
      'dismissed alert',
      (id: string) =>
        t.database.db
          .update(users)
          .set({ pushAlertDismissedAt: new Date('2026-11-01T10:00:00Z') })
          .where(eq(users.id, id)),
      'dismissed_alerts.push',
      '2026-11-01T10:00:00.000Z',
    ],
  ])('a change of %s written by anyone reaches both instances', async (_, change, field, value) => {
    const { cookie, id } = await loginDemo(t.app, newIp());
    await me(t.app, cookie);
    await me(other, cookie);
    await change(id);
    await t.settled();
    await other.services.memberChanges.settled();
    const read = (body: Record<string, unknown>) =>
      field.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], body);
    expect(read((await me(t.app, cookie)).json())).toEqual(value);
    expect(read((await me(other, cookie)).json())).toEqual(value);
  });

  it('a session deleted in the database (deletion, password change elsewhere) ends at once', async () => {
    const { cookie, id } = await loginDemo(t.app, newIp());
    await me(t.app, cookie);
    await t.database.db.delete(sessions).where(eq(sessions.userId, id));
    await t.settled();
    expect((await me(t.app, cookie)).statusCode).toBe(403);
  });
});
