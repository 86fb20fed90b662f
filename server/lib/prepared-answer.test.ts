import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from './content-encoding.ts';
import { jsonHeaders, keptJsonAnswer, smallJsonAnswer } from './prepared-answer.ts';

const big = Buffer.from(JSON.stringify({ text: 'a dating profile '.repeat(COMPRESSION_THRESHOLD / 8) }));
const small = Buffer.from('{"ok":true}');

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
