/**
 * A page's document title: the screen's own title, then the site's name (only the name where the screen has none or
 * is named after the site). The server draws it into the page's head (server/modules/sites/page-head.ts) and the web
 * app sets it (web/src/app/document-title.ts): the two always agree.
 */
export const documentTitle = (title: string | undefined, siteName: string): string =>
  !title || title === siteName ? siteName : `${title} · ${siteName}`;

/** A member's page (profile, profile landings) is titled by the member's name and age. */
export const memberTitle = (name: string, age: number): string => `${name}, ${age}`;

/**
 * The query parameter that shows a page in one language (`?lang=de`): the address of each language's version of a
 * public page (`hreflang`), which the server answers in that language, the locale cookie aside.
 */
export const LANGUAGE_PARAM = 'lang';
