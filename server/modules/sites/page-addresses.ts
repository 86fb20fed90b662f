import { LANGUAGE_PARAM } from '../../../shared/document-title.ts';
import { DEFAULT_LANGUAGE, type Language, isLanguage, languageFromDomainLanguage } from '../../../shared/languages.ts';
import { siteUrl } from '../../lib/site-links.ts';
import type { SiteRow } from './sites.service.ts';

/** The site's own language (its domain_language), in which its pages answer a visitor who chose none. */
export const ownLanguage = (site: SiteRow): Language =>
  languageFromDomainLanguage(site.domainLanguage) ?? DEFAULT_LANGUAGE;

/** The languages a site is offered in: its own first, then those it has written its texts in. */
export function siteLanguages(site: SiteRow): Language[] {
  return [...new Set([ownLanguage(site), ...Object.keys(site.texts).filter(isLanguage)])];
}

/**
 * The address of a page's version in `language`, on the site's configured base URL (never the request's host): the
 * bare path in the site's own language, else with `?lang=` (server/lib/request-language.ts `pageLanguage`).
 */
export function pageAddress(site: SiteRow, path: string, language: Language): string {
  return siteUrl(site, language === ownLanguage(site) ? path : `${path}?${LANGUAGE_PARAM}=${language}`);
}

/** The `hreflang` alternates of a page: its address in each of the site's languages, and x-default, the bare one. */
export function languageAlternates(site: SiteRow, path: string): { hreflang: string; href: string }[] {
  return [
    ...siteLanguages(site).map((language) => ({ hreflang: language, href: pageAddress(site, path, language) })),
    { hreflang: 'x-default', href: siteUrl(site, path) },
  ];
}
