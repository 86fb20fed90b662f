import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../shared/contracts/site-admin.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { type ChatMember, realMembers, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app.ts';

/**
 * Two instances on one database, as behind a load balancer (on PostgreSQL each with its own connections): what the
 * console changes on the first is served by the second once it has heard the change (its own `settled()`, no sleep).
 */
let t: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;
let admin: Record<string, string>;
let siteId: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 4 });
  const { url } = t.database;
  secondDatabase = url ? openDatabase({ url }) : t.database;
  second = await secondInstance(t, { database: secondDatabase });
  admin = (await staffSession(t, 'admin')).headers;
  const list = (await t.app.inject({ url: '/api/admin/sites.php', headers: admin })).json();
  [siteId, companyId] = [list.sites[0].id, list.companies[0].id];
});
afterAll(async () => {
  await second.close();
  if (secondDatabase !== t.database) await secondDatabase.close();
  await t.close();
});

const heardOnBoth = async () => {
  await t.app.services.siteChanges.settled();
  await second.services.siteChanges.settled();
};
const settingsOn = (app: FastifyInstance, host: string) => app.inject({ url: '/api/settings.php', headers: { host } });
const newIp = addresses(131);

describe('a console change is live on every instance', () => {
  it('a created site answers its domain on both instances', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sites.php',
      headers: admin,
      payload: {
        name: 'Twin',
        domain: 'twin.example',
        domain_language: 'en',
        niche: 1,
        countries: ['GB'],
        company_id: companyId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // At once on the instance that made it; on the other once it heard the change.
    expect((await settingsOn(t.app, 'twin.example')).json().name).toBe('Twin');
    await second.services.siteChanges.settled();
    expect((await settingsOn(second, 'twin.example')).json().name).toBe('Twin');
  });

  it('a host added on one answers on both', async () => {
    expect((await settingsOn(second, 'www.twin.example')).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-domain-add.php',
      headers: admin,
      payload: { site_id: siteId, host: 'www.twin.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settingsOn(t.app, 'www.twin.example')).statusCode).toBe(200);
    await heardOnBoth();
    expect((await settingsOn(second, 'www.twin.example')).statusCode).toBe(200);
  });

  it('message_credits changed on one: the next message on the other costs the new price', async () => {
    await t.database.db.update(users).set({ status: 'confirmed', paidUser: true });
    await t.database.db.update(profiles).set({ country: 'NL', status: 'active' });
    const [from, to] = (await realMembers(t, 2)) as [ChatMember, ChatMember];
    await setCredits(t.database.db, from.id, 20);
    await t.settled();
    const send = () =>
      second.inject({
        method: 'POST',
        url: '/api/message.php',
        headers: { ...CLIENT_HEADERS, cookie: from.cookie },
        payload: { profile_id: to.id, text: 'Hoi!' },
        remoteAddress: newIp(),
      });
    const first = await send();
    expect([first.statusCode, first.json().credits]).toEqual([200, 19]);

    const detail = (await t.app.inject({ url: `/api/admin/site.php?id=${siteId}`, headers: admin })).json();
    const settings: SiteSettings = { ...detail.settings, message_credits: 3 };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings.php',
      headers: admin,
      payload: { id: siteId, settings },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await second.services.siteChanges.settled();
    const next = await send();
    expect([next.statusCode, next.json().credits]).toEqual([200, 16]);
    const [row] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, from.id));
    expect(row!.credits).toBe(16);
  });
});
