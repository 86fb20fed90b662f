import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listDeadJobs,
  readDashboard,
  readJobQueue,
  retryJob,
} from '../../../shared/contracts/endpoints/console-dashboard.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { DashboardFigures } from './dashboard.service.ts';
import type { JobQueue } from './job-queue.service.ts';

export interface DashboardRoutesOptions {
  dashboardFigures: DashboardFigures;
  jobQueue: JobQueue;
  jobs: JobWorker;
}

/** The console's dashboard (the figures) and its jobs panel (queue depth, dead jobs and their retry). */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { dashboardFigures, jobQueue, jobs },
) => {
  serveEndpoint(app, readDashboard, {}, async (request) => dashboardFigures.figures(request.query));

  serveEndpoint(app, readJobQueue, {}, async () => jobQueue.depth());

  serveEndpoint(app, listDeadJobs, {}, async (request) => jobs.dead.list(request.query.page));

  serveEndpoint(app, retryJob, { settlesMemberChanges: false }, async (request) => {
    await jobs.dead.retry(request.body.id, request.staff);
    return { ok: true as const };
  });
};
