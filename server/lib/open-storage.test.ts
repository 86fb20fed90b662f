import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type Server, type Socket, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { startS3Server } from '../test/s3-server.ts';
import { openStorage } from './open-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { DiskStorage } from './storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'dating-open-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the photo store the configuration names', () => {
  it('refuses a bucket without both keys, naming each missing one', () => {
    expect(() => loadEnv({ S3_BUCKET: 'photos' })).toThrow(
      'S3_ACCESS_KEY_ID: required when S3_BUCKET is set; S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
    expect(() => loadEnv({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /^Invalid environment: S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set$/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
  });

  it('keeps files in DATA_DIR/files without S3_BUCKET', async () => {
    const storage = openStorage(loadEnv({ DATA_DIR: dataDir }));
    expect(storage).toBeInstanceOf(DiskStorage);
    await storage.put('photos/x/thumb.jpg', Buffer.from('disk'));
    expect(existsSync(join(dataDir, 'files', 'photos', 'x', 'thumb.jpg'))).toBe(true);
  });

  it('keeps them in the bucket with S3_BUCKET, path-style by default with S3_ENDPOINT', async () => {
    const s3 = await startS3Server();
    const env = loadEnv({
      DATA_DIR: dataDir,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    expect(env.S3_REGION).toBe('us-east-1');
    const storage = openStorage(env) as S3Storage;
    const reader = new S3Storage({ ...s3, forcePathStyle: true });
    try {
      await storage.put('photos/y/thumb.jpg', Buffer.from('bucket'));
      expect((await reader.get('photos/y/thumb.jpg'))?.toString()).toBe('bucket');
      expect(existsSync(join(dataDir, 'files', 'photos', 'y'))).toBe(false);
    } finally {
      storage.close();
      reader.close();
      await s3.close();
    }
  });
});

describe('a store that accepts connections and never answers', () => {
  let hung: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    hung = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
  });

  it('fails each call after its request timeout (and one retry) instead of waiting forever', async () => {
    const { port } = hung.address() as { port: number };
    const storage = new S3Storage(
      {
        bucket: 'photos',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      { connectMs: 500, requestMs: 1_000 },
    );
    try {
      for (const call of [
        () => storage.put('photos/z/thumb.jpg', Buffer.from('x')),
        () => storage.get('photos/z/thumb.jpg'),
        () => storage.removePrefix('photos/z'),
      ]) {
        const started = Date.now();
        await expect(call()).rejects.toThrow(/timeout|timed out/i);
        const ms = Date.now() - started;
        // Two attempts of 1 s each: at least that long, and far from forever even on a loaded machine.
        expect(ms).toBeGreaterThanOrEqual(1_900);
        expect(ms).toBeLessThan(15_000);
      }
    } finally {
      storage.close();
    }
  });
});
