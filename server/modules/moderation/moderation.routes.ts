import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeMemberStanding,
  forgetRejection,
  handleComplaint,
  listComplaints,
  listMemberStrikes,
  listPhotosInReview,
  listRememberedRejections,
  reviewPhoto,
} from '../../../shared/contracts/endpoints/console-moderation.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { ComplaintsQueue } from './complaints-queue.service.ts';
import type { PhotoReview } from './photo-review.service.ts';
import type { MemberStanding } from './standing.service.ts';

export interface ModerationRoutesOptions {
  photoReview: PhotoReview;
  complaintsQueue: ComplaintsQueue;
  memberStanding: MemberStanding;
}

/** Changes that other instances' caches must have heard of before the answer (photos shown, sessions ended). */
const settles = { settlesMemberChanges: true };

/** The console's moderation: the photo review queue, the complaints queue and members' standing. */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { photoReview, complaintsQueue, memberStanding },
) => {
  serveEndpoint(app, listPhotosInReview, {}, async () => photoReview.queue());

  serveEndpoint(app, reviewPhoto, settles, async (request) => {
    const { id, decision, reason } = request.body;
    await photoReview.review(request.staff, id, decision, reason);
    return { ok: true as const };
  });

  serveEndpoint(app, listRememberedRejections, {}, async (request) =>
    photoReview.rememberedRejections(request.query.member_id),
  );

  // Only upload checks read the remembered hashes, each from the database: nothing cached to settle.
  serveEndpoint(app, forgetRejection, { settlesMemberChanges: false }, async (request) => {
    await photoReview.forgetRejection(request.staff, request.body.member_id, request.body.rejection_id);
    return { ok: true as const };
  });

  serveEndpoint(app, listComplaints, {}, async (request) => complaintsQueue.list(request.query.status));

  serveEndpoint(app, handleComplaint, settles, async (request) => {
    await complaintsQueue.handle(request.staff, request.body);
    return { ok: true as const };
  });

  serveEndpoint(app, changeMemberStanding, settles, async (request) => {
    const { member_id: memberId, action, reason, days } = request.body;
    await memberStanding.change(request.staff, { memberId, action, reason, days });
    return { ok: true as const };
  });

  serveEndpoint(app, listMemberStrikes, {}, async (request) => memberStanding.strikes(request.query.member_id));
};
