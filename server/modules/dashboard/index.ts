import { defineModule } from '../module.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { DashboardFigures } from './dashboard.service.ts';
import { JobQueue } from './job-queue.service.ts';

/** The console's dashboard: the figures per day, site and traffic source, and the outbox's jobs panel. */
export const dashboardModule = defineModule({
  services: ({ db, clock }) => ({
    dashboardFigures: new DashboardFigures(db, clock),
    jobQueue: new JobQueue(db, clock),
  }),
  routes: async (app) => {
    await app.register(dashboardRoutes, app.services);
  },
});
