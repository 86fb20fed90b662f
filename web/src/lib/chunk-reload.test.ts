import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '../../../shared/constants.ts';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('chunk-load reload guard', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void reloads++;
    const start = 1_000_000;
    expect(reloadAfterChunkError(start, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(start + CHUNK_RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadAfterChunkError(start + CHUNK_RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});
