import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, type Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { withinMs } from './time-limit.ts';

/** How long one scrape-time source may take before that scrape goes without it. */
const SOURCE_TIMEOUT_MS = 2000;

/** The route label of a request no route matched (never the raw URL: one series per route pattern). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Series read when scraped (SQL on the jobs and payments tables): one that fails is logged and left out. */
export interface ScrapeSource {
  name: string;
  /** The gauges it sets, emptied when it fails: a stale value would look like a current one. */
  gauges: readonly Gauge<string>[];
  refresh(): Promise<void>;
}

/**
 * This instance's Prometheus registry: the process's default series (event-loop lag, memory, CPU), HTTP requests by
 * route pattern, method and status with their durations, and whatever the operations module adds.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly sources: ScrapeSource[] = [];
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Counts every answer Fastify gives and every one its fast lane gives before it. Call before any route is registered,
   * so that the hook reaches them all.
   */
  observe(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      this.count(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    app.fastLane.onAnswered((path, seconds) => this.count(path, 'GET', 200, seconds));
  }

  addSource(source: ScrapeSource): void {
    this.sources.push(source);
  }

  /** The text exposition, the scrape-time sources refreshed first, each on its own: one failing fails no scrape. */
  async scrape(log: FastifyBaseLogger): Promise<string> {
    await Promise.all(
      this.sources.map(({ name, gauges, refresh }) =>
        withinMs(refresh(), SOURCE_TIMEOUT_MS, `metrics source ${name}`).catch((error: unknown) => {
          for (const gauge of gauges) gauge.reset();
          log.warn({ source: name, reason: String(error) }, 'metrics source skipped');
        }),
      ),
    );
    return this.registry.metrics();
  }

  private count(route: string, method: string, status: number, seconds: number): void {
    const labels = { route, method, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }
}
