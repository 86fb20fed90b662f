import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { LANGUAGE_PARAM } from '../../shared/document-title.ts';
import { DEFAULT_LANGUAGE, type Language, isLanguage, languageFromDomainLanguage } from '../../shared/languages.ts';
import { requestCookie } from './cookies.ts';
import { languageFromAcceptLanguage } from './i18n.ts';

/** The language to answer in: the locale cookie, then Accept-Language, then the site's domain language. */
export function requestLanguage(request: FastifyRequest, domainLanguage?: string): Language {
  const cookie = requestCookie(request, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return (
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    (domainLanguage ? languageFromDomainLanguage(domainLanguage) : undefined) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * The locale cookie, else the site's domain language, never the browser's Accept-Language: the language the web app
 * shows on a first visit (SPEC §7), so texts it shows from the start (settings, share heads) are in it.
 */
export function savedOrSiteLanguage(request: { headers: IncomingHttpHeaders }, domainLanguage: string): Language {
  const cookie = requestCookie(request, LANGUAGE_COOKIE);
  return isLanguage(cookie) ? cookie : (languageFromDomainLanguage(domainLanguage) ?? DEFAULT_LANGUAGE);
}

/**
 * The language a page is drawn in: the one its address names (`?lang=`, shared/document-title.ts), else the saved or
 * the site's (savedOrSiteLanguage): each language's version of a public page has an address of its own.
 */
export function pageLanguage(request: { url: string; headers: IncomingHttpHeaders }, domainLanguage: string): Language {
  const named = new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : savedOrSiteLanguage(request, domainLanguage);
}
