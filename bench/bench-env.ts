import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Where the benches find PostgreSQL (an admin database to create theirs from) and Redis. */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Runs one statement on the admin database (CREATE / DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** A fresh database for one bench, dropped by `drop()` whatever happened. */
export async function benchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Resident memory of a process, in bytes (Linux). */
export const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** USER_HZ: the unit of the CPU times in /proc/<pid>/stat (100 on every Linux in practice). */
const CLOCK_TICKS = 100;

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** "min / median / max" of a figure's runs, each written by `format`. */
export const spread = (values: number[], format: (value: number) => string) =>
  `${format(Math.min(...values))} / ${format(median(values))} / ${format(Math.max(...values))}`;

/** CPU time (user + system) a process has used so far, in ms (Linux; 0 once it is gone). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
