import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, acceptedEncoding } from '../lib/content-encoding.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { registerCompression } from './compression.ts';

/** API answers above the threshold are compressed on the fly as the client accepts; small ones and request bodies are not touched. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

const settings = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/settings.php',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compression of API answers', () => {
  it('sends brotli to a client that accepts it, else gzip, and both unpack to the plain answer', async () => {
    const plain = await settings();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await settings('gzip, deflate, br');
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.7);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await settings('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers under the threshold as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { 'accept-encoding': 'br' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not unpack a compressed request body: it is refused, not inflated past the body limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login.php',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('acceptedEncoding (lib/content-encoding.ts)', () => {
  it('picks what the compression plugin picks, for every kind of Accept-Encoding', async () => {
    const app = Fastify();
    await registerCompression(app);
    const big = JSON.stringify({ text: 'a dating profile '.repeat(COMPRESSION_THRESHOLD / 8) });
    app.get('/', (_request, reply) => void reply.type('application/json').send(big));
    const headers = [
      'gzip, deflate, br',
      'br',
      'gzip',
      'deflate',
      'identity',
      '*',
      'x-gzip',
      'br;q=0.5, gzip',
      'br;q=0, gzip;q=0',
      'GZIP',
      'zstd',
      '',
    ];
    for (const header of headers) {
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': header } });
      expect(acceptedEncoding(header), header).toBe(res.headers['content-encoding']);
    }
    expect(acceptedEncoding(undefined)).toBeUndefined();
    await app.close();
  });
});
