import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, jobs } from '../../db/schema/index.ts';
import { realMembers } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** On PostgreSQL the asks run at once on several connections (PGlite runs one query at a time and would hide it). */
let t: TestApp;
const newIp = addresses(11);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 3 });
});
afterAll(() => t.close());

describe('asking for a data export many times at once', () => {
  it('gives one export: one 200, every other ask 429, one row and one build job', async () => {
    const [member] = await realMembers(t, 1);
    const asks = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/data-export.php',
          headers: { ...CLIENT_HEADERS, cookie: member!.cookie },
          remoteAddress: newIp(),
        }),
      ),
    );
    const codes = asks.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(11).fill(429)]);
    const rows = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, member!.id));
    expect(rows).toHaveLength(1);
    const builds = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'data_export.build'));
    expect(builds).toHaveLength(1);
  });
});
