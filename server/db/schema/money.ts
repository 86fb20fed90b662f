import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '../../../shared/payment-methods.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';

/** Every credit movement; a member's balance always equals the sum of their entries. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** The change of the member's credit debt (users.credit_debt): + when a reversal leaves debt, - when paid off. */
    debt: integer('debt').notNull().default(0),
    reason: text('reason', {
      enum: ['signup', 'purchase', 'message', 'photo', 'gift', 'refund', 'chargeback', 'debt', 'admin'],
    }).notNull(),
    /** What the entry is about: a payment id, a message id... */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.createdAt)],
);

/** The credit bundles a site sells, per currency (SPEC §3 /credits, /premium, /pricing). */
export const creditBundles = pgTable(
  'credit_bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    credits: integer('credits').notNull(),
    /** The price in cents of the currency, before any discount. */
    priceCents: integer('price_cents').notNull(),
    /** The "popular" ribbon. */
    popular: boolean('popular').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('credit_bundles_site_idx').on(t.siteId, t.currency, t.position)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    bundleId: uuid('bundle_id').references(() => creditBundles.id, { onDelete: 'set null' }),
    /** The provider's own id; unique so that a webhook can never book a payment twice. */
    paymentId: text('payment_id').unique(),
    credits: integer('credits').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentCountry: text('payment_country').notNull(),
    discountCodeId: uuid('discount_code_id'),
    /** The percentage off the bundle's price this payment was charged with (0: none). */
    discountPercentage: integer('discount_percentage').notNull().default(0),
    status: text('status', {
      enum: ['pending', 'completed', 'failed', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The credits refunds and chargebacks took back from the balance (at most those still on it). */
    refundedCredits: integer('refunded_credits'),
    /** The cents refunded and charged back that are booked (reversals.ts): a provider's report above them is new. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    chargedBackCents: integer('charged_back_cents').notNull().default(0),
    /** The credits of this payment's reversals that the balance could not cover: recorded as the member's debt. */
    debtCredits: integer('debt_credits').notNull().default(0),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    // The console's dashboard: completed payments by day.
    index('payments_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    country: text('country'),
    /** Set for a code that belongs to one member (the welcome discount). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expires: timestamp('expires', { withTimezone: true }),
    valuePercentage: integer('value_percentage').notNull(),
    currency: text('currency'),
    minimumOrderValue: numeric('minimum_order_value', {
      precision: 10,
      scale: 2,
    }),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    validity: text('validity', { enum: ['once_per_user', 'once', 'unlimited'] })
      .notNull()
      .default('once_per_user'),
    paymentMethods: text('payment_methods').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_codes_code_idx').on(t.siteId, t.code)],
);

export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.discountCodeId, t.userId] })],
);

/**
 * A direct-debit order waiting for its one-time code (SPEC §2 /directdebit): the mandate's details, the code's hash,
 * how often it was tried, and the payment it became.
 */
export const directDebitRequests = pgTable('direct_debit_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bundleId: uuid('bundle_id')
    .notNull()
    .references(() => creditBundles.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  country: text('country').notNull(),
  otpHash: text('otp_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** IBANs and phone numbers that may not pay by direct debit (SPEC §8), in their cleaned form. */
export const directDebitBlocks = pgTable(
  'direct_debit_blocks',
  {
    kind: text('kind', { enum: ['iban', 'phone'] }).notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * The built-in test provider's own books (DESIGN.md payments): what its hosted checkout page shows and what the payer
 * chose there. Kept in the database so that every instance and a restart see the same payments.
 */
export const testProviderPayments = pgTable('test_provider_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ['pending', 'completed', 'failed', 'cancelled'] })
    .notNull()
    .default('pending'),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  reference: text('reference').notNull(),
  /** The payer's language (BCP 47), in which the checkout page speaks. */
  locale: text('locale').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  chargedBackCents: integer('charged_back_cents').notNull().default(0),
  /** The site whose member pays it: its checkout page answers on that site's host only. */
  siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
