import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { jobs, profiles } from '../db/schema/index.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../test/http.ts';
import { bundlesFor, checkout, openTestCheckout } from '../test/payments.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

const METRICS_TOKEN = 'metrics-token-for-operations-tests-0123';
/** A balancer's health check names its own host, which no site serves. */
const FOREIGN_HOST = { host: '10.9.8.7:8080' };
const newIp = addresses(85);

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (`name{label="value",...} number` lines). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!]));
      return { name: name!, labels, value: Number(value) };
    });
}

const samplesNamed = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v));

/** A GET over a real connection (the fast lane answers only those). */
function overHttp(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject).end();
  });
}

describe('without metrics configured', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({}, { memberCount: 2 })));
  afterAll(() => t.close());

  it('/healthz and /readyz answer any host, kept by no cache, setting no cookie', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url, headers: FOREIGN_HOST, remoteAddress: newIp() });
      expect([res.statusCode, res.headers['cache-control'], res.headers['set-cookie']], url).toEqual([
        200,
        'no-store',
        undefined,
      ]);
    }
    const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: FOREIGN_HOST });
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/readyz is 503 naming the stop from the stop signal on, while /healthz stays 200', async () => {
    t.app.lifecycle.stopping = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: FOREIGN_HOST });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', failed: ['stopping'] }]);
      expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: FOREIGN_HOST })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.stopping = false;
    }
  });

  it('/readyz is 503 naming the migrations while the database lacks one this code ships, and 200 once it has it', async () => {
    const { db } = t.database;
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *`,
    );
    const behind = await t.app.inject({ method: 'GET', url: '/readyz', headers: FOREIGN_HOST });
    expect([behind.statusCode, behind.json()]).toEqual([503, { status: 'unavailable', failed: ['migrations'] }]);
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/readyz', headers: FOREIGN_HOST })).statusCode).toBe(200);
  });

  it('/metrics does not exist, and the probes are not in the API document', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: CLIENT_HEADERS });
    expect(Object.keys(docs.json().paths)).toContain('/api/settings.php');
    expect(Object.keys(docs.json().paths).filter((path) => /healthz|readyz|metrics/.test(path))).toEqual([]);
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  let sender: ChatMember;
  let recipient: ChatMember;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN }, { memberCount: 6 });
    [sender, recipient] = (await confirmedPremiumMembers(t, 2)) as [ChatMember, ChatMember];
    await setCredits(t.database.db, sender.id, 50);
    await t.database.db.update(profiles).set({ country: 'NL' }); // where iDEAL is offered
    // A job that is not due yet, and one that ran out of tries.
    await t.database.db.insert(jobs).values([
      { kind: 'metrics-test', payload: {}, runAt: new Date(Date.now() + 86_400_000) },
      { kind: 'metrics-test', payload: {}, doneAt: new Date(), lastError: 'smtp: 550', attempts: 8 },
    ]);
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is refused without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN]) {
      expect((await scrape(authorization)).statusCode, authorization).toBe(401);
    }
  });

  it('shows every named series after requests, a chat message and a payment', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/no-such-page', headers: FOREIGN_HOST })).statusCode).toBe(404);
    const sent = await sendMessage(t, sender, { profile_id: recipient.id, text: 'Hoi!', client_id: randomUUID() });
    expect(sent.statusCode, sent.body).toBe(200);
    const bundleId = (await bundlesFor(t, sender)).bundles[0]!.id;
    const { checkoutUrl, providerId } = await checkout(t, sender, { bundle_id: bundleId, method: 'ideal' });
    expect((await openTestCheckout(t, checkoutUrl, sender)).statusCode).toBe(200);

    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const samples = samplesOf(res.body);
    const one = (name: string, labels: Record<string, string> = {}) => {
      const found = samplesNamed(samples, name, labels);
      expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
      return found[0]!.value;
    };
    expect(one('http_requests_total', { route: '/api/message.php', method: 'POST', status: '200' })).toBe(1);
    expect(one('http_requests_total', { route: '/healthz', method: 'GET', status: '200' })).toBe(1);
    expect(one('http_requests_total', { route: '(unmatched)', method: 'GET', status: '404' })).toBe(1);
    // The route's pattern, never the URL: no payment id in any label.
    expect(one('http_requests_total', { route: '/api/test-checkout/:id', method: 'GET', status: '200' })).toBe(1);
    expect(res.body).not.toContain(providerId);
    expect(one('http_request_duration_seconds_count', { route: '/api/message.php', method: 'POST' })).toBe(1);
    expect(one('http_request_duration_seconds_bucket', { route: '/api/message.php', le: '+Inf' })).toBe(1);
    expect(one('messages_sent_total')).toBe(1);
    expect(one('payments', { status: 'pending' })).toBe(1);
    expect(one('websocket_connections')).toBe(0);
    expect(one('jobs_pending', { kind: 'metrics-test' })).toBe(1);
    expect(one('jobs_oldest_due_age_seconds', { kind: 'metrics-test' })).toBe(0);
    expect(one('jobs_dead', { kind: 'metrics-test' })).toBe(1);
    expect(one('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    const pool = samplesNamed(samples, 'db_pool_connections');
    if (t.database.kind === 'postgres') expect(pool[0]!.value).toBeGreaterThanOrEqual(1);
    else expect(pool).toEqual([]); // PGlite is one connection in the process: no pool to report
  });

  it('still answers when one source fails, without that source', async () => {
    const { db } = t.database;
    await db.execute(sql`alter table payments rename to payments_away`);
    try {
      const res = await scrape(`Bearer ${METRICS_TOKEN}`);
      expect(res.statusCode).toBe(200);
      const samples = samplesOf(res.body);
      expect(samplesNamed(samples, 'payments')).toEqual([]);
      expect(samplesNamed(samples, 'jobs_dead', { kind: 'metrics-test' })).toHaveLength(1);
    } finally {
      await db.execute(sql`alter table payments_away rename to payments`);
    }
  });
});

describe('with METRICS_PORT', () => {
  let t: TestApp;
  let appPort: number;
  let metricsPort: number;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' }, { memberCount: 2 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    appPort = (t.app.server.address() as AddressInfo).port;
    metricsPort = (t.app.metricsServer!.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('serves them on their own port, not on the app one; the fast lane answers counted too', async () => {
    // The first is Fastify's, which prepares the answer the fast lane gives the next ones.
    for (let i = 0; i < 3; i++) {
      expect((await overHttp(appPort, '/api/settings.php', { host: 'localhost:3000' })).status).toBe(200);
    }
    expect((await overHttp(appPort, '/metrics')).status).toBe(404);
    expect((await overHttp(metricsPort, '/healthz')).status).toBe(404);
    const res = await overHttp(metricsPort, '/metrics');
    expect(res.status).toBe(200);
    const samples = samplesOf(res.body);
    const settings = samplesNamed(samples, 'http_requests_total', { route: '/api/settings.php', method: 'GET' });
    expect(settings.map((sample) => sample.value)).toEqual([3]);
    expect(samplesNamed(samples, 'http_requests_total', { route: '/metrics' })).toEqual([]);
  });
});
