import { startBuiltServer } from '../e2e/support/server.ts';
import { median, residentBytes, spread } from './bench-env.ts';

const STARTS = 3;
/** Issue 15's goals: serving within 45 s of starting on an empty database, holding at most 350 MiB then. */
const SECONDS_TARGET = 45;
const MIB_TARGET = 350;

/**
 * The first start on the embedded database, as on a fresh clone after the build: the built server on an empty data
 * folder, from its start through the migrations and the demo seed to serving, and its resident memory then; three
 * starts, min / median / max. True when both medians meet their goals.
 */
export async function firstStartBench(): Promise<boolean> {
  const seconds: number[] = [];
  const mebibytes: number[] = [];
  for (let start = 0; start < STARTS; start++) {
    const started = Date.now();
    const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
    seconds.push((Date.now() - started) / 1000);
    mebibytes.push(residentBytes(server.pid) / 2 ** 20);
    await server.stop();
  }
  const fast = median(seconds) <= SECONDS_TARGET;
  const lean = median(mebibytes) <= MIB_TARGET;
  console.log(`\nFirst start on an empty embedded database, seed to serving (${STARTS} starts, min / median / max)`);
  console.log(`${fast ? 'ok  ' : 'SHORT'} ${spread(seconds, (s) => s.toFixed(1))} s (goal ≤ ${SECONDS_TARGET} s)`);
  console.log(
    `${lean ? 'ok  ' : 'SHORT'} server memory then ${spread(mebibytes, (m) => m.toFixed(0))} MiB (goal ≤ ${MIB_TARGET} MiB)`,
  );
  return fast && lean;
}
