import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INFO_PAGE_TOKENS } from './info-page-tokens.ts';
import { LANGUAGES } from './languages.ts';
import { INFO_PAGE_SLUGS, PAGE_ROUTES, infoPageKey, servedPageRoute } from './page-routes.ts';

/** A title as a token: ASCII letters and digits, words joined by hyphens ("Häufige Fragen" -> "haufige-fragen"). */
const tokenOf = (title: string) =>
  title
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

describe('the info pages’ tokens', () => {
  it.each(LANGUAGES)('name every info page by its title in %s', (language) => {
    const pages = JSON.parse(readFileSync(`shared/i18n/pages/${language}.json`, 'utf8'));
    for (const slug of INFO_PAGE_SLUGS) {
      expect(INFO_PAGE_TOKENS[tokenOf(pages[infoPageKey(slug)].title)], `${language} ${slug}`).toBe(slug);
      expect(INFO_PAGE_TOKENS[slug]).toBe(slug);
    }
  });

  it('take no first word of another route, and are served as /{token} only', () => {
    const words = new Set(PAGE_ROUTES.map((route) => route.path.split('/')[1]));
    for (const token of Object.keys(INFO_PAGE_TOKENS)) {
      expect(words.has(token), token).toBe(false);
      expect(servedPageRoute(`/${token}`)?.name).toBe('token');
    }
    expect(servedPageRoute('/nothing-here')).toBeUndefined();
    expect(servedPageRoute('/terms/more')).toBeUndefined();
  });
});
