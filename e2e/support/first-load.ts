import type { Page } from 'playwright-core';

/**
 * Bytes on the wire that the first visit to `/` (and to each lander) may load: issue 15's goals were 120 KB (KiB) of
 * scripts and 25 KB of styles; issue 38's drawn landers, members on the home page and heads brought `/` to about
 * 126 KB of scripts, so the script budget stands at 128 KiB until issue 41 wins the 120 KiB back (decision 032). A
 * heavy import into the first screen fails the end-to-end tests.
 */
export const FIRST_LOAD_BUDGET = { script: 128 * 1024, stylesheet: 25_000 } as const;

/** The mark the app sets when it starts fetching the screens likely opened next (web/src/app/prefetch.ts). */
export const PREFETCH_MARK = 'prefetch-start';

export interface LoadedFile {
  url: string;
  type: 'script' | 'stylesheet';
  /** Bytes on the wire: the body as sent, compressed when the server compressed it. */
  bytes: number;
}

/**
 * The scripts and stylesheets the page loaded for its first screen, with their sizes on the wire (Resource Timing's
 * encoded body size): once the page has been network-idle, every file it asked for before it began to prefetch.
 */
export async function firstLoadFiles(page: Page): Promise<LoadedFile[]> {
  await page.waitForLoadState('networkidle');
  // A string, evaluated in the page (the code runs in the browser, not here).
  const entries = await page.evaluate<{ url: string; bytes: number }[]>(`(() => {
    const prefetchStart = performance.getEntriesByName(${JSON.stringify(PREFETCH_MARK)})[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < prefetchStart)
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize }));
  })()`);
  return entries.flatMap(({ url, bytes }) => {
    const type = /\.js$/.test(new URL(url).pathname)
      ? 'script'
      : /\.css$/.test(new URL(url).pathname)
        ? 'stylesheet'
        : null;
    return type ? [{ url, type, bytes } as LoadedFile] : [];
  });
}

/** The sum of the files' bytes on the wire, per type. */
export function bytesByType(files: LoadedFile[]): Record<LoadedFile['type'], number> {
  const total = { script: 0, stylesheet: 0 };
  for (const file of files) total[file.type] += file.bytes;
  return total;
}

/**
 * The app's scripts the page began to fetch before its first contentful paint (a page the server drew fetches none: it loads
 * them after that paint, web/public/after-paint.js).
 */
export async function scriptsBeforeFirstPaint(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate<string[]>(`(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < paint && new URL(entry.name).pathname.startsWith('/assets/'))
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  })()`);
}
