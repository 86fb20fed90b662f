import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Language } from '../../shared/languages.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { escapeHtml } from './html.ts';

export interface SmallPage {
  language: Language;
  siteName: string;
  title: string;
  /** The page's content, as HTML: every text in it escaped by the caller. */
  body: string;
}

/**
 * A page the server writes by itself, outside the web app (the unsubscribe link's page, the installed app's offline
 * page): the site's name, a title and a few lines in a card, styled by a nonce'd sheet under the usual CSP.
 */
export function sendSmallPage(reply: FastifyReply, page: SmallPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const csp = SECURITY_HEADERS['content-security-policy']!.replace("style-src 'self'", `style-src 'nonce-${nonce}'`);
  return reply.header('content-security-policy', csp).header('x-robots-tag', 'noindex').type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${page.title} · ${page.siteName}`)}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;background:#f6f4f7;margin:0;padding:2rem 1rem;color:#212529;line-height:1.5}
main{max-width:28rem;margin:auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}.site{color:#1f3a68;font-weight:700;margin:0 0 .5rem}.note{color:#5b6472}
button,.button{display:inline-block;font:inherit;font-weight:700;padding:.75rem 1.5rem;border-radius:.5rem;border:0;
background:#c48b9f;color:#1b1b1b;cursor:pointer;text-decoration:none}
a{color:#1f3a68}
</style></head><body><main>
<p class="site">&#9829; ${escapeHtml(page.siteName)}</p>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main></body></html>`);
}
