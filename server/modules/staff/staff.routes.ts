import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockDirectDebit,
  listComplaints,
  listDeadJobs,
  listPhotosInReview,
  refundPayment,
  retryJob,
  reviewPhoto,
  unblockDirectDebit,
} from '../../../shared/contracts/endpoints/staff.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { ComplaintsService } from '../complaints/complaints.service.ts';
import type { DirectDebits } from '../payments/direct-debit.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';

export interface StaffRoutesOptions {
  photos: PhotosService;
  complaints: ComplaintsService;
  payments: PaymentsService;
  directDebits: DirectDebits;
  jobs: JobWorker;
}

/**
 * The console's actions through the other modules' services: photo review, complaints, refunds and direct-debit blocks, the outbox's dead jobs; each route declares the permission it needs.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { photos, complaints, payments, directDebits, jobs },
) => {
  const change = { settlesMemberChanges: false };

  serveEndpoint(app, listPhotosInReview, {}, async () => ({ photos: await photos.inReview() }));

  serveEndpoint(app, reviewPhoto, { settlesMemberChanges: true }, async (request) => {
    await photos.review(request.body.id, request.body.decision);
    return { ok: true as const };
  });

  serveEndpoint(app, listComplaints, {}, async (request) => ({
    complaints: await complaints.list(request.query.status),
  }));

  serveEndpoint(app, refundPayment, { settlesMemberChanges: true }, async (request) =>
    payments.refund(request.body.payment_id, request.body.confirm),
  );

  serveEndpoint(app, blockDirectDebit, change, async (request) => {
    const { kind, value, country } = request.body;
    await directDebits.block(kind, value, country ?? request.site.site.countries[0]!);
    return { ok: true as const };
  });

  serveEndpoint(app, unblockDirectDebit, change, async (request) => {
    const { kind, value, country } = request.body;
    await directDebits.unblock(kind, value, country ?? request.site.site.countries[0]!);
    return { ok: true as const };
  });

  serveEndpoint(app, listDeadJobs, {}, async (request) => jobs.dead.list(request.query.page));

  serveEndpoint(app, retryJob, change, async (request) => {
    await jobs.dead.retry(request.body.id);
    return { ok: true as const };
  });
};
