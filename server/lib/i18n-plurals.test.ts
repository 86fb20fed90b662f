import { describe, expect, it } from 'vitest';
import { translator } from './i18n.ts';

/** The plural form i18next picks by `count` in each language: Polish has four (1, 2-4 and 22-24, 5-21 and 25...). */
describe('counted texts in the member’s language', () => {
  it.each([
    [1, '1 kredyt'],
    [2, '2 kredyty'],
    [5, '5 kredytów'],
    [12, '12 kredytów'],
    [22, '22 kredyty'],
    [25, '25 kredytów'],
  ])('pl: %i credits read “%s”', (count, text) => {
    expect(translator('pl')('chat.credits', { count })).toBe(text);
  });

  it.each([
    [1, '1 krediitti'],
    [2, '2 krediittiä'],
    [22, '22 krediittiä'],
  ])('fi: %i credits read “%s”', (count, text) => {
    expect(translator('fi')('chat.credits', { count })).toBe(text);
  });

  it('pl: an error message with a count (the photo limit) takes the form of its number', () => {
    const t = translator('pl');
    expect([1, 2, 5, 22].map((count) => t('errors.photo_limit', { count }))).toEqual([
      'Możesz mieć maksymalnie 1 zdjęcie.',
      'Możesz mieć maksymalnie 2 zdjęcia.',
      'Możesz mieć maksymalnie 5 zdjęć.',
      'Możesz mieć maksymalnie 22 zdjęcia.',
    ]);
  });

  it('nl: one second, then seconds (Finnish says “sekunnin kuluttua” after any number)', () => {
    expect([1, 5].map((count) => translator('nl')('account_deleted.redirect', { count }))).toEqual([
      'Je gaat over 1 seconde naar de startpagina.',
      'Je gaat over 5 seconden naar de startpagina.',
    ]);
    expect(translator('fi')('account_deleted.redirect', { count: 5 })).toBe('Siirryt etusivulle 5 sekunnin kuluttua.');
  });
});
