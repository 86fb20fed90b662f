import { type Server, createServer } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { bearerMatches } from '../plugins/auth.ts';
import type { AppMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/** Where the metrics are served: METRICS_TOKEN asked of every scrape when set; METRICS_PORT moves them off the app. */
export interface MetricsExposure {
  token?: string;
  port?: number;
  host: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics' own server when METRICS_PORT is set (listening once the app is ready); else undefined. */
    readonly metricsServer: Server | undefined;
  }
}

/**
 * /metrics on the app's port, to `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise); or, with METRICS_PORT,
 * on a server of its own bound to METRICS_HOST, and not on the app's port. Neither set: not served at all.
 */
export function registerMetricsRoutes(
  app: FastifyInstance,
  metrics: AppMetrics,
  { token, port, host }: MetricsExposure,
) {
  const allowed = (authorization: string | undefined) => token === undefined || bearerMatches(authorization, token);
  if (port === undefined) {
    const requireToken: onRequestHookHandler = (request, _reply, done) =>
      done(allowed(request.headers.authorization) ? undefined : new AppError('authentication_required', 401));
    app.get(
      METRICS_PATH,
      { schema: { hide: true }, config: { auth: 'none' }, onRequest: requireToken },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .type(metrics.registry.contentType)
          .send(await metrics.scrape(request.log)),
    );
    return;
  }
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    const status =
      request.method !== 'GET' || path !== METRICS_PATH ? 404 : allowed(request.headers.authorization) ? 200 : 401;
    if (status !== 200) return void response.writeHead(status).end();
    metrics.scrape(app.log).then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  app.decorate('metricsServer', server);
  app.addHook(
    'onReady',
    () => new Promise<void>((resolve, reject) => server.listen(port, host, resolve).once('error', reject)),
  );
  app.addHook('onClose', (_app, done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}
