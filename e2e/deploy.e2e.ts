import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { and, eq, ne } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Database, openDatabase } from '../server/db/client.ts';
import { profiles, sites, users } from '../server/db/schema/index.ts';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { multipart } from '../server/test/images.ts';
import { startS3Server } from '../server/test/s3-server.ts';
import { startSmtpSink } from '../server/test/smtp-sink.ts';
import { REALTIME_PATH, type RealtimeMessage } from '../shared/realtime.ts';
import { type Instance, makeRelease, startBalancer, startInstance, stopProcess } from './support/release.ts';
import { freePort } from './support/server.ts';

/**
 * README "Production", as an operator follows it: a release with production dependencies only, two instances of the
 * built server on one PostgreSQL, one Redis and one S3-compatible store, behind deploy/haproxy.cfg. A member uploads
 * a photo on one instance and it is served by the other; a message sent on one arrives live on a socket held through
 * the balancer; an instance that stops leaves the balancer serving.
 */
// The servers .ci/run names, else the machine's own: production's shape needs PostgreSQL and Redis.
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const dbName = `deploy_${randomBytes(5).toString('hex')}`;
const url = (name: string) => Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString();
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: url('postgres') });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

let release: string;
let instances: Instance[] = [];
let balancer: ChildProcess;
let balancerUrl: string;
let database: Database;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  release = makeRelease();
  await admin(`CREATE DATABASE "${dbName}"`);
  const s3 = await startS3Server();
  const smtp = await startSmtpSink();
  closers.push(s3.close, smtp.close);
  const shared = {
    DATABASE_URL: url(dbName),
    REDIS_URL: redisUrl,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    SMTP_URL: smtp.url,
    SEED_DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: `${release}/data`,
  };
  const ports = [await freePort(), await freePort()];
  // Both at once, on an empty database: the migrations and the demo seed run once, under a lock.
  instances = await Promise.all(ports.map((port) => startInstance(release, { ...shared, PORT: String(port) })));
  const bind = `127.0.0.1:${await freePort()}`;
  balancer = startBalancer(bind, `127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`);
  balancerUrl = `http://${bind}`;
  database = openDatabase({ url: url(dbName) });
  await until(async () => (await fetch(`${balancerUrl}/readyz`).catch(() => undefined))?.status === 200);
}, 300_000);

afterAll(async () => {
  balancer?.kill('SIGTERM');
  await Promise.all(instances.map((instance) => stopProcess(instance.process)));
  await database?.close();
  for (const close of closers) await close();
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  if (release) rmSync(release, { recursive: true, force: true });
});

async function until(condition: () => Promise<boolean>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const CLIENT = { 'x-client': 'web' };

async function login(base: string, credentials: { email: string; password: string }) {
  const res = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { ...CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('auth='))!;
  return { cookie: cookie.split(';')[0]!, id: ((await res.json()) as { id: string }).id };
}

/** A premium member of the seed who logs in with the demo password (as e2e/chat.e2e.ts arranges it). */
async function otherMember() {
  const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  const [other] = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(ne(users.id, demo!.id), eq(users.fictional, false), eq(users.paidUser, true)))
    .limit(1);
  await database.db.update(users).set({ passwordHash: demo!.passwordHash }).where(eq(users.id, other!.id));
  return { email: other!.email, password: DEMO_LOGIN.password };
}

function liveSocket(base: string, cookie: string, origin: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}${REALTIME_PATH}`, { headers: { cookie }, origin });
  const messages: RealtimeMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as RealtimeMessage));
  return new Promise<{ socket: WebSocket; messages: RealtimeMessage[] }>((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
  });
}

describe('two instances behind the balancer', () => {
  it('seeded the demo once, though both started at once on an empty database', async () => {
    expect(await database.db.select({ id: sites.id }).from(sites)).toHaveLength(1);
    const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect(demo).toBeDefined();
  });

  it('serves a photo uploaded on one instance from the other', async () => {
    const [one, two] = instances as [Instance, Instance];
    const member = await login(one.url, DEMO_LOGIN);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7ec8e3' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipart(jpeg);
    const uploaded = await fetch(`${one.url}/api/photos.php`, {
      method: 'POST',
      headers: { ...CLIENT, ...headers, cookie: member.cookie },
      body: payload,
    });
    expect(uploaded.status).toBe(200);
    const photo = (await uploaded.json()) as { profile: string };
    // The site serves photos under /media/ (no CDN prefix configured): the file is in the bucket, not on instance one.
    const served = await fetch(`${two.url}/media/${photo.profile}`, { headers: { cookie: member.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('carries a message sent on one instance live to a socket held through the balancer', async () => {
    const [one, two] = instances as [Instance, Instance];
    const sender = await login(one.url, DEMO_LOGIN);
    const recipient = await login(two.url, await otherMember());
    const [site] = await database.db.select({ baseUrl: sites.baseUrl }).from(sites);
    const live = await liveSocket(balancerUrl, recipient.cookie, new URL(site!.baseUrl).origin);
    const sent = await fetch(`${one.url}/api/message.php`, {
      method: 'POST',
      headers: { ...CLIENT, 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ profile_id: recipient.id, text: 'Hallo via de balancer' }),
    });
    expect(sent.status).toBe(200);
    await until(async () => live.messages.some((message) => message.type === 'message.created'));
    live.socket.close();
  });

  it('names each request and keeps serving while an instance stops', async () => {
    const answer = await fetch(`${balancerUrl}/api/settings.php`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBeTruthy();
    const stopped = stopProcess(instances[0]!.process);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await fetch(`${balancerUrl}/api/settings.php`)).status);
    expect(await stopped).toBe(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
