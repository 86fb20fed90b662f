import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createSeededTestDatabase } from '../../test/test-db.ts';
import type { DomainEvent } from '../../../shared/realtime.ts';
import { balanceOf, grant, ledgerMismatches, spend, takeBack } from './credits.ts';

const unheard = () => {};

let database: Database;
let memberIds: string[];
beforeAll(async () => {
  database = await createSeededTestDatabase(4);
  memberIds = (await database.db.select({ id: users.id }).from(users)).map((row) => row.id);
});
afterAll(() => database.close());

/** Each member whose balance is not the sum of their ledger, with both figures. */
/** Sets a member's balance through the writer itself: spends it all, then grants `credits`. */
async function setBalance(id: string, credits: number) {
  await database.db.transaction(async (tx) => {
    const current = await balanceOf(tx, id);
    if (current > 0) await spend(tx, unheard, id, current, 'admin', 'test');
    await grant(tx, unheard, id, credits, 'admin', 'test');
  });
}

describe('the credits writer', () => {
  it('books every seeded balance in the ledger', async () => {
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('grants and spends with a ledger row each, and answers the new balance', async () => {
    const id = memberIds[0]!;
    await setBalance(id, 10);
    expect(await database.db.transaction((tx) => spend(tx, unheard, id, 3, 'message', 'message-1'))).toBe(7);
    expect(await database.db.transaction((tx) => grant(tx, unheard, id, 5, 'purchase', 'payment-1'))).toBe(12);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('refuses a spend above the balance with "not enough credits" and writes nothing', async () => {
    const id = memberIds[1]!;
    await setBalance(id, 2);
    await expect(database.db.transaction((tx) => spend(tx, unheard, id, 3, 'gift'))).rejects.toMatchObject({
      code: 'credits_insufficient',
      statusCode: 402,
    });
    expect(await balanceOf(database.db, id)).toBe(2);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('lets 40 parallel spends take exactly the balance, never below zero', async () => {
    const id = memberIds[2]!;
    await setBalance(id, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        database.db.transaction((tx) => spend(tx, unheard, id, 1, 'message', `m-${i}`)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await balanceOf(database.db, id)).toBe(0);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('undoes the spend when the transaction that paid fails', async () => {
    const id = memberIds[3]!;
    await setBalance(id, 5);
    await expect(
      database.db.transaction(async (tx) => {
        await spend(tx, unheard, id, 4, 'photo');
        throw new Error('the message could not be stored');
      }),
    ).rejects.toThrow('the message could not be stored');
    expect(await balanceOf(database.db, id)).toBe(5);
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('raises credits.changed with the new balance on every change', async () => {
    const id = memberIds[1]!;
    await setBalance(id, 4);
    const heard: DomainEvent[] = [];
    const emit = (event: DomainEvent) => heard.push(event);
    await database.db.transaction(async (tx) => {
      await grant(tx, emit, id, 6, 'purchase', 'payment-2');
      await spend(tx, emit, id, 3, 'message', 'message-2');
      await takeBack(tx, emit, id, 9, 'refund', 'payment-2');
    });
    expect(heard).toEqual([10, 7, 0].map((balance) => ({ type: 'credits.changed', memberId: id, balance })));
    expect(await ledgerMismatches(database.db)).toEqual([]);
  });

  it('changes credits only inside a transaction and only by a positive whole number', async () => {
    const id = memberIds[0]!;
    await expect(grant(database.db, unheard, id, 1, 'admin')).rejects.toThrow('inside a transaction');
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(database.db.transaction((tx) => spend(tx, unheard, id, amount, 'admin'))).rejects.toThrow(
        'positive',
      );
    }
  });
});

describe('the server code', () => {
  it('writes credits and the ledger nowhere but in the credits writer', () => {
    const serverDir = join(import.meta.dirname, '..', '..');
    const writers = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('db/schema/'))
      // The ledger's member-change trigger only reads the rows the writer inserts.
      .filter((file) => file !== join('db', 'member-change-triggers.ts'))
      .filter((file) =>
        /creditLedger|credit_ledger|\bcredits\s*[:=]\s*sql|set\s+credits/.test(
          readFileSync(join(serverDir, file), 'utf8'),
        ),
      );
    expect(writers).toEqual(['modules/credits/credits.ts']);
  });
});
