import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { connectionErrorOf } from './db-errors.ts';

/** An error as node-postgres and node:net make them: a message and a code. */
const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('connectionErrorOf', () => {
  it('finds a lost or refused connection, however drizzle and node wrapped it', () => {
    const lost = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('Connection terminated unexpectedly'),
      withCode('timeout exceeded when trying to connect'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
    ];
    for (const error of lost) {
      expect(connectionErrorOf(error), error.message).toBe(error);
      expect(connectionErrorOf(new DrizzleQueryError('select 1', [], error)), error.message).toBe(error);
    }
    const refused = withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    expect(connectionErrorOf(new AggregateError([refused], ''))).toBe(refused);
  });

  it('leaves every other error to the generic answer', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      withCode('canceling statement due to statement timeout', '57014'),
      new Error('something else'),
      undefined,
      'a string',
    ]) {
      expect(connectionErrorOf(new DrizzleQueryError('select 1', [], error as Error))).toBeUndefined();
    }
  });
});
