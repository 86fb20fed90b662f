import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockDirectDebit,
  listChatsWaitingForStaff,
  refundPayment,
  sendAsFictional,
  unblockDirectDebit,
} from '../../../shared/contracts/endpoints/staff.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import type { DirectDebits } from '../payments/direct-debit.ts';
import type { PaymentsService } from '../payments/payments.service.ts';

export interface StaffRoutesOptions {
  chats: ChatsService;
  payments: PaymentsService;
  directDebits: DirectDebits;
}

/**
 * The console's actions through the other modules' services: answering as fictional profiles, refunds and
 * direct-debit blocks; each route declares the permission it needs.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { chats, payments, directDebits },
) => {
  const change = { settlesMemberChanges: false };

  serveEndpoint(app, listChatsWaitingForStaff, {}, async () => ({ chats: await chats.waitingForStaff() }));

  serveEndpoint(app, sendAsFictional, change, async (request) =>
    chats.sendAsFictional(request.body.profile_id, request.body.to_id, request.body.text),
  );

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
};
