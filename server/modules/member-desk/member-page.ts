import { DAY_MS } from '../../../shared/constants.ts';
import type { MemberPage } from '../../../shared/contracts/member-desk.ts';
import { banHoldOf } from '../../db/bans.ts';
import type { Db } from '../../db/client.ts';
import { toPayment } from '../payments/payment-answers.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { toHit } from './member-answers.ts';
import * as repo from './member-page.repo.ts';

/** The latest messages shown of each reported conversation. */
const MESSAGES_PER_CONVERSATION = 200;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything of a member's page but the ledger (paged on its own): the member, profile, photos of every status,
 * standing and strikes, payments (refundable or not), direct-debit mandates, what the site's bans hold of the member
 * (address key, phones), and the conversations complaints name.
 */
export async function memberPage(
  deps: { db: Db; photos: PhotosService; clock: () => Date },
  id: string,
): Promise<MemberPage | undefined> {
  const { db, photos, clock } = deps;
  const member = await repo.findMember(db, id);
  if (!member) return undefined;
  const [profile, photoRows, strikes, paymentRows, mandates, ban, conversations] = await Promise.all([
    repo.profileOf(db, id),
    repo.photosOf(db, id),
    repo.strikesOf(db, id),
    repo.paymentsOf(db, id),
    repo.mandatesOf(db, id),
    banHoldOf(db, member),
    reportedConversations(db, id),
  ]);
  const refundSince = clock().getTime() - member.refundDays * DAY_MS;
  return {
    member: {
      ...toHit(member),
      language: member.language,
      credit_debt: member.creditDebt,
      invisible: member.invisible,
      last_seen_at: iso(member.lastSeenAt),
      deleted_at: iso(member.deletedAt),
      suspended_until: iso(member.suspendedUntil),
      banned_at: iso(member.bannedAt),
      refund_days: member.refundDays,
    },
    profile: profile
      ? {
          name: profile.name,
          status: profile.status,
          gender: profile.gender,
          sexuality: profile.sexuality,
          date_of_birth: profile.dateOfBirth,
          country: profile.country,
          region: profile.region,
          city: profile.city,
          about: profile.about,
          signup_message: profile.signupMessage,
          interests: profile.interests,
          hair_colour: profile.hairColour,
          eye_colour: profile.eyeColour,
          body_type: profile.bodyType,
          relationship_status: profile.relationshipStatus,
          tattoos: profile.tattoos,
          notes: profile.notes,
          updated_at: profile.updatedAt.toISOString(),
        }
      : null,
    photos: photoRows.map((photo) => ({
      id: photo.id,
      status: photo.status,
      visibility: photo.visibility,
      rejection_reason: photo.rejectionReason,
      created_at: photo.createdAt.toISOString(),
      thumb: photos.signedPath(photo.id, 'thumb'),
    })),
    strikes: strikes.map((strike) => ({
      id: strike.id,
      kind: strike.kind,
      reason: strike.reason,
      until: iso(strike.until),
      created_at: strike.createdAt.toISOString(),
    })),
    payments: paymentRows.map((payment) => ({
      ...toPayment(payment),
      provider: payment.provider,
      reference: payment.paymentId,
      // What the console offers; the refund itself checks again (PaymentsService.refund).
      refundable:
        payment.status === 'completed' &&
        payment.refundedAt === null &&
        (payment.completedAt?.getTime() ?? 0) >= refundSince,
    })),
    mandates: mandates.map((mandate) => ({
      ...mandate,
      banned: mandate.kind === 'phone' && ban.phones.includes(mandate.value),
    })),
    ban: { address_key: ban.addressKey, address_banned: ban.addressBanned, phones: ban.phones },
    conversations,
  };
}

/** The conversations complaints name, each with its complaints and latest messages. */
async function reportedConversations(db: Db, id: string): Promise<MemberPage['conversations']> {
  const reported = await repo.reportedConversationsOf(db, id);
  const byId = new Map<string, MemberPage['conversations'][number]>();
  for (const row of reported) {
    const conversation = byId.get(row.conversationId) ?? {
      id: row.conversationId,
      other: { id: row.otherId, name: row.otherName },
      complaints: [],
      messages: [],
    };
    conversation.complaints.push({
      id: row.complaintId,
      message_id: row.messageId,
      reason: row.reason,
      details: row.details,
      status: row.status,
    });
    byId.set(row.conversationId, conversation);
  }
  for (const message of await repo.messagesOf(db, [...byId.keys()], MESSAGES_PER_CONVERSATION)) {
    byId.get(message.conversationId)!.messages.push({
      id: message.id,
      sender_id: message.senderId,
      kind: message.kind,
      body: message.body,
      delivered: message.delivered,
      created_at: message.createdAt.toISOString(),
    });
  }
  return [...byId.values()];
}
