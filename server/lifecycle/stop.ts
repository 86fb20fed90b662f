import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { ConnectionTracker } from './connections.ts';

/**
 * The share of the deadline that requests under way may take; then their connections are cut, so that the job worker
 * (which hands its leased jobs back), the event bus and the database still close in the rest.
 */
const REQUESTS_SHARE = 0.6;
/**
 * The share of the deadline the job worker's running jobs may take to finish, from the signal on (beside the
 * requests); then it hands back what it still holds, so that another instance runs those jobs at once.
 */
const JOBS_SHARE = 0.5;
/**
 * How long before the deadline whatever still runs is cut (a fifth of a short deadline): the process has exited by the
 * deadline itself, even on a loaded machine (at a load of 8 a core, exiting took up to 1 s after the cut).
 */
const EXIT_MARGIN_MS = 2000;

/**
 * Stops the process cleanly on SIGTERM or SIGINT, within `timeoutMs` (STOP_TIMEOUT_SECONDS): see `stop`. A second
 * signal exits at once. Call it before the app listens, so every connection is counted.
 */
export function stopOnSignals(app: FastifyInstance, database: Database, timeoutMs: number): void {
  const connections = new ConnectionTracker(app.server);
  const onSignal = (signal: NodeJS.Signals) => {
    if (!app.lifecycle.stopping) return void stop(app, database, connections, timeoutMs, signal);
    app.log.warn({ signal }, 'second signal while stopping: exiting now');
    process.exit(1);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * Says it is stopping (the readiness probe answers 503), stops accepting connections, closes idle keep-alive ones at
 * once and the others as their requests end, closes the WebSockets with 1001 (their clients reconnect elsewhere),
 * stops the job worker (at once: it takes no new job, and hands back those still running at half the deadline), the
 * event bus and the mailer (the app's close hooks), closes the database and exits 0. What
 * still runs at the deadline is cut, named in the log, and the process exits 1.
 */
async function stop(
  app: FastifyInstance,
  database: Database,
  connections: ConnectionTracker,
  timeoutMs: number,
  signal: NodeJS.Signals,
): Promise<void> {
  const started = performance.now();
  const { log, server } = app;
  const cut: string[] = [];
  const finish = (code: number) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (cut.length === 0) log.info({ seconds }, `stopped in ${seconds} s`);
    else log.warn({ seconds, cut }, `stopped in ${seconds} s, cut: ${cut.join(', ')}`);
    process.exit(code);
  };
  app.lifecycle.stopping = true;
  // Taking no new job from now on; the app's close hook waits for this same stop.
  void app.services.jobs.stop(timeoutMs * JOBS_SHARE);
  const { httpCount, webSocketCount } = connections;
  log.info(
    { signal, connections: httpCount, sockets: webSocketCount },
    `stopping: ${httpCount} connections, ${webSocketCount} sockets`,
  );

  let stage = 'closing WebSockets and draining requests';
  server.once('close', () => (stage = 'stopping the job worker, event bus and mailer'));
  setTimeout(() => cut.push(...connections.cut()), timeoutMs * REQUESTS_SHARE);
  setTimeout(
    () => {
      cut.push(...connections.cut(), `${stage} (unfinished)`);
      finish(1);
    },
    timeoutMs - Math.min(EXIT_MARGIN_MS, timeoutMs / 5),
  );

  try {
    connections.drain();
    await app.close();
    stage = 'closing the database';
    await database.close();
    finish(cut.length === 0 ? 0 : 1);
  } catch (error) {
    log.error({ err: error, stage }, 'stop failed');
    cut.push(`${stage} (failed)`);
    finish(1);
  }
}
