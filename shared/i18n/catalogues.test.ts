import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.ts';
import { INTERESTS } from '../interests.ts';
import { LANGUAGES } from '../languages.ts';
import { SERVER_ONLY_NAMESPACES } from './options.ts';
import { INFO_PAGE_SLUGS, infoPageKey } from '../page-routes.ts';
import { REGION_LABEL_KINDS } from '../regions.ts';

type Tree = { [key: string]: string | string[] | Tree };

const load = (folder: string, language: string): Tree =>
  JSON.parse(readFileSync(join(import.meta.dirname, folder, `${language}.json`), 'utf8')) as Tree;

/** key path -> value, arrays kept whole (their length may differ between languages). */
function flatten(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const entries = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

/**
 * i18next's plurals: a text showing a number is written once per plural form of its language (`key_one`,
 * `key_other`, Polish also `key_few`, `key_many`). A family is a key with `_other` and another form; it is folded into one entry
 * `key` holding its forms by name, so that languages with other forms compare key for key.
 */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
function foldPlurals(entries: Map<string, string | string[]>) {
  const folded = new Map<string, string | string[]>();
  const forms = new Map<string, string[]>();
  for (const [key, value] of entries) {
    const [, base, form] = /^(.*)_(zero|one|two|few|many|other)$/.exec(key) ?? [];
    if (
      base &&
      form &&
      entries.has(`${base}_other`) &&
      PLURAL_FORMS.some((f) => f !== 'other' && entries.has(`${base}_${f}`))
    ) {
      forms.set(base, [...(forms.get(base) ?? []), form].sort());
      folded.set(base, [...[folded.get(base) ?? []].flat(), `${form}: ${String(value)}`].sort());
    } else folded.set(key, value);
  }
  return { folded, forms };
}

/** The forms i18next asks for in `language` (`_one`, `_other`, ...): Intl's plural categories. */
const pluralFormsOf = (language: string) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

const placeholdersOf = (value: string | string[]) =>
  [
    ...new Set(
      [value]
        .flat()
        .join(' ')
        .match(/\{[a-z_]+\}/g) ?? [],
    ),
  ].sort();

/** What the info pages may fill in (web/src/app/routes/info-page.tsx); their prose places them freely. */
const PAGE_PLACEHOLDERS = [
  '{site_name}',
  '{domain}',
  '{company_name}',
  '{company_address}',
  '{company_city}',
  '{company_country}',
  '{kvk}',
  '{vat_numbers}',
  '{support_email}',
  '{support_phone}',
  '{refund_days}',
  '{terms_date}',
  '{fictional_plural}',
];

describe.each(['locales', 'pages'])('the %s catalogues', (folder) => {
  const reference = foldPlurals(flatten(load(folder, 'nl'))).folded;
  const checkPlaceholders = (key: string, value: string | string[], nlValue: string | string[]) => {
    if (folder === 'locales') expect(placeholdersOf(value), key).toEqual(placeholdersOf(nlValue));
    else for (const placeholder of placeholdersOf(value)) expect(PAGE_PLACEHOLDERS, key).toContain(placeholder);
  };

  it.each(LANGUAGES.filter((l) => l !== 'nl'))(
    '%s has every key of nl, translated, with the same placeholders',
    (language) => {
      const { folded: catalogue, forms } = foldPlurals(flatten(load(folder, language)));
      expect([...catalogue.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, written] of forms) expect(written, `${language} ${key}`).toEqual(pluralFormsOf(language));
      let identical = 0;
      for (const [key, nlValue] of reference) {
        const value = catalogue.get(key)!;
        expect(
          [value].flat().every((v) => v.trim().length > 0),
          key,
        ).toBe(true);
        checkPlaceholders(`${language} ${key}`, value, nlValue);
        if (JSON.stringify(value) === JSON.stringify(nlValue)) identical++;
      }
      // Loanwords (Yoga, Golf, Sport...) may match Dutch; a copied catalogue would not pass this.
      expect(identical / reference.size).toBeLessThan(0.15);
    },
  );
});

describe('the footer', () => {
  it.each(LANGUAGES)('%s names each info page as the page titles itself', (language) => {
    const footer = load('locales', language).footer as Tree;
    const pages = load('pages', language);
    for (const key of INFO_PAGE_SLUGS.map(infoPageKey)) expect(footer[key], key).toBe((pages[key] as Tree).title);
  });
});

describe('the nl catalogue', () => {
  const { folded: nl, forms } = foldPlurals(flatten(load('locales', 'nl')));

  it('writes each text with a number in all the Dutch plural forms', () => {
    for (const key of ['errors.like_daily_limit', 'chat.credits', 'mail.activation.expiry', 'validation.too_long'])
      expect(forms.get(key), key).toEqual(['one', 'other']);
    for (const [key, written] of forms) expect(written, key).toEqual(pluralFormsOf('nl'));
  });

  it('counts with {count}, the option that picks the plural form', () => {
    for (const key of forms.keys()) expect(placeholdersOf(nl.get(key)!), key).toContain('{count}');
  });

  it('holds the spec texts', () => {
    expect(nl.get('errors.generic')).toBe('Er is een fout opgetreden, probeer het later opnieuw.');
  });

  it('has a message for every error code, interest and region label', () => {
    for (const code of ERROR_CODES) expect(nl.has(`errors.${code}`), code).toBe(true);
    for (const interest of INTERESTS) expect(nl.has(`interests.${interest}`), interest).toBe(true);
    for (const kind of REGION_LABEL_KINDS) expect(nl.has(`region_label.${kind}`), kind).toBe(true);
  });
});

describe('the German texts', () => {
  /** `{fictional_plural}` is the site's word as a bare plural (fiktive Profile): it cannot follow a dative or an article. */
  const inflectedPlace = /\b(?:mit|zu|zum|von|bei|aus|nach|seit|die|den|der)\s+\{fictional_plural\}/i;

  it('place the fictional-profile word only where its bare plural is right', () => {
    const texts = ['locales', 'pages'].flatMap((folder) => [...flatten(load(folder, 'de')).values()].flat());
    expect(texts.filter((text) => text.includes('{fictional_plural}')).length).toBeGreaterThan(3);
    expect(texts.filter((text) => inflectedPlace.test(text))).toEqual([]);
  });

  it('would notice one', () => {
    expect(inflectedPlace.test('Ein Treffen mit {fictional_plural} ist nicht möglich.')).toBe(true);
    expect(inflectedPlace.test('Du erkennst die {fictional_plural} immer.')).toBe(true);
    expect(inflectedPlace.test('Nachrichten an {fictional_plural} werden gelesen.')).toBe(false);
  });
});

describe('the code', () => {
  const root = join(import.meta.dirname, '../..');
  const sources = ['shared', 'server', 'web/src'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  );
  /** `n === 1 ? … : …` (or `!== 1`, `> 1`) with a translation on the line or the next two. */
  const handPicked = /(?:[!=]==|[<>]=?)\s*1\s*\?(?:.*\n){0,2}.*\bt\(|\bt\(.*(?:[!=]==|[<>]=?)\s*1\s*\?/;

  it('leaves the plural form to i18next: no singular picked by hand beside a translation', () => {
    expect(sources.length).toBeGreaterThan(100);
    const offenders = sources.filter((file) => handPicked.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('names no server-only text in the web app, which the browser catalogues leave out', () => {
    const serverOnly = new RegExp(`['\`"](?:${SERVER_ONLY_NAMESPACES.join('|')})\\.`);
    const web = sources.filter((file) => file.startsWith('web'));
    expect(web.length).toBeGreaterThan(100);
    expect(web.filter((file) => serverOnly.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
    expect(serverOnly.test("t('mail.notice.like')")).toBe(true);
  });

  it('would notice one', () => {
    expect(handPicked.test("count === 1 ? t('chat.one_credit') : t('chat.credits', { count })")).toBe(true);
    expect(handPicked.test("const one = n === 1 ?\n  t('a')\n  : t('b');")).toBe(true);
    expect(handPicked.test('all[at < 0 ? (step === 1 ? 0 : all.length - 1) : 0]')).toBe(false);
  });
});
