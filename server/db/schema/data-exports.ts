import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's export of their own data (GDPR art. 15 and 20; modules/data-export): asked for at most once a day,
 * built by a job into a ZIP in the file store (`storage_key`), and downloadable with the mailed link (its token's
 * hash) and the member's own session until `expires_at`, when a job removes the file.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** building: the job has it; ready: the file is stored and the link mailed; expired: the file removed. */
    status: text('status', { enum: ['building', 'ready', 'expired'] })
      .notNull()
      .default('building'),
    /** The hash of the mailed link's token (lib/tokens.ts); null until ready. */
    tokenHash: text('token_hash'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    uniqueIndex('data_exports_token_idx').on(t.tokenHash),
  ],
);
