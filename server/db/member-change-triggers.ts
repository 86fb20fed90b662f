import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { creditLedger } from './schema/index.ts';

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
    'paid_user',
    'signup_date',
    'language',
    'fictional',
    'notifications_disabled',
    'invisible',
    'in_showcase',
    'photo_alert_dismissed_at',
    'push_alert_dismissed_at',
    'time_bonus_dismissed_at',
    'contact_hold',
  ],
  profiles: [
    'name',
    'country',
    'region',
    'city',
    'gender',
    'sexuality',
    'seeking_genders',
    'seeking_min_age',
    'seeking_max_age',
    'date_of_birth',
    'status',
    'main_photo_id',
    'searchable',
  ],
  photos: ['status', 'visibility'],
} as const;

/** The column of each table that holds the member's id (the trigger function's argument). */
const MEMBER_ID_COLUMN: Record<keyof typeof MEMBER_CHANGE_COLUMNS, string> = {
  users: 'id',
  profiles: 'user_id',
  photos: 'user_id',
};

/**
 * `users.credits` has no column trigger: credits change only through the credits module, always with a ledger row, and
 * the ledger's trigger announces the change, except a chat send's debit (these reasons). That one its `credits.changed`
 * event announces on the domain bus, which every instance's session cache hears (auth.service.ts): a NOTIFY on every
 * send would queue the sends' commits one behind the other (PostgreSQL takes one lock for every notifying commit) and
 * drop the cached search pages showing the sender on every message (decision 019).
 */
export const ANNOUNCED_BY_THE_LEDGER = 'users.credits';
export const DEBITS_ANNOUNCED_BY_THEIR_MESSAGE = [
  'message',
  'photo',
  'gift',
] as const satisfies readonly (typeof creditLedger.reason.enumValues)[number][];

/**
 * (Re)creates each table's member_changed trigger on exactly the listed columns (and on deletes), and the ledger's.
 */
export async function applyMemberChangeTriggers(db: Db): Promise<void> {
  for (const [table, columns] of Object.entries(MEMBER_CHANGE_COLUMNS)) {
    const memberId = MEMBER_ID_COLUMN[table as keyof typeof MEMBER_CHANGE_COLUMNS];
    await db.execute(
      sql.raw(
        `CREATE OR REPLACE TRIGGER ${table}_member_changed AFTER UPDATE OF ${columns.join(', ')} OR DELETE ON ${table} ` +
          `FOR EACH ROW EXECUTE FUNCTION notify_member_changed('${memberId}')`,
      ),
    );
  }
  const quiet = DEBITS_ANNOUNCED_BY_THEIR_MESSAGE.map((reason) => `'${reason}'`).join(', ');
  await db.execute(
    sql.raw(
      `CREATE OR REPLACE TRIGGER credit_ledger_member_changed AFTER INSERT ON credit_ledger ` +
        `FOR EACH ROW WHEN (NEW.reason NOT IN (${quiet})) EXECUTE FUNCTION notify_member_changed('user_id')`,
    ),
  );
}
