import { Column, SQL, eq, getTableName, is, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAnswerColumns } from '../modules/auth/auth.repo.ts';
import { cardColumns } from '../modules/members/member-card.ts';
import { cardPhoto } from '../modules/members/members.policy.sql.ts';
import { createSeededTestDatabase } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { grant, spend } from '../modules/credits/credits.ts';
import { ANNOUNCED_BY_THE_LEDGER, MEMBER_CHANGE_COLUMNS } from './member-change-triggers.ts';
import { users } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await createSeededTestDatabase(3);
});
afterAll(() => database.close());

/** Every table column a selection or an SQL condition reads, as "table.column". */
function columnsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (is(value, Column)) found.add(`${getTableName(value.table)}.${value.name}`);
  else if (is(value, SQL)) for (const chunk of value.queryChunks) columnsOf(chunk, found);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) columnsOf(inner, found);
  return found;
}

/** A member's id, site and rows' ids never change: nothing to hear of. */
const UNCHANGING = new Set(['id', 'site_id', 'user_id']);

const listed = (column: string) => {
  const [table, name] = column.split('.') as [keyof typeof MEMBER_CHANGE_COLUMNS, string];
  if (column === ANNOUNCED_BY_THE_LEDGER) return true; // its trigger is the ledger's: the last test
  return UNCHANGING.has(name) || (MEMBER_CHANGE_COLUMNS[table] as readonly string[] | undefined)?.includes(name);
};

describe('the member-change triggers', () => {
  it('cover every column of the user answer', () => {
    const columns = [...columnsOf(userAnswerColumns)];
    expect(columns.length).toBeGreaterThan(10);
    expect(columns.filter((column) => !listed(column))).toEqual([]);
  });

  it('cover every column of the member card and of its photo', () => {
    const columns = [...columnsOf([cardColumns, cardPhoto])];
    expect(columns).toContain('photos.visibility');
    expect(columns.filter((column) => !listed(column))).toEqual([]);
  });

  it('are installed on exactly the listed columns', async () => {
    const result = (await database.db.execute(sql`
      select c.relname as "table",
        array(select a.attname::text from unnest(t.tgattr::int2[]) as k(attnum)
              join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k.attnum order by a.attname::text collate "C") as columns
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = c.relname || '_member_changed'`)) as unknown as { rows: { table: string; columns: string[] }[] };
    const installed = Object.fromEntries(result.rows.map((row) => [row.table, row.columns]));
    const expected = Object.fromEntries(
      Object.entries(MEMBER_CHANGE_COLUMNS).map(([table, columns]) => [table, [...columns].sort()]),
    );
    expect(installed).toMatchObject(expected);
  });

  it("announce every change of credits by its ledger row but a chat send's debit (decision 019)", async () => {
    const [a, b, c] = (await database.db.select({ id: users.id }).from(users).limit(3)).map((row) => row.id);
    const heard: string[] = [];
    let marker: (() => void) | undefined;
    const unlisten = await database.listen('member_changed', {
      message: (payload) => (payload === 'marker' ? marker?.() : heard.push(payload)),
      gap: () => undefined,
    });
    /** What the triggers announced for `change`, once a later notification has arrived (they arrive in order). */
    const announced = async (change: () => Promise<unknown>) => {
      heard.length = 0;
      await change();
      const arrived = new Promise<void>((resolve) => (marker = resolve));
      await database.db.execute(sql`select pg_notify('member_changed', 'marker')`);
      await arrived;
      return [...heard];
    };
    const inTransaction = (write: (tx: typeof database.db) => Promise<unknown>) => () => database.db.transaction(write);
    try {
      expect(await announced(inTransaction((tx) => grant(tx, () => {}, a!, 10, 'purchase', 'p1')))).toEqual([a]);
      for (const reason of ['message', 'photo', 'gift'] as const) {
        expect(await announced(inTransaction((tx) => spend(tx, () => {}, a!, 1, reason, 'm1')))).toEqual([]);
      }
      expect(await announced(inTransaction((tx) => spend(tx, () => {}, a!, 2, 'refund', 'p1')))).toEqual([a]);
      const languageChange = () => database.db.update(users).set({ language: 'de' }).where(eq(users.id, b!));
      expect(await announced(languageChange)).toEqual([b]);
      expect(await announced(() => database.db.delete(users).where(eq(users.id, c!)))).toContain(c);
    } finally {
      await unlisten();
    }
  });
});
