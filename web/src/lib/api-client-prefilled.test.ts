// @vitest-environment jsdom
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PREFILLED_ANSWERS_ELEMENT_ID } from '../../../shared/boot-data.ts';
import { getShowcase } from '../../../shared/contracts/endpoints/members.ts';

/** Answers the server put into the page are taken once, for a GET of the same path and parameters, in any order. */
let server: Server;
let base = '';
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: 'network' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('answers a GET from the page once, then asks the server', async () => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PREFILLED_ANSWERS_ELEMENT_ID;
  element.textContent = JSON.stringify({
    [`${base}/api/members.php?gender=female&min_age=30&page=1`]: { from: 'page' },
    '/api/showcase.php?slug=amsterdam': { from: 'page' },
  });
  document.head.append(element);
  const { apiRequest } = await import('./api-client.ts');
  expect(document.getElementById(PREFILLED_ANSWERS_ELEMENT_ID)).toBeNull();

  const search = { query: { page: 1, min_age: 30, gender: 'female', country: undefined } };
  expect(await apiRequest(`${base}/api/members.php`, { ...search, method: 'POST' })).toEqual({ from: 'network' });
  expect(await apiRequest(`${base}/api/members.php`, { query: { page: 2, min_age: 30, gender: 'female' } })).toEqual({
    from: 'network',
  });
  expect(await apiRequest(`${base}/api/members.php`, search)).toEqual({ from: 'page' });
  expect(await apiRequest(`${base}/api/members.php`, search)).toEqual({ from: 'network' });
  expect(asked).toEqual([
    'POST /api/members.php?page=1&min_age=30&gender=female',
    'GET /api/members.php?page=2&min_age=30&gender=female',
    'GET /api/members.php?page=1&min_age=30&gender=female',
  ]);
});

it("gives a query the page's answer to an endpoint's GET at once, once", async () => {
  const { prefilledAnswer } = await import('./api-client.ts');
  expect(prefilledAnswer(getShowcase, {})).toBeUndefined();
  expect(prefilledAnswer(getShowcase, { slug: 'amsterdam' })).toEqual({ from: 'page' });
  expect(prefilledAnswer(getShowcase, { slug: 'amsterdam' })).toBeUndefined();
});
