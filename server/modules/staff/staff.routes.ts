import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listChatsWaitingForStaff,
  listComplaints,
  listDeadJobs,
  listPhotosInReview,
  retryJob,
  reviewPhoto,
  sendAsFictional,
} from '../../../shared/contracts/endpoints/staff.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import type { ComplaintsService } from '../complaints/complaints.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';

export interface StaffRoutesOptions {
  photos: PhotosService;
  complaints: ComplaintsService;
  chats: ChatsService;
  jobs: JobWorker;
}

/**
 * The console's actions through the other modules' services: photo review, complaints, answering as fictional
 * profiles, the outbox's dead jobs; each route declares the permission it needs.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { photos, complaints, chats, jobs },
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

  serveEndpoint(app, listChatsWaitingForStaff, {}, async () => ({ chats: await chats.waitingForStaff() }));

  serveEndpoint(app, sendAsFictional, change, async (request) =>
    chats.sendAsFictional(request.body.profile_id, request.body.to_id, request.body.text),
  );

  serveEndpoint(app, listDeadJobs, {}, async (request) => jobs.dead.list(request.query.page));

  serveEndpoint(app, retryJob, change, async (request) => {
    await jobs.dead.retry(request.body.id);
    return { ok: true as const };
  });
};
