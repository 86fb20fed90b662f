import { describe, expect, it } from 'vitest';
import { consoleTexts } from './console-i18n.ts';

/** Every key of a nested catalogue, as dotted paths. */
const keysOf = (texts: unknown, prefix = ''): string[] =>
  typeof texts === 'object' && texts !== null
    ? Object.entries(texts).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe("the console's texts", () => {
  it('has every key in Dutch and English, none empty, and each area translated rather than copied', () => {
    const [nl, en] = [consoleTexts('nl'), consoleTexts('en')];
    expect(Object.keys(nl).length).toBeGreaterThan(0);
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
    for (const key of keysOf(nl)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], nl);
      expect([key, typeof value === 'string' && value.trim().length > 0]).toEqual([key, true]);
    }
    for (const area of Object.keys(nl))
      expect([area, JSON.stringify(en[area])]).not.toEqual([area, JSON.stringify(nl[area])]);
  });
});
