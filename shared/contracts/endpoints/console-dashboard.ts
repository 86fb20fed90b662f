import { defineEndpoint } from '../endpoint.ts';

/** The figures of a range of days: signups, activations, first payments, revenue, messages, active members. */
export const readDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard.php',
  auth: 'staff',
  can: 'dashboard.read',
  schemas: ({ dashboard }) => ({ query: dashboard.dashboardQuery, response: dashboard.dashboardResponse }),
});

/** How many jobs of each kind wait, run or died in the outbox. */
export const readJobQueue = defineEndpoint({
  method: 'GET',
  path: '/api/admin/job-queue.php',
  auth: 'staff',
  can: 'jobs.manage',
  schemas: ({ dashboard }) => ({ response: dashboard.jobQueueResponse }),
});

/** The outbox's jobs that ran out of tries, the latest to die first, a page at a time. */
export const listDeadJobs = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dead-jobs.php',
  auth: 'staff',
  can: 'jobs.manage',
  schemas: ({ dashboard }) => ({ query: dashboard.deadJobsQuery, response: dashboard.deadJobsResponse }),
});

/** A dead job runs again now, with all its tries. */
export const retryJob = defineEndpoint({
  method: 'POST',
  path: '/api/admin/job-retry.php',
  auth: 'staff',
  can: 'jobs.manage',
  schemas: ({ dashboard, auth }) => ({ body: dashboard.jobRetryBody, response: auth.okResponse }),
});
