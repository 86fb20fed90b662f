import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where photo files live: on this machine's disk by default (DiskStorage), in an S3-compatible bucket when instances
 * share them (S3Storage). A store that fails (full disk, unreachable, timed out) throws.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
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

  async removePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
