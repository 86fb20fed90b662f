import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { queryRows } from './client.ts';
import { MAX_NAMED_STATEMENTS, statementName } from './named-statements.ts';

const database = await createTestDatabase();
afterAll(() => database.close());

/** What the transaction's connection has prepared, by statement text. */
async function preparedOnConnection(run: (tx: typeof database.db) => Promise<unknown>): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await run(tx);
    const rows = await queryRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements`);
    return rows.map((row) => row.statement);
  });
}

describe('named statements on PostgreSQL', () => {
  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const text = 'select $1::int + 1 as answer';
    const prepared = await preparedOnConnection(async (tx) => {
      for (const n of [1, 2, 3]) {
        const [row] = await queryRows<{ answer: number }>(tx, sql.raw(text.replace('$1', String(n))));
        expect(row!.answer).toBe(n + 1);
        const [named] = await queryRows<{ answer: number }>(tx, sql`select ${n}::int + 1 as answer`);
        expect(named!.answer).toBe(n + 1);
      }
    });
    expect(prepared.filter((statement) => statement === text)).toHaveLength(1);
    expect(prepared.some((statement) => statement.startsWith('select 1::int'))).toBe(false);
  });

  it('answers the same through a named statement as through an unnamed one, types included', async () => {
    const values = ['2026-11-23T12:00:00.000Z', 7, null] as const;
    const [named] = await queryRows(
      database.db,
      sql`select ${values[0]}::timestamptz as at, ${values[1]}::int as n, ${values[2]}::text as t`,
    );
    const [unnamed] = await queryRows(
      database.db,
      sql.raw(`select '${values[0]}'::timestamptz as at, ${values[1]}::int as n, null::text as t`),
    );
    expect(named).toEqual(unnamed);
    expect(named).toMatchObject({ n: 7, t: null });
  });
});

describe('statementName', () => {
  it('gives one text one name and stops naming at the cap', () => {
    expect(statementName('select $1::int')).toBe(statementName('select $1::int'));
    expect(statementName('select $1::text')).not.toBe(statementName('select $1::int'));
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i++) statementName(`select ${i} where $1`);
    expect(statementName('select $1::bigint, $2::bigint')).toBeUndefined();
    expect(statementName('select $1::int')).toBeDefined();
  });
});
