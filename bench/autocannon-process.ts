import autocannon from 'autocannon';

/**
 * The load generator in its own process (bench/load.ts runs it): autocannon with the options given as JSON, its
 * figures printed as JSON. Out of the bench's process it does not share a core's event loop with anything else.
 */
const options = JSON.parse(process.argv[2]!) as autocannon.Options;
const result = await autocannon(options);
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }),
);
