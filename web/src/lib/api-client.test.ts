import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_HEADER, HTTP_RETRIES } from '../../../shared/constants.ts';
import {
  ApiError,
  apiRequest,
  retryPolicy,
  setAnswerLanguage,
  setAuthenticationRequiredHandler,
} from './api-client.ts';

/** A real loopback server whose answers the tests script: status codes in order, then 200. */
let server: Server;
let base = '';
let script: number[] = [];
let seen: { method: string; client?: string; language?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // Node's fetch asks for any language (`*`) unless told one.
    const language = req.headers['accept-language'] === '*' ? undefined : req.headers['accept-language'];
    seen.push({
      method: req.method!,
      client: req.headers[CLIENT_HEADER] as string | undefined,
      ...(language && { language }),
    });
    const status = script.shift() ?? 200;
    const body =
      status === 403 ? { statusCode: 403, code: 'authentication_required', message: 'Log in' } : { ok: status < 400 };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  retryPolicy.baseDelayMs = 1;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  script = [];
  seen = [];
});

describe('apiRequest', () => {
  it('marks every request with the client header', async () => {
    await apiRequest(`${base}/api/settings.php`);
    expect(seen).toEqual([{ method: 'GET', client: 'web' }]);
  });

  it('asks for answers in the language set for them (the console), from then on', async () => {
    setAnswerLanguage('en');
    await apiRequest(`${base}/api/admin/me.php`);
    expect(seen).toEqual([{ method: 'GET', client: 'web', language: 'en' }]);
  });

  it('retries a GET after server errors with back-off, and succeeds', async () => {
    script = [500, 503, 502];
    expect(await apiRequest(`${base}/api/chats.php`)).toEqual({ ok: true });
    expect(seen).toHaveLength(4);
  });

  it('gives up after 5 retries', async () => {
    script = Array(HTTP_RETRIES + 1).fill(500);
    await expect(apiRequest(`${base}/api/chats.php`)).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(HTTP_RETRIES + 1);
  });

  it('never repeats a POST, and never retries a 4xx', async () => {
    script = [500];
    await expect(apiRequest(`${base}/api/user.php`, { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 500,
    });
    script = [404];
    await expect(apiRequest(`${base}/api/x.php`)).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(2);
  });

  it('logs out on 403 authentication required, except for user.php', async () => {
    let logouts = 0;
    setAuthenticationRequiredHandler(() => logouts++);
    script = [403];
    await expect(apiRequest(`${base}/api/chats.php`)).rejects.toMatchObject({ status: 403 });
    expect(logouts).toBe(1);
    script = [403];
    await expect(apiRequest(`${base}/api/user.php`)).rejects.toMatchObject({ status: 403 });
    expect(logouts).toBe(1);
  });
});
