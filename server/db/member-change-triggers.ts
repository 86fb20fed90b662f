import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The one list of the columns whose change every server instance must hear of (channel member_changed), so that it
 * drops what it caches of the member: the user answer (modules/auth/session-cache.ts) and the search pages and cards
 * (modules/members/search-cache.ts). A column that feeds either is listed here, and nowhere else: `migrate()` makes
 * each table's trigger from this list after the migrations (a repeatable step, like Flyway's R__ migrations), so a
 * migration never restates it. member-change-triggers.test.ts fails when a field of the user answer or the member
 * card is not covered. Deletes of these rows, ended sessions and blocks announce themselves too (migrations 0001, 0006).
 */
export const MEMBER_CHANGE_COLUMNS = {
  users: [
    'email',
    'status',
    'credits',
    'paid_user',
    'signup_date',
    'language',
    'fictional',
    'notifications_disabled',
    'invisible',
    'photo_alert_dismissed_at',
    'push_alert_dismissed_at',
    'time_bonus_dismissed_at',
  ],
  profiles: ['name', 'country', 'region', 'city', 'gender', 'date_of_birth', 'status', 'main_photo_id', 'searchable'],
  photos: ['status', 'visibility'],
} as const;

/** The column of each table that holds the member's id (the trigger function's argument). */
const MEMBER_ID_COLUMN: Record<keyof typeof MEMBER_CHANGE_COLUMNS, string> = {
  users: 'id',
  profiles: 'user_id',
  photos: 'user_id',
};

/**
 * Changes a trigger leaves unannounced because the domain bus announces them: a decrease of `users.credits` alone is a
 * chat message's debit (credits.spend, on every message), heard by every instance's session cache through the
 * message's `message.created` event (auth.service.ts). NOTIFY on every send would serialise the sends' commits
 * (PostgreSQL takes one lock for every notifying commit) and drop the search pages showing the sender (decision 019).
 * Credits that grow (a purchase, a refund) are announced as every other change.
 */
const ANNOUNCED_BY_THE_BUS = { users: 'credits' } as const;

/**
 * (Re)creates each table's member_changed trigger on exactly the listed columns, and the trigger announcing its
 * deleted rows (a trigger with a WHEN condition on NEW cannot also fire on DELETE).
 */
export async function applyMemberChangeTriggers(db: Db): Promise<void> {
  for (const [table, columns] of Object.entries(MEMBER_CHANGE_COLUMNS)) {
    const memberId = MEMBER_ID_COLUMN[table as keyof typeof MEMBER_CHANGE_COLUMNS];
    const notify = `EXECUTE FUNCTION notify_member_changed('${memberId}')`;
    const quiet: string | undefined = ANNOUNCED_BY_THE_BUS[table as keyof typeof ANNOUNCED_BY_THE_BUS];
    const others = columns.filter((column) => column !== quiet);
    const when = quiet
      ? `WHEN (NEW.${quiet} >= OLD.${quiet} OR ` +
        `ROW(${others.map((c) => `OLD.${c}`).join(', ')}) IS DISTINCT FROM ROW(${others.map((c) => `NEW.${c}`).join(', ')})) `
      : '';
    await db.execute(
      sql.raw(
        `CREATE OR REPLACE TRIGGER ${table}_member_changed AFTER UPDATE OF ${columns.join(', ')} ON ${table} FOR EACH ROW ${when}${notify}`,
      ),
    );
    await db.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER ${table}_member_deleted AFTER DELETE ON ${table} FOR EACH ROW ${notify}`),
    );
  }
}
