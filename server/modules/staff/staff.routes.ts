import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import {
  complaintsQuery,
  complaintsResponse,
  deadJobsQuery,
  deadJobsResponse,
  jobRetryBody,
  photoReviewBody,
  photosInReviewResponse,
} from '../../../shared/contracts/staff.ts';
import { chatMessage, staffChatsResponse, staffMessageBody } from '../../../shared/contracts/chats.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import { directDebitBlockBody } from '../../../shared/contracts/direct-debit.ts';
import { refundBody, refundResponse } from '../../../shared/contracts/payments.ts';
import type { ComplaintsService } from '../complaints/complaints.service.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import type { DirectDebits } from '../payments/direct-debit.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';

export interface StaffRoutesOptions {
  photos: PhotosService;
  complaints: ComplaintsService;
  chats: ChatsService;
  payments: PaymentsService;
  directDebits: DirectDebits;
  jobs: JobWorker;
}

/**
 * The staff API (for the operator console, and for tests): photo review, complaints, answering as fictional
 * profiles, refunds and direct-debit blocks, the outbox's dead jobs, behind the bearer token
 * STAFF_API_TOKEN (the auth plugin checks it on routes declared `staff`). Registered only when that token is set.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { photos, complaints, chats, payments, directDebits, jobs },
) => {
  // Not in the public API document (/api/docs): no visitor needs to learn the staff API's shape.
  app.addHook('onRoute', (route) => void (route.schema = { ...route.schema, hide: true }));
  const staff = { auth: 'staff' as const };

  app.get(
    '/api/staff/photos.php',
    { schema: { response: { 200: photosInReviewResponse } }, config: staff },
    async () => ({
      photos: await photos.inReview(),
    }),
  );

  app.post(
    '/api/staff/photo-review.php',
    {
      schema: { body: photoReviewBody, response: { 200: okResponse } },
      config: { ...staff, settlesMemberChanges: true },
    },
    async (request) => {
      await photos.review(request.body.id, request.body.decision);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/staff/complaints.php',
    { schema: { querystring: complaintsQuery, response: { 200: complaintsResponse } }, config: staff },
    async (request) => ({ complaints: await complaints.list(request.query.status) }),
  );

  app.get('/api/staff/chats.php', { schema: { response: { 200: staffChatsResponse } }, config: staff }, async () => ({
    chats: await chats.waitingForStaff(),
  }));

  app.post(
    '/api/staff/message.php',
    {
      schema: { body: staffMessageBody, response: { 200: chatMessage } },
      config: { ...staff, settlesMemberChanges: false },
    },
    async (request) => chats.sendAsFictional(request.body.profile_id, request.body.to_id, request.body.text),
  );

  app.post(
    '/api/staff/refund.php',
    {
      schema: { body: refundBody, response: { 200: refundResponse } },
      config: { ...staff, settlesMemberChanges: true },
    },
    async (request) => payments.refund(request.body.payment_id, request.body.confirm),
  );

  app.post(
    '/api/staff/directdebit-block.php',
    {
      schema: { body: directDebitBlockBody, response: { 200: okResponse } },
      config: { ...staff, settlesMemberChanges: false },
    },
    async (request) => {
      const { kind, value, country } = request.body;
      await directDebits.block(kind, value, country ?? request.site.site.countries[0]!);
      return { ok: true as const };
    },
  );

  // Lifts a block, such as the one a chargeback sets on its mandate's IBAN and phone.
  app.post(
    '/api/staff/directdebit-unblock.php',
    {
      schema: { body: directDebitBlockBody, response: { 200: okResponse } },
      config: { ...staff, settlesMemberChanges: false },
    },
    async (request) => {
      const { kind, value, country } = request.body;
      await directDebits.unblock(kind, value, country ?? request.site.site.countries[0]!);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/staff/dead-jobs.php',
    { schema: { querystring: deadJobsQuery, response: { 200: deadJobsResponse } }, config: staff },
    async (request) => jobs.dead.list(request.query.page),
  );

  app.post(
    '/api/staff/job-retry.php',
    {
      schema: { body: jobRetryBody, response: { 200: okResponse } },
      config: { ...staff, settlesMemberChanges: false },
    },
    async (request) => {
      await jobs.dead.retry(request.body.id);
      return { ok: true as const };
    },
  );
};
