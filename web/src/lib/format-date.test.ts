import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

const moment = '2026-03-05T14:07:00Z';

describe('formatDate', () => {
  it('writes a moment as Intl does in the language and style asked, from a Date or an ISO string', () => {
    for (const [language, style] of [
      ['nl', { dateStyle: 'long' }],
      ['pl', { dateStyle: 'medium', timeStyle: 'short' }],
      ['en', { timeStyle: 'short' }],
    ] as const) {
      const expected = new Intl.DateTimeFormat(language, style).format(new Date(moment));
      expect(formatDate(language, moment, style)).toBe(expected);
      expect(formatDate(language, new Date(moment), style)).toBe(expected);
    }
  });

  it('keeps languages and styles apart in its cache', () => {
    const nl = formatDate('nl', moment, { dateStyle: 'long' });
    expect(formatDate('de', moment, { dateStyle: 'long' })).not.toBe(nl);
    expect(formatDate('nl', moment, { dateStyle: 'long', timeStyle: 'short' })).not.toBe(nl);
    expect(formatDate('nl', moment, { dateStyle: 'short' })).not.toBe(nl);
    expect(formatDate('nl', moment, { dateStyle: 'long' })).toBe(nl);
  });

  it('builds one formatter per language and style', () => {
    const built: unknown[] = [];
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct: (target, args: ConstructorParameters<typeof Original>) => {
        built.push(args);
        return new target(...args);
      },
    });
    try {
      for (let i = 0; i < 3; i++) formatDate('fi', moment, { dateStyle: 'full' });
      formatDate('fi', moment, { dateStyle: 'full', timeStyle: 'short' });
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(built).toEqual([
      ['fi', { dateStyle: 'full', timeStyle: undefined }],
      ['fi', { dateStyle: 'full', timeStyle: 'short' }],
    ]);
  });
});
