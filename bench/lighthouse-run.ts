import { startBuiltServer } from '../e2e/support/server.ts';
import { lighthouseBench } from './lighthouse.ts';

/**
 * `npm run bench:lighthouse`: only the Lighthouse part of `npm run bench` (bench/lighthouse.ts), on the built server
 * with its demo data on the embedded database; exits 1 when a page misses its goals.
 */
const server = await startBuiltServer({ LOG_LEVEL: 'warn', READ_LIMITS: 'off' });
let met = false;
try {
  met = await lighthouseBench(server.url);
} finally {
  await server.stop();
}
process.exit(met ? 0 : 1);
