import { sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import { type Database, type Db, type PoolStats, queryRows } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { AppMetrics, ScrapeSource } from './metrics.ts';

/** The outbox by kind: jobs waiting (one partial index: jobs_due_idx), how late the most overdue is, dead jobs. */
function jobsSource({ registry }: AppMetrics, db: Db): ScrapeSource {
  const labelNames = ['kind'];
  const pending = new Gauge({
    name: 'jobs_pending',
    help: 'Jobs not done yet, by kind',
    labelNames,
    registers: [registry],
  });
  const overdue = new Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job not done has waited past its time, by kind',
    labelNames,
    registers: [registry],
  });
  const dead = new Gauge({
    name: 'jobs_dead',
    help: 'Jobs that ran out of tries and are kept for staff, by kind',
    labelNames,
    registers: [registry],
  });
  return {
    name: 'jobs',
    gauges: [pending, overdue, dead],
    async refresh() {
      const [waiting, died] = await Promise.all([
        queryRows<{ kind: string; pending: number; overdue: number | null }>(
          db,
          sql`select kind, count(*)::int as pending,
                extract(epoch from now() - min(run_at) filter (where run_at <= now()))::float8 as overdue
              from jobs where done_at is null group by kind`,
        ),
        queryRows<{ kind: string; dead: number }>(
          db,
          sql`select kind, count(*)::int as dead from jobs
              where done_at is not null and last_error is not null group by kind`,
        ),
      ]);
      for (const gauge of [pending, overdue, dead]) gauge.reset();
      for (const row of waiting) {
        pending.set({ kind: row.kind }, row.pending);
        overdue.set({ kind: row.kind }, row.overdue ?? 0);
      }
      for (const row of died) dead.set({ kind: row.kind }, row.dead);
    },
  };
}

/** Stored payments by status. */
function paymentsSource({ registry }: AppMetrics, db: Db): ScrapeSource {
  const payments = new Gauge({
    name: 'payments',
    help: 'Payments stored, by status',
    labelNames: ['status'],
    registers: [registry],
  });
  return {
    name: 'payments',
    gauges: [payments],
    async refresh() {
      const rows = await queryRows<{ status: string; count: number }>(
        db,
        sql`select status, count(*)::int as count from payments group by status`,
      );
      payments.reset();
      for (const row of rows) payments.set({ status: row.status }, row.count);
    },
  };
}

/** The PostgreSQL pool's connections, read when scraped; nothing for PGlite, which has no pool. */
function poolGauges({ registry }: AppMetrics, database: Database): void {
  const { poolStats } = database;
  if (!poolStats) return;
  const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolStats()));
      },
    });
  gauge('db_pool_connections', 'Connections the pool holds open', (s) => s.total);
  gauge('db_pool_idle_connections', 'Open connections no query is using', (s) => s.idle);
  gauge('db_pool_waiting_queries', 'Queries waiting for a connection', (s) => s.waiting);
}

/**
 * The series that read the app's own state: WebSocket connections on this instance, messages sent (counted as the
 * sending transaction records them, so on the instance that wrote them only, whichever instances deliver them), the
 * DB pool, and the outbox and payments tables (at scrape time, a few grouped counts).
 */
export function addAppSeries(metrics: AppMetrics, database: Database, services: Services): void {
  const { registry } = metrics;
  new Gauge({
    name: 'websocket_connections',
    help: 'Open WebSocket connections on this instance',
    registers: [registry],
    collect() {
      this.set(services.realtime.socketCount);
    },
  });
  const sent = new Counter({ name: 'messages_sent_total', help: 'Chat messages sent', registers: [registry] });
  services.domainEvents.record('message.created', async () => sent.inc());
  poolGauges(metrics, database);
  metrics.addSource(jobsSource(metrics, database.db));
  metrics.addSource(paymentsSource(metrics, database.db));
}
