import { z } from 'zod';
import { text } from './common.ts';
import { LEDGER_REASONS, payment } from './payments.ts';

/*
 * The console's members area (issue 37 point 4): finding a member across all sites, a member's page, and what staff
 * may do to a member (credits, refunds, activation mails, direct-debit blocks, deletion).
 */

const page = z.coerce.number().int().min(1).max(1000).default(1);
const MEMBER_STATUSES = ['not_confirmed', 'confirmed', 'deleted'] as const;

/** GET /api/admin/members.php?q=: a member id, an email address, a payment reference or the start of a name. */
export const memberSearchQuery = z.object({ q: text().trim().min(1).max(254), page });

/** A member found: enough to tell them apart across sites. Fictional profiles carry their mark. */
export const memberHit = z.object({
  id: text(),
  site_id: text(),
  site_name: text(),
  name: text().nullable(),
  email: text(),
  status: z.enum(MEMBER_STATUSES),
  premium: z.boolean(),
  credits: z.number().int(),
  fictional: z.boolean(),
  signup_date: text(),
});
export type MemberHit = z.infer<typeof memberHit>;
export const memberSearchResponse = z.object({ members: z.array(memberHit), more: z.boolean() });

/** GET /api/admin/member.php?id=: one member's page. */
export const memberIdQuery = z.object({ id: z.uuid() });

const profile = z.object({
  name: text(),
  status: z.enum(['active', 'disabled']),
  gender: text().nullable(),
  sexuality: text().nullable(),
  date_of_birth: text(),
  country: text(),
  region: text().nullable(),
  city: text().nullable(),
  about: text(),
  signup_message: text(),
  interests: z.array(text()),
  hair_colour: text().nullable(),
  eye_colour: text().nullable(),
  body_type: text().nullable(),
  relationship_status: text().nullable(),
  tattoos: z.boolean().nullable(),
  notes: z.record(text(), z.unknown()),
  updated_at: text(),
});

const photo = z.object({
  id: text(),
  status: z.enum(['in_review', 'active', 'rejected', 'deleted']),
  visibility: z.enum(['public', 'private']),
  rejection_reason: text().nullable(),
  created_at: text(),
  thumb: text(),
});

const strike = z.object({
  id: text(),
  kind: z.enum(['warn', 'suspend', 'ban']),
  reason: text(),
  until: text().nullable(),
  created_at: text(),
});

/** A payment as staff see it: the member's view, the provider and its reference, whether it may be refunded now. */
const staffPayment = payment.extend({ provider: text(), reference: text().nullable(), refundable: z.boolean() });

/**
 * An IBAN or phone the member paid by direct debit with, whether it is blocked, and (a phone) whether a ban of the
 * site holds it (decision 037; always false for an IBAN).
 */
const mandate = z.object({ kind: z.enum(['iban', 'phone']), value: text(), blocked: z.boolean(), banned: z.boolean() });

/**
 * What the site's bans hold of the member (decision 037), read only: their address's key (every spelling of the
 * mailbox alike) and whether it is banned, and the phones they gave that are banned (E.164).
 */
const banHold = z.object({ address_key: text(), address_banned: z.boolean(), phones: z.array(text()) });

const reportedConversation = z.object({
  id: text(),
  other: z.object({ id: text(), name: text().nullable() }),
  complaints: z.array(
    z.object({ id: text(), message_id: text().nullable(), reason: text(), details: text(), status: text() }),
  ),
  messages: z.array(
    z.object({
      id: text(),
      sender_id: text(),
      kind: text(),
      body: text(),
      delivered: z.boolean(),
      created_at: text(),
    }),
  ),
});

export const memberPageResponse = z.object({
  member: memberHit.extend({
    language: text(),
    credit_debt: z.number().int(),
    invisible: z.boolean(),
    last_seen_at: text().nullable(),
    deleted_at: text().nullable(),
    suspended_until: text().nullable(),
    banned_at: text().nullable(),
    refund_days: z.number().int(),
  }),
  profile: profile.nullable(),
  photos: z.array(photo),
  strikes: z.array(strike),
  payments: z.array(staffPayment),
  mandates: z.array(mandate),
  ban: banHold,
  /** Only the conversations a complaint names (through one of their messages); none of the member's other chats. */
  conversations: z.array(reportedConversation),
});
export type MemberPage = z.infer<typeof memberPageResponse>;

/** GET /api/admin/member-ledger.php?id=&page=: the member's credit ledger, newest first. */
export const memberLedgerQuery = z.object({ id: z.uuid(), page });
export const memberLedgerResponse = z.object({
  entries: z.array(
    z.object({
      id: text(),
      delta: z.number().int(),
      debt: z.number().int(),
      reason: z.enum(LEDGER_REASONS),
      reference: text().nullable(),
      created_at: text(),
    }),
  ),
  more: z.boolean(),
});

/** POST /api/admin/member-credits.php: credits added (+) or taken (-) by staff, never below zero, with why. */
export const creditAdjustBody = z.object({
  member_id: z.uuid(),
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((delta) => delta !== 0, 'validation.required'),
  reason: text().trim().min(3).max(500),
});
export const creditAdjustResponse = z.object({ credits: z.number().int() });

/** GET /api/admin/refund-preview.php?payment_id=: what a refund of the payment would do now. */
export const refundPreviewQuery = z.object({ payment_id: z.uuid() });
export const refundPreviewResponse = z.object({
  /** Completed, within the site's refund days, not refunded yet, something left to refund. */
  refundable: z.boolean(),
  amount_cents: z.number().int(),
  currency: text(),
  /** The credits of the purchase still to take back; as many as the balance holds come back, the rest is owed. */
  credits_due: z.number().int(),
  credits_taken: z.number().int(),
  credits_debt: z.number().int(),
});
export type RefundPreview = z.infer<typeof refundPreviewResponse>;

/** POST /api/admin/member-activation.php and /api/admin/member-delete.php. */
export const memberIdBody = z.object({ member_id: z.uuid() });
