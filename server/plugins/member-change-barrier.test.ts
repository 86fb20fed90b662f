import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMemberChangeBarrier } from './member-change-barrier.ts';

/** The barrier alone, on a stand-in for MemberChanges.settled() that the test lets go by hand. */
function appWithBarrier() {
  const app = Fastify();
  const waits: { release: () => void }[] = [];
  let asked: () => void = () => {};
  const firstWait = new Promise<void>((resolve) => (asked = resolve));
  registerMemberChangeBarrier(app, () => {
    asked();
    return new Promise<void>((release) => waits.push({ release }));
  });
  return { app, waits, firstWait };
}

describe('the member-change barrier', () => {
  it('refuses a route that changes state and declares nothing', () => {
    const { app } = appWithBarrier();
    expect(() => app.post('/api/forgotten.php', { config: {} }, () => ({ ok: true }))).toThrow(
      'POST /api/forgotten.php changes state but declares no config.settlesMemberChanges',
    );
    expect(() => app.get('/api/out.php', { config: { changesState: true } }, () => ({ ok: true }))).toThrow(
      'GET /api/out.php changes state',
    );
    expect(() => app.get('/api/read.php', () => ({ ok: true }))).not.toThrow();
  });

  it('holds a declaring route until every member change is heard, and lets the others pass', async () => {
    const { app, waits, firstWait } = appWithBarrier();
    app.post('/api/profile.php', { config: { settlesMemberChanges: true } }, () => ({ saved: true }));
    app.post('/api/like.php', { config: { settlesMemberChanges: false } }, () => ({ liked: true }));
    app.get('/api/read.php', () => ({ read: true }));

    expect((await app.inject({ method: 'POST', url: '/api/like.php' })).json()).toEqual({ liked: true });
    expect((await app.inject({ method: 'GET', url: '/api/read.php' })).json()).toEqual({ read: true });
    expect(waits).toHaveLength(0);

    let answered = false;
    const save = app.inject({ method: 'POST', url: '/api/profile.php' }).then((res) => ((answered = true), res));
    await firstWait;
    await new Promise((resolve) => setImmediate(resolve));
    expect([answered, waits.length]).toEqual([false, 1]);
    waits.forEach((wait) => wait.release());
    expect((await save).json()).toEqual({ saved: true });
  });

  it('lets a failed answer pass without waiting', async () => {
    const { app, waits } = appWithBarrier();
    app.post('/api/profile.php', { config: { settlesMemberChanges: true } }, async () => {
      throw Object.assign(new Error('bad'), { statusCode: 400 });
    });
    expect((await app.inject({ method: 'POST', url: '/api/profile.php' })).statusCode).toBe(400);
    expect(waits).toHaveLength(0);
  });
});
