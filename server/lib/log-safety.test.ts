import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { siteDomains } from '../db/schema/index.ts';
import { createSeededTestDatabase } from '../test/test-db.ts';
import { safeError, safeUrl } from './log-safety.ts';

let database: Database;
beforeAll(async () => {
  database = await createSeededTestDatabase(1);
});
afterAll(() => database.close());

/** The error a failing statement really throws. */
async function failure(statement: Promise<unknown>): Promise<Error> {
  const error = await statement.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error('the statement did not fail');
  return error;
}

describe('safeError', () => {
  it('keeps the query and the database’s reason, not the values of a unique violation', async () => {
    const [taken] = await database.db.select().from(siteDomains).limit(1);
    const error = await failure(database.db.insert(siteDomains).values({ ...taken!, host: taken!.host }));
    expect(JSON.stringify({ ...error, message: error.message })).toContain(taken!.host);

    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain(taken!.host);
    expect(logged).toContain('insert into \\"site_domains\\"');
    expect(logged).toContain('duplicate key value violates unique constraint');
    expect(logged).toContain('DrizzleQueryError');
  });
});

describe('safeUrl', () => {
  it('masks the values of token-like parameters only', () => {
    expect(safeUrl('/api/activate.php?token=abc&next=%2Fhome')).toBe('/api/activate.php?token=***&next=%2Fhome');
    expect(safeUrl('/media/p/1.jpg?exp=1700000000&sig=AbC_9')).toBe('/media/p/1.jpg?exp=1700000000&sig=***');
    expect(safeUrl('/api/bundles.php?discount_code=WELCOME&api%5Fkey=k')).toBe(
      '/api/bundles.php?discount_code=***&api%5Fkey=***',
    );
    expect(safeUrl('/api/geocode.php?lat=52.37&lon=4.89')).toBe('/api/geocode.php?lat=***&lon=***');
    expect(safeUrl('/api/notifications.php?page=2')).toBe('/api/notifications.php?page=2');
  });
});
