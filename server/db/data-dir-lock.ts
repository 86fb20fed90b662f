import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file in an embedded database's directory that names the process using it. */
const LOCK_FILE = 'in-use.pid';

/** The directories this process holds, so that a second opener in the same process is refused too. */
const held = new Set<string>();

/** What an operator reads when a second process opens an embedded database in use. */
export function inUseMessage(dir: string, pid: number): string {
  return (
    `The embedded database in ${dir} is in use by process ${pid} (the server or npm run db:migrate). Stop it first; ` +
    'to run several processes on one database use PostgreSQL (DATABASE_URL).'
  );
}

/** A second opener of an embedded database: the processes say its message in one line, without a stack. */
export class DataDirInUseError extends Error {}

/**
 * Makes `dir` this process's alone (PGlite has one writer, and two processes on its files each overwrite the other's
 * work): a lock file created exclusively, holding the pid. A lock left by a process that no longer runs (killed, or
 * an earlier run of a container whose process had this pid) is taken over. Returns the release, which also runs when
 * the process exits.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(resolve(dir), LOCK_FILE);
  if (held.has(path)) throw new DataDirInUseError(inUseMessage(dir, process.pid));
  if (!createLockFile(path)) {
    const owner = lockOwner(path);
    if (owner !== undefined && isRunning(owner)) throw new DataDirInUseError(inUseMessage(dir, owner));
    rmSync(path, { force: true });
    if (!createLockFile(path)) throw new DataDirInUseError(inUseMessage(dir, lockOwner(path) ?? 0));
  }
  held.add(path);
  const release = () => {
    if (!held.delete(path)) return;
    process.off('exit', release);
    if (lockOwner(path) === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}

/**
 * Creates the lock file with this process's pid in it, or answers false when it exists: written aside and linked into
 * place (a link fails on an existing name, as O_EXCL does), so that no one ever reads the file empty.
 */
function createLockFile(path: string): boolean {
  const staged = `${path}.${process.pid}`;
  writeFileSync(staged, `${process.pid}\n`);
  try {
    linkSync(staged, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(staged);
  }
}

/** The pid in the lock file; undefined when it is gone. */
function lockOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether another process with that pid runs (this process's own pid in the file is a stale lock: it holds none). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
