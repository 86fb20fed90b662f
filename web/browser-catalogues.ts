import type { Plugin } from 'vite';
import { SERVER_ONLY_NAMESPACES } from '../shared/i18n/options.ts';

const CATALOGUE = /shared\/i18n\/locales\/\w+\.json$/;

/** A catalogue as the browser gets it: without the texts only the server uses. */
export function forBrowser(json: string): string {
  const catalogue = JSON.parse(json) as Record<string, unknown>;
  for (const namespace of SERVER_ONLY_NAMESPACES) delete catalogue[namespace];
  return JSON.stringify(catalogue);
}

/** Leaves the server's texts (mails, its own pages) out of every catalogue the build gives the browser. */
export function browserCatalogues(): Plugin {
  return {
    name: 'browser-catalogues',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      return CATALOGUE.test(id) ? { code: forBrowser(code), map: null } : null;
    },
  };
}
