import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { cpuMs, median } from './bench-env.ts';
import { runScript } from './run-script.ts';

export interface LatencyResult {
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  errors: number;
}

/** What autocannon reports (bench/autocannon-process.ts): errors and non-2xx answers apart. */
type GeneratorResult = LatencyResult & { non2xx: number; cacheHitRate: number | null; p95Ms: number | null };

/** autocannon in a process of its own: the generator never competes with the bench for its event loop. */
const generate = (options: autocannon.Options & { pathsFile?: string }) =>
  runScript<GeneratorResult>('autocannon-process.ts', [JSON.stringify(options)]);

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives one URL for a fixed time with the lean keep-alive generator (bench/keep-alive-process.ts, in its own
 * process): it costs the machine about half of autocannon's CPU per request, so the server, not the generator, is what
 * runs out of CPU. Bounded, loopback only.
 */
export async function load(url: string, { seconds = 10, connections = 50, headers = {} } = {}): Promise<LoadResult> {
  return runScript<LoadResult>('keep-alive-process.ts', [JSON.stringify({ url, seconds, connections, headers })]);
}

export const ROUNDS = 5;

/** One side of a comparison: the URL driven, and the process answering it (whose CPU time is read). */
export interface Side {
  url: string;
  pid: number;
  headers?: Record<string, string>;
}

/**
 * A load run with the CPU time the answering process spent per answered request, in µs, and its share of one core
 * (1: the server was saturated, its single thread never waited for the generator).
 */
type SideResult = LoadResult & { cpuUsPerRequest: number; busy: number };

async function loadSide({ url, pid, headers = {} }: Side, seconds: number): Promise<SideResult> {
  const before = cpuMs(pid);
  const result = await load(url, { seconds, headers });
  const spentMs = cpuMs(pid) - before;
  const answered = result.requestsPerSecond * seconds;
  return { ...result, cpuUsPerRequest: (spentMs * 1000) / answered, busy: spentMs / (seconds * 1000) };
}

/**
 * Runs app and baseline in turns (ROUNDS each) and keeps each one's median, so that a noisy moment hits both. Beside
 * the throughput, each side's CPU time per request: the generator shares the machine's two cores with the server, so
 * the throughput ratio moves with whoever gets the cores; the CPU ratio says what the app costs beside raw node:http.
 */
export async function alternate(app: Side, raw: Side, seconds: number) {
  const apps: SideResult[] = [];
  const raws: SideResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    raws.push(await loadSide(raw, seconds));
    apps.push(await loadSide(app, seconds));
  }
  const summarise = (results: SideResult[]): SideResult => ({
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    cpuUsPerRequest: median(results.map((r) => r.cpuUsPerRequest)),
    busy: median(results.map((r) => r.busy)),
  });
  const ratio = median(apps.map((a, i) => a.requestsPerSecond / raws[i]!.requestsPerSecond));
  const cpuRatio = median(apps.map((a, i) => raws[i]!.cpuUsPerRequest / a.cpuUsPerRequest));
  return { app: summarise(apps), raw: summarise(raws), ratio, cpuRatio };
}

/** Below this share of a core the raw baseline waited for the generator: a ratio against it would flatter. */
const SATURATED = 0.9;

/**
 * Prints both figures and the median of the per-round ratios (each round's run against its own baseline); against
 * `target` when given (true when met, and only when the raw baseline was saturated), else as a figure alone (the
 * framework's ceiling).
 */
export function report(
  name: string,
  { app, raw, ratio, cpuRatio }: Awaited<ReturnType<typeof alternate>>,
  target?: number,
  label = 'app',
): boolean {
  const row = (side: string, r: SideResult) =>
    `  ${side.padEnd(10)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms   ` +
    `CPU ${r.cpuUsPerRequest.toFixed(1).padStart(5)} µs/request, ${(r.busy * 100).toFixed(0).padStart(3)}% of a core   ` +
    `errors ${r.errors + r.non2xx}`;
  console.log(`${name}\n${row(label, app)}\n${row('raw http', raw)}`);
  const saturated = raw.busy >= SATURATED;
  const ok = (target === undefined || (ratio >= target && saturated)) && app.errors + app.non2xx === 0;
  const verdict = target === undefined ? '' : ` (target ${target * 100}%): ${ok ? 'PASS' : 'FAIL'}`;
  console.log(`  ratio ${(ratio * 100).toFixed(1)}% of raw${verdict}`);
  if (!saturated)
    console.log(`  raw http was not saturated (under ${SATURATED * 100}% of a core): the generator was the limit`);
  console.log(`  CPU per request, raw ÷ ${label}: ${(cpuRatio * 100).toFixed(1)}%\n`);
  return ok;
}

/** A run over many paths: the latency (the exact p95 among it) and the search cache's hit rate. */
export type PathsResult = LatencyResult & { p95Ms: number; cacheHitRate: number | null };

/**
 * Requests `paths` on `url` in turn, spread over the connections (autocannon in its own process, the paths handed over
 * in a file), keeping the latency distribution and the search cache's hit rate (null when no answer told it).
 */
export async function loadPaths(
  url: string,
  paths: string[],
  {
    seconds = 10,
    connections = 50,
    headers = {},
  }: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<PathsResult> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-paths-'));
  const pathsFile = join(directory, 'paths.json');
  writeFileSync(pathsFile, JSON.stringify(paths));
  try {
    const { non2xx, errors, p95Ms, ...latency } = await generate({
      url,
      duration: seconds,
      connections,
      headers,
      pathsFile,
    });
    return { ...latency, p95Ms: p95Ms ?? Number.NaN, errors: errors + non2xx };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Prints a latency figure, with the cache's hit rate beside it, against its p95 target. */
export function reportLatency(name: string, result: PathsResult, targetP95Ms: number): boolean {
  const { requestsPerSecond, p50Ms, p90Ms, p95Ms, p99Ms, errors, cacheHitRate } = result;
  const hitRate = cacheHitRate === null ? 'unknown' : `${(cacheHitRate * 100).toFixed(1)}%`;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${name}\n  ${requestsPerSecond.toFixed(0)} req/s   p50 ${ms(p50Ms)}   p90 ${ms(p90Ms)}   p95 ${ms(p95Ms)}   p99 ${ms(p99Ms)}   errors ${errors}   cache hits ${hitRate}`,
  );
  const ok = p95Ms <= targetP95Ms && errors === 0;
  console.log(`  p95 ${ms(p95Ms)} (target <= ${targetP95Ms} ms): ${ok ? 'PASS' : 'FAIL'}\n`);
  return ok;
}
