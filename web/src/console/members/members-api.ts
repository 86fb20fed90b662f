import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adjustMemberCredits,
  deleteMember,
  findMembers,
  previewRefund,
  readMember,
  readMemberLedger,
  refundPayment,
  resendActivation,
  unblockDirectDebit,
} from '../../../../shared/contracts/endpoints/console-members.ts';
import {
  forgetRejection,
  listRememberedRejections,
} from '../../../../shared/contracts/endpoints/console-moderation.ts';
import type { BodyOf } from '../../../../shared/contracts/endpoint.ts';
import { api } from '../../lib/api-client.ts';

/** The members area's query keys: one member's page and ledger sit under the member's key. */
export const membersKeys = {
  search: (q: string, page: number) => ['console', 'members', 'search', q, page] as const,
  member: (id: string) => ['console', 'members', id] as const,
  ledger: (id: string, page: number) => ['console', 'members', id, 'ledger', page] as const,
  rejections: (id: string) => ['console', 'members', id, 'rejections'] as const,
};

/** The members matching the search box (none asked while it is empty). */
export const useMemberSearch = (q: string, page: number) =>
  useQuery({
    queryKey: membersKeys.search(q, page),
    queryFn: () => api(findMembers, { query: { q, page } }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

export const useMember = (id: string) =>
  useQuery({ queryKey: membersKeys.member(id), queryFn: () => api(readMember, { query: { id } }) });

export const useMemberLedger = (id: string, page: number) =>
  useQuery({
    queryKey: membersKeys.ledger(id, page),
    queryFn: () => api(readMemberLedger, { query: { id, page } }),
    placeholderData: keepPreviousData,
  });

/** What a refund of the payment would do now, asked when staff are about to confirm it. */
export const useRefundPreview = (paymentId: string | undefined) =>
  useQuery({
    queryKey: ['console', 'refund-preview', paymentId],
    queryFn: () => api(previewRefund, { query: { payment_id: paymentId! } }),
    enabled: paymentId !== undefined,
    staleTime: 0,
  });

/** A staff action on the member; the member's page (and ledger) are read again when it is done. */
function useMemberChange<T, R>(memberId: string, send: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.member(memberId) }),
  });
}

export const useAdjustCredits = (memberId: string) =>
  useMemberChange(memberId, (body: Omit<BodyOf<typeof adjustMemberCredits>, 'member_id'>) =>
    api(adjustMemberCredits, { body: { ...body, member_id: memberId } }),
  );
export const useRefund = (memberId: string) =>
  useMemberChange(memberId, (paymentId: string) =>
    api(refundPayment, { body: { payment_id: paymentId, confirm: true } }),
  );
export const useResendActivation = (memberId: string) =>
  useMemberChange(memberId, () => api(resendActivation, { body: { member_id: memberId } }));
export const useUnblock = (memberId: string) =>
  useMemberChange(memberId, (body: BodyOf<typeof unblockDirectDebit>) => api(unblockDirectDebit, { body }));
export const useDeleteMember = (memberId: string) =>
  useMemberChange(memberId, () => api(deleteMember, { body: { member_id: memberId } }));

/** What is remembered of the member's rejected photos (moderators: photos.review). */
export const useRememberedRejections = (memberId: string) =>
  useQuery({
    queryKey: membersKeys.rejections(memberId),
    queryFn: () => api(listRememberedRejections, { query: { member_id: memberId } }),
  });

/** Forgets one of them; the member's page, the list with it, is read again. */
export const useForgetRejection = (memberId: string) =>
  useMemberChange(memberId, (rejectionId: string) =>
    api(forgetRejection, { body: { member_id: memberId, rejection_id: rejectionId } }),
  );
