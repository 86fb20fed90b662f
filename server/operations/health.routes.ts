import type { FastifyInstance } from 'fastify';
import { type ReadinessCheck, failedChecks } from './readiness.ts';

/** Probes are asked every few seconds by a balancer: never kept by a cache, never in the API document. */
const PROBE = { schema: { hide: true }, config: { auth: 'none' as const } };
const NOT_KEPT = 'no-store';

/**
 * GET /healthz: 200 while the process answers (it asks nothing of the database or Redis: a restart would not help
 * them). GET /readyz: 200 while every readiness check holds, else 503 naming the checks that failed, the reasons in
 * the log when the set of failures changes. Both answer any Host (a balancer's check sends its own): neither reads
 * the site, the session or a limit.
 */
export function registerHealthRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  app.get('/healthz', PROBE, async (_request, reply) => reply.header('cache-control', NOT_KEPT).send({ status: 'ok' }));

  let failedBefore = '';
  app.get('/readyz', PROBE, async (request, reply) => {
    const failed = await failedChecks(checks);
    const names = failed.map((check) => check.name);
    if (names.join() !== failedBefore) {
      if (failed.length > 0) request.log.warn({ failed }, 'not ready');
      else request.log.info('ready again');
      failedBefore = names.join();
    }
    reply.header('cache-control', NOT_KEPT);
    return failed.length === 0
      ? reply.send({ status: 'ready' })
      : reply.status(503).send({ status: 'unavailable', failed: names });
  });
}
