import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * The load generator in its own process (bench/load.ts runs it): autocannon with the options given as JSON, its
 * figures printed as JSON. Out of the bench's process it does not share a core's event loop with anything else.
 *
 * With `pathsFile` (a JSON list of paths), every connection takes the next path of the list in turn, so that no two
 * connections repeat each other's sequence; the answers' `server-timing: search-cache;desc=hit|miss` are counted, and
 * every response time is kept, for the exact 95th percentile (autocannon's own summary stops at 90 and 97.5).
 */
const { pathsFile, ...options } = JSON.parse(process.argv[2]!) as autocannon.Options & { pathsFile?: string };
const cache = { hits: 0, misses: 0 };
const times: number[] = [];
if (pathsFile) {
  const paths = JSON.parse(readFileSync(pathsFile, 'utf8')) as string[];
  let next = 0;
  options.requests = [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
  options.setupClient = (client) => {
    client.on('response', (_status, _bytes, responseTime) => times.push(responseTime));
    // The typings say IncomingHttpHeaders; what comes is the HTTP parser's info, the headers as a flat name/value list.
    client.on('headers', (info) => {
      const { headers } = info as unknown as { headers: string[] };
      for (let i = 0; i < headers.length; i += 2) {
        if (headers[i]!.toLowerCase() !== 'server-timing') continue;
        if (headers[i + 1]!.includes('search-cache;desc=hit')) cache.hits++;
        else if (headers[i + 1]!.includes('search-cache;desc=miss')) cache.misses++;
      }
    });
  };
}
const result = await autocannon(options);
const answered = cache.hits + cache.misses;
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cacheHitRate: answered ? cache.hits / answered : null,
    p95Ms: times.length ? times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)] : null,
  }),
);
