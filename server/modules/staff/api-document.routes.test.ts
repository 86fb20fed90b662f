import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The console's API stays out of the public API document (/api/docs). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

describe('the API document', () => {
  it('lists the members API but not the staff API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: CLIENT_HEADERS });
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/user.php');
    expect(paths.filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
  });
});
