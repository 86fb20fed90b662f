import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustMemberCredits,
  blockDirectDebit,
  deleteMember,
  findMembers,
  previewRefund,
  readMember,
  readMemberLedger,
  refundPayment,
  resendActivation,
  unblockDirectDebit,
} from '../../../shared/contracts/endpoints/console-members.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { MemberActions } from './member-actions.service.ts';
import type { MemberDesk } from './member-desk.service.ts';

export interface MemberDeskRoutesOptions {
  memberDesk: MemberDesk;
  memberActions: MemberActions;
}

const ok = { ok: true as const };

/** The console's members area: find, read, and act on a member; each route declares its permission. */
export const memberDeskRoutes: FastifyPluginAsyncZod<MemberDeskRoutesOptions> = async (
  app,
  { memberDesk, memberActions },
) => {
  const settles = { settlesMemberChanges: true };
  const keeps = { settlesMemberChanges: false };

  serveEndpoint(app, findMembers, {}, async ({ query }) => memberDesk.find(query.q, query.page));
  serveEndpoint(app, readMember, {}, async ({ query }) => memberDesk.page(query.id));
  serveEndpoint(app, readMemberLedger, {}, async ({ query }) => memberDesk.ledger(query.id, query.page));
  serveEndpoint(app, previewRefund, {}, async ({ query }) => memberDesk.refundPreview(query.payment_id));

  serveEndpoint(app, adjustMemberCredits, settles, async ({ body, staff }) => ({
    credits: await memberActions.adjustCredits(body.member_id, body.delta, body.reason, staff),
  }));

  serveEndpoint(app, refundPayment, settles, async ({ body, staff }) =>
    memberActions.refund(body.payment_id, body.confirm ?? false, staff),
  );

  serveEndpoint(app, resendActivation, keeps, async ({ body, staff }) => {
    await memberActions.resendActivation(body.member_id, staff);
    return ok;
  });

  serveEndpoint(app, deleteMember, settles, async ({ body, staff }) => {
    await memberActions.delete(body.member_id, staff);
    return ok;
  });

  serveEndpoint(app, blockDirectDebit, keeps, async ({ body, staff, site }) => {
    await memberActions.block({ ...body, country: body.country ?? site.site.countries[0]! }, staff);
    return ok;
  });

  serveEndpoint(app, unblockDirectDebit, keeps, async ({ body, staff, site }) => {
    await memberActions.unblock({ ...body, country: body.country ?? site.site.countries[0]! }, staff);
    return ok;
  });
};
