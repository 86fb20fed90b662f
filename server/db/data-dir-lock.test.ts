import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths.ts';
import { openDatabase } from './client.ts';
import { inUseMessage } from './data-dir-lock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'dating-dir-lock-'));
const dbDir = join(dataDir, 'db');
const lockFile = join(dbDir, 'in-use.pid');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run db:migrate`'s script on DATA_DIR=dataDir; resolves with its exit code, output and duration. */
function runMigrate(): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/migrate.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 })),
  );
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('an embedded database directory', () => {
  it('refuses a second opener in the same process, and is free again once closed', async () => {
    const first = openDatabase({ dataDir: dbDir });
    expect(() => openDatabase({ dataDir: dbDir })).toThrow(inUseMessage(dbDir, process.pid));
    expect(inUseMessage(dbDir, process.pid)).toBe(
      `The embedded database in ${dbDir} is in use by process ${process.pid} (the server or npm run db:migrate). ` +
        'Stop it first; to run several processes on one database use PostgreSQL (DATABASE_URL).',
    );
    await first.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second process at once (npm run db:migrate beside a running server)', async () => {
    const held = openDatabase({ dataDir: dbDir });
    try {
      const migrate = await runMigrate();
      expect(migrate.code).not.toBe(0);
      expect(migrate.output).toContain(inUseMessage(dbDir, process.pid));
      expect(migrate.output).not.toContain('Migrations applied');
      // tsx's start takes most of it; the refusal itself waits for nothing
      expect(migrate.seconds).toBeLessThan(20);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await held.close();
    }
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    writeFileSync(lockFile, `${await deadPid()}\n`);
    const database = openDatabase({ dataDir: dbDir });
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
