import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { S3Storage } from './s3-storage.ts';
import { DiskStorage, type FileStorage } from './storage.ts';

/** Each store, fresh per suite, with the keys a test may list back. */
interface Store {
  storage: FileStorage;
  close(): Promise<void>;
}

const stores: Record<string, () => Promise<Store>> = {
  DiskStorage: async () => {
    const root = mkdtempSync(join(tmpdir(), 'dating-disk-storage-'));
    return { storage: new DiskStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
  },
  S3Storage: async () => {
    const server = await startS3Server();
    // Pages of 7 keys: the listing and batch deletes of removePrefix go over several pages.
    const storage = new S3Storage({ ...server, forcePathStyle: true }, undefined, 7);
    return {
      storage,
      async close() {
        storage.close();
        await server.close();
      },
    };
  },
};

describe.each(Object.keys(stores))('%s: the FileStorage contract', (name) => {
  let store: Store;
  beforeAll(async () => {
    store = await stores[name]!();
  });
  afterAll(() => store.close());

  it('gives back the bytes it was given, and nothing for a key never stored', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    await store.storage.put('photos/a/full.jpg', bytes);
    expect(await store.storage.get('photos/a/full.jpg')).toEqual(bytes);
    expect(await store.storage.get('photos/a/none.jpg')).toBeUndefined();
    expect(await store.storage.get('photos/never/full.jpg')).toBeUndefined();
  });

  it('overwrites a key', async () => {
    await store.storage.put('photos/b/thumb.webp', Buffer.from('first'));
    await store.storage.put('photos/b/thumb.webp', Buffer.from('second'));
    expect((await store.storage.get('photos/b/thumb.webp'))?.toString()).toBe('second');
  });

  it('removes every file under a folder over several pages, and only those', async () => {
    const keys = Array.from({ length: 23 }, (_, i) => `photos/many/${String(i).padStart(2, '0')}.jpg`);
    await Promise.all(keys.map((key) => store.storage.put(key, Buffer.from(key))));
    await store.storage.put('photos/many-other/full.jpg', Buffer.from('neighbour'));
    await store.storage.put('photos/manyx.jpg', Buffer.from('neighbour'));
    await store.storage.removePrefix('photos/many');
    for (const key of keys) expect(await store.storage.get(key)).toBeUndefined();
    expect((await store.storage.get('photos/many-other/full.jpg'))?.toString()).toBe('neighbour');
    expect((await store.storage.get('photos/manyx.jpg'))?.toString()).toBe('neighbour');
    await store.storage.removePrefix('photos/many'); // nothing left: no error
  });

  it('stores a local file and gives it back as a stream, and no stream for a key never stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dating-put-file-'));
    try {
      const bytes = Buffer.alloc(300_000, 7);
      bytes.write('end', bytes.length - 3);
      writeFileSync(join(dir, 'export.zip'), bytes);
      await store.storage.putFile('exports/m/export.zip', join(dir, 'export.zip'));
      const stream = await store.storage.getStream('exports/m/export.zip');
      const chunks: Buffer[] = [];
      for await (const chunk of stream!) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      expect(await store.storage.getStream('exports/none/export.zip')).toBeUndefined();
      await expect(store.storage.getStream('../outside.zip')).rejects.toThrow('escapes the root');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../outside.jpg', 'photos/../../outside.jpg', '/etc/passwd', 'photos//a.jpg', 'a\\..\\b']) {
      await expect(store.storage.put(key, Buffer.from('x'))).rejects.toThrow('escapes the root');
      await expect(store.storage.get(key)).rejects.toThrow('escapes the root');
    }
    await expect(store.storage.removePrefix('..')).rejects.toThrow('escapes the root');
    await expect(store.storage.removePrefix('')).rejects.toThrow('escapes the root');
  });
});
