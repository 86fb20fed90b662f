import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, acceptedEncoding, registerCompression } from '../plugins/compression.ts';
import { jsonHeaders, keptJsonAnswer, smallJsonAnswer } from './prepared-answer.ts';

const big = Buffer.from(JSON.stringify({ text: 'a dating profile '.repeat(COMPRESSION_THRESHOLD / 8) }));
const small = Buffer.from('{"ok":true}');

describe('acceptedEncoding', () => {
  it('picks what the compression plugin picks, for every kind of Accept-Encoding', async () => {
    const app = Fastify();
    await registerCompression(app);
    app.get('/', (_request, reply) => void reply.type('application/json').send(big.toString()));
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

describe('keptJsonAnswer', () => {
  it('sends a small body as it is, whatever the client accepts', () => {
    const answer = keptJsonAnswer(small, 'br');
    expect(answer.body).toBe(small);
    expect(answer.headers).toEqual({ 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' });
  });

  it('compresses a large body once per encoding, to bytes that unpack to it', () => {
    const br = keptJsonAnswer(big, 'br', { 'cache-control': 'no-cache' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
    expect(brotliDecompressSync(br.body as Buffer).equals(big)).toBe(true);
    expect(keptJsonAnswer(big, 'gzip, deflate, br').body).toBe(br.body);
    const gzip = keptJsonAnswer(big, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).equals(big)).toBe(true);
    expect(keptJsonAnswer(big, undefined).body).toBe(big);
  });

  it('hands out one headers object per set and encoding', () => {
    const extra = { 'cache-control': 'no-cache' };
    expect(keptJsonAnswer(big, 'br', extra).headers).toBe(jsonHeaders(extra, 'br'));
    expect(keptJsonAnswer(small, 'br', extra).headers).toBe(jsonHeaders(extra));
  });
});

describe('smallJsonAnswer', () => {
  it('declines a body the plugin would compress, and takes every other', () => {
    expect(smallJsonAnswer(big.toString(), 'br')).toBeUndefined();
    expect(smallJsonAnswer(big.toString(), 'identity')?.body).toBe(big.toString());
    expect(smallJsonAnswer(small.toString(), 'br')?.headers).toBe(jsonHeaders());
  });
});
