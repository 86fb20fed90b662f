import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { FIRST_SCREEN_MODULE, type FirstScreenModule } from '../../shared/first-screen.ts';
import type { TestApp } from './test-app.ts';

/** The root of the stand-in app shell, empty unless the server drew a screen into it. */
export const APP_SHELL_ROOT = /<div id="root">(.*?)<\/div><script src="\/app.js"><\/script>/s;

/**
 * A web build in a temporary folder for a test app's `webDir`: the app shell (index.html with its empty root and its
 * script) and, at the first-screen module's place, a stand-in that draws the showcase's member names as
 * `<ul data-drawn="{domain}{path}">` (or what `draw` is set to), so that a test sees what the server drew, from where.
 */
export function drawnWebBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'dating-drawn-web-'));
  const webDir = join(dir, 'web');
  mkdirSync(webDir);
  writeFileSync(
    join(webDir, 'index.html'),
    '<html lang="nl"><head><title>App</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
  );
  // Its own global: test files share a worker's globals.
  const key = `drawFirstScreen-${randomUUID()}`;
  const modulePath = join(webDir, FIRST_SCREEN_MODULE);
  mkdirSync(join(modulePath, '..'), { recursive: true });
  writeFileSync(
    modulePath,
    `export const renderFirstScreen = (...args) => globalThis[${JSON.stringify(key)}](...args);`,
  );
  const drawNames: FirstScreenModule['renderFirstScreen'] = async (url, _boot, answers) => ({
    html: `<ul data-drawn="${url}">${answers!.showcase!.answer.profiles.map((p) => `<li>${p.name}</li>`).join('')}</ul>`,
    head: '',
    loaderData: {},
  });
  const global = globalThis as unknown as Record<string, FirstScreenModule['renderFirstScreen']>;
  global[key] = drawNames;
  return {
    webDir,
    close() {
      delete global[key];
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The screen the server drew into the app shell: '' when none. */
/** The page at `url` of the test site as a visitor's browser asks for it. */
export const visitorPage = (t: TestApp, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', accept: 'text/html', 'user-agent': 'Mozilla/5.0' },
  });

export const drawnRootOf = (html: string) => APP_SHELL_ROOT.exec(html)?.[1];

/**
 * The page is the app shell without a drawn screen, as the browser then draws it: 200, HTML, the shell's script, an
 * empty root, and no word of an error (no stack, no message).
 */
export function expectAppShell(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  url: string,
) {
  expect([url, res.statusCode, res.headers['content-type'], drawnRootOf(res.body)]).toEqual([
    url,
    200,
    'text/html',
    '',
  ]);
  expect([url, res.body]).not.toEqual([url, expect.stringMatching(/\w*Error: |\n\s+at |ECONN|does not exist|stack/)]);
}
