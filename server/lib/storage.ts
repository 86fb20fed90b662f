import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where photo files live: on this machine's disk by default (DiskStorage), in an S3-compatible bucket when instances
 * share them (S3Storage). A store that fails (full disk, unreachable, timed out) throws.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** Stores the local file at `path` under `key`, streamed: a large file (a data export) is never whole in memory. */
  putFile(key: string, path: string): Promise<void>;
  /** The file under `key` as a stream, or undefined when there is none. */
  getStream(key: string): Promise<Readable | undefined>;
  /** Removes every file under the folder `prefix` (all sizes of one photo); nothing there is no error. */
  removePrefix(prefix: string): Promise<void>;
}

/** Refuses a key that is not a plain relative path (`..`, `.`, empty parts, backslashes): it could leave the root. */
export function checkStorageKey(key: string): void {
  const parts = key.split('/');
  if (key.includes('\\') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`storage key escapes the root: ${key}`);
  }
}

export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    checkStorageKey(key);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async putFile(key: string, path: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    await pipeline(createReadStream(path), createWriteStream(target));
  }

  async getStream(key: string): Promise<Readable | undefined> {
    try {
      return (await open(this.pathOf(key))).createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
