import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied, which each test file loads (test-db.ts). */
    migratedPgliteDump: string;
  }
}

/**
 * Vitest global setup of the PGlite projects: migrates one embedded database for the whole run and dumps it to a
 * file; each test file starts from a copy of it (half a second) instead of migrating its own (three seconds).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = openDatabase({ memory: true });
  await database.migrate();
  const dump = await database.dumpDataDir!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'dating-test-db-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
