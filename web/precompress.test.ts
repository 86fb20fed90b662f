import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  it('writes a brotli and a gzip twin of each text file they make smaller, and of nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      const big = `export const x = ${JSON.stringify('y'.repeat(4000))};`;
      writeFileSync(join(dir, 'big.js'), big);
      writeFileSync(join(dir, 'small.css'), 'a{}');
      writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4000));
      const hook = precompress().writeBundle as (options: { dir: string }, bundle: Record<string, unknown>) => void;
      hook({ dir }, { 'big.js': {}, 'small.css': {}, 'photo.webp': {} });
      expect(brotliDecompressSync(readFileSync(join(dir, 'big.js.br'))).toString()).toBe(big);
      expect(gunzipSync(readFileSync(join(dir, 'big.js.gz'))).toString()).toBe(big);
      expect(readFileSync(join(dir, 'big.js.br')).length).toBeLessThan(big.length / 10);
      expect(['small.css.br', 'photo.webp.br', 'photo.webp.gz'].map((f) => existsSync(join(dir, f)))).toEqual([
        false,
        false,
        false,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
