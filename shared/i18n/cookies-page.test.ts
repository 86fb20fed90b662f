import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRACKING_COOKIE_DAYS } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';

interface Section {
  heading: string;
  body: string[];
}
const cookiesPage = (language: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, 'pages', `${language}.json`), 'utf8')) as {
      cookies: { sections: Record<string, Section> };
    }
  ).cookies;

describe('/pages/cookies', () => {
  it.each(LANGUAGES)('names the first-touch cookie in %s: its name, what it holds and how long', (language) => {
    const section = cookiesPage(language).sections.tracking!;
    const text = section.body.join(' ');
    expect(section.heading.length).toBeGreaterThan(0);
    expect(text).toMatch(/^tracking\s?:/);
    for (const word of ['network', 'ref', 'sub1', 'sub3', `${TRACKING_COOKIE_DAYS}`, 'HttpOnly', 'tracking_visit'])
      expect(text, word).toContain(word);
  });

  it('says it in each language of its own', () => {
    const openings = new Set(LANGUAGES.map((language) => cookiesPage(language).sections.tracking!.body[1]));
    expect(openings.size).toBe(LANGUAGES.length);
  });
});
