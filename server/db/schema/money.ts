import { index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    reason: text('reason', {
      enum: ['signup', 'purchase', 'message', 'photo', 'gift', 'refund', 'admin'],
    }).notNull(),
    /** What the entry is about: a payment id, a message id... */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's own id; unique so that a webhook can never book a payment twice. */
    paymentId: text('payment_id').unique(),
    credits: integer('credits').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentCountry: text('payment_country').notNull(),
    discountCodeId: uuid('discount_code_id'),
    status: text('status', {
      enum: ['pending', 'completed', 'failed', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
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
  (t) => [index('discount_codes_code_idx').on(t.siteId, t.code)],
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
