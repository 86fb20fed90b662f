import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_NAMESPACES } from '../shared/i18n/options.ts';
import { forBrowser } from './browser-catalogues.ts';

describe("the browser's catalogues", () => {
  const nl = readFileSync(join(import.meta.dirname, '../shared/i18n/locales/nl.json'), 'utf8');
  const browser = JSON.parse(forBrowser(nl)) as Record<string, unknown>;

  it("leave out the server's texts and keep every other part as it is", () => {
    const full = JSON.parse(nl) as Record<string, unknown>;
    for (const namespace of SERVER_ONLY_NAMESPACES) expect([namespace, namespace in full]).toEqual([namespace, true]);
    expect(Object.keys(browser)).toEqual(
      Object.keys(full).filter((key) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(key)),
    );
    expect(browser.chat).toEqual(full.chat);
    expect(forBrowser(nl).length).toBeLessThan(nl.length * 0.95);
  });
});
