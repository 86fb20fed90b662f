import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-typo.ts';

describe('suggestEmail', () => {
  it.each([
    ['anna@gmial.com', 'anna@gmail.com'],
    ['anna@gmal.com', 'anna@gmail.com'],
    ['jan@hotmial.nl', 'jan@hotmail.nl'],
    ['jan@outlok.com', 'jan@outlook.com'],
    ['piet@zigo.nl', 'piet@ziggo.nl'],
  ])('suggests %s -> %s', (typed, suggestion) => expect(suggestEmail(typed)).toBe(suggestion));

  it.each(['anna@gmail.com', 'anna@mycompany.nl', 'not-an-address', '@gmail.com'])('leaves %s alone', (typed) =>
    expect(suggestEmail(typed)).toBeUndefined(),
  );
});
