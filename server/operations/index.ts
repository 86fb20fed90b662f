import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { registerHealthRoutes } from './health.routes.ts';
import { AppMetrics } from './metrics.ts';
import { type MetricsExposure, registerMetricsRoutes } from './metrics.routes.ts';
import { addAppSeries } from './metrics-sources.ts';
import { type ReadinessCheck, databaseCheck, migrationsCheck, notStoppingCheck, redisCheck } from './readiness.ts';

export type { MetricsExposure } from './metrics.routes.ts';
export type { ReadinessCheck } from './readiness.ts';

/**
 * The metrics when METRICS_TOKEN or METRICS_PORT asks for them (else none, and nothing counted), counting requests
 * from here on: call before any route is registered.
 */
export function startMetrics(app: FastifyInstance, exposure: MetricsExposure): AppMetrics | undefined {
  if (exposure.token === undefined && exposure.port === undefined) return undefined;
  const metrics = new AppMetrics();
  metrics.observe(app);
  return metrics;
}

export interface OperationsOptions {
  database: Database;
  metrics: AppMetrics | undefined;
  exposure: MetricsExposure;
  /** Pings the shared Redis connection when REDIS_URL is set: then /readyz asks it too. */
  redisPing?: () => Promise<unknown>;
}

/**
 * What an operator and a balancer ask of an instance: /healthz, /readyz (not stopping, the database answers, its
 * migrations are current, Redis answers when configured) and /metrics when asked for. Register after app.services exists.
 */
export function registerOperations(
  app: FastifyInstance,
  { database, metrics, exposure, redisPing }: OperationsOptions,
): void {
  const checks: ReadinessCheck[] = [
    notStoppingCheck(app.lifecycle),
    databaseCheck(database),
    migrationsCheck(database),
    ...(redisPing ? [redisCheck(redisPing)] : []),
  ];
  registerHealthRoutes(app, checks);
  if (!metrics) return;
  addAppSeries(metrics, database, app.services);
  registerMetricsRoutes(app, metrics, exposure);
}
