import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageBounces } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(15);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
});
afterAll(() => t.close());
beforeEach(() => t.database.db.delete(pageBounces));

const beacon = (headers: Record<string, string>, payload: object = {}, remoteAddress = newIp(), query = '?lb=1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/page-hidden.php${query}`,
    headers: { ...CLIENT_HEADERS, ...headers },
    payload,
    remoteAddress,
  });
const logged = () => t.database.db.select().from(pageBounces);

describe('POST /api/page-hidden.php', () => {
  it('logs the page a visitor or a member left, from the Referer', async () => {
    expect((await beacon({ referer: 'http://localhost:3000/members?lb=1&ref=x' })).json()).toEqual({ ok: true });
    const { cookie, id } = await loginDemo(t.app, newIp());
    await beacon({ cookie, referer: 'http://localhost:3000/pages/terms' });
    await beacon({});
    const rows = (await logged()).map(({ userId, path }) => [userId, path]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [null, '/members?lb=1&ref=x'],
        [id, '/pages/terms'],
        [null, null],
      ]),
    );
  });

  it("without ?lb=1 logs nothing: a member's beacon only makes them away", async () => {
    const { cookie, id } = await loginDemo(t.app, newIp());
    await t.app.services.presence.present([id]);
    expect(await t.app.services.presence.isPresent(id)).toBe(true);
    const res = await beacon({ cookie, referer: 'http://localhost:3000/chats' }, {}, newIp(), '');
    expect(res.json()).toEqual({ ok: true });
    expect(await t.app.services.presence.isPresent(id)).toBe(false);
    expect((await beacon({}, {}, newIp(), '')).statusCode).toBe(200);
    expect((await beacon({}, {}, newIp(), '?lb=yes')).statusCode).toBe(400);
    expect(await logged()).toEqual([]);
  });

  it('keeps at most 300 characters of a path, never a NUL, and ignores a Referer that is no URL', async () => {
    await beacon({ referer: `http://localhost:3000/${'a'.repeat(400)}%00` });
    await beacon({ referer: 'not a url' });
    const paths = (await logged()).map((row) => row.path);
    expect(paths.find((path) => path !== null)).toHaveLength(300);
    expect(paths).toContain(null);
  });

  it('refuses a body that is not the empty beacon and an unknown host', async () => {
    const filled = await beacon({}, { path: '/x' });
    expect([filled.statusCode, filled.json().code]).toEqual([400, 'validation_failed']);
    expect((await beacon({ host: 'evil.example' })).json().code).toBe('unknown_site');
    expect(await logged()).toEqual([]);
  });

  it('takes the beacon as navigator.sendBeacon sends it: JSON, without the client header', async () => {
    const { cookie, id } = await loginDemo(t.app, newIp());
    await t.app.services.presence.present([id]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php?lb=1',
      headers: {
        host: 'localhost:3000',
        cookie,
        'content-type': 'application/json',
        referer: 'http://localhost:3000/',
      },
      payload: '{}',
      remoteAddress: newIp(),
    });
    expect(sent.json()).toEqual({ ok: true });
    expect(await t.app.services.presence.isPresent(id)).toBe(false);
    expect((await logged()).map((row) => [row.userId, row.path])).toEqual([[id, '/']]);
  });

  it('takes at most 60 a minute from one address, however they are sent', async () => {
    const address = newIp();
    for (let i = 0; i < 60; i++) expect((await beacon({}, {}, address)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => beacon({}, {}, address)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(429));
    expect(await logged()).toHaveLength(60);
  });
});
