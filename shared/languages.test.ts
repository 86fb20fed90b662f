import { describe, expect, it } from 'vitest';
import { languageFromDomainLanguage } from './languages.ts';
import { cleanPhone } from './phone.ts';
import { regionLabelKind } from './regions.ts';

describe('languageFromDomainLanguage', () => {
  it('takes the first two letters when supported', () => {
    expect(languageFromDomainLanguage('nl-NL')).toBe('nl');
    expect(languageFromDomainLanguage('DE_at')).toBe('de');
    expect(languageFromDomainLanguage('pt-BR')).toBeUndefined();
  });
});

describe('cleanPhone', () => {
  it('removes dashes and spaces', () => expect(cleanPhone('020 - 123 45-67')).toBe('0201234567'));
});

describe('regionLabelKind', () => {
  it('names each country its own way', () => {
    expect([regionLabelKind('NL'), regionLabelKind('de'), regionLabelKind('CH'), regionLabelKind('XX')]).toEqual([
      'province',
      'state',
      'canton',
      'region',
    ]);
  });
});
