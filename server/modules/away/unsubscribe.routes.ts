import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../shared/contracts/common.ts';
import { type Language, isLanguage } from '../../../shared/languages.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';
import { savedOrSiteLanguage } from '../../lib/request-language.ts';
import { SECURITY_HEADERS } from '../../plugins/request-security.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { UNSUBSCRIBE_PATH } from './mail-notices.ts';
import type { MailStops } from './mail-stops.ts';

const query = z.object({ token: text().max(200) });

type PageState = 'question' | 'done' | 'invalid';

/**
 * The unsubscribe link of every notice mail (RFC 8058). A POST, which a mail client sends on the member's one click
 * (`List-Unsubscribe=One-Click`, no cookie, from no page of ours), stops their notice mails with the reason
 * list-unsubscribe; any body is taken. A GET, which a link scanner may send as well, changes nothing: it shows a
 * page whose one button posts. The token names the member and must belong to this site.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ mailStops: MailStops }> = async (app, { mailStops }) => {
  // What the body says does not matter (RFC 8058 allows a form or multipart): it is read and dropped.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

  app.get(UNSUBSCRIBE_PATH, { schema: { querystring: query }, config: { auth: 'none' } }, async (request, reply) => {
    const { site } = request.site;
    const member = await mailStops.memberOf(request.query.token, site.id);
    const language = member?.language ?? savedOrSiteLanguage(request, site.domainLanguage);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
    return sendPage(reply, site, language, member ? 'question' : 'invalid', action);
  });

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: query }, config: { auth: 'none', acceptsCrossSite: true, settlesMemberChanges: true } },
    async (request, reply) => {
      const { site } = request.site;
      const member = await mailStops.memberOf(request.query.token, site.id);
      if (!member) return sendPage(reply.code(404), site, savedOrSiteLanguage(request, site.domainLanguage), 'invalid');
      await mailStops.stop(member.id, 'list-unsubscribe');
      return sendPage(reply, site, member.language, 'done');
    },
  );
};

function sendPage(reply: FastifyReply, site: SiteRow, language: string, state: PageState, action = '') {
  const nonce = randomBytes(16).toString('base64');
  const csp = SECURITY_HEADERS['content-security-policy']!.replace("style-src 'self'", `style-src 'nonce-${nonce}'`);
  return reply
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(unsubscribePage(site.name, isLanguage(language) ? language : 'en', state, action, nonce));
}

function unsubscribePage(siteName: string, language: Language, state: PageState, action: string, nonce: string) {
  const t = translator(language);
  const params = { site_name: siteName };
  const body = {
    question: `<p>${escapeHtml(t('unsubscribe.question', params))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button>${escapeHtml(t('unsubscribe.button'))}</button></form>`,
    done: `<p>${escapeHtml(t('unsubscribe.done', params))}</p>
<p class="note">${escapeHtml(t('unsubscribe.back_on'))} <a href="/settings">${escapeHtml(t('unsubscribe.settings_link'))}</a></p>`,
    invalid: `<p>${escapeHtml(t('unsubscribe.invalid'))}</p><p><a href="/settings">${escapeHtml(t('unsubscribe.settings_link'))}</a></p>`,
  }[state];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${t('unsubscribe.title')} · ${siteName}`)}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;background:#f6f4f7;margin:0;padding:2rem 1rem;color:#212529;line-height:1.5}
main{max-width:28rem;margin:auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}.site{color:#1f3a68;font-weight:700;margin:0 0 .5rem}.note{color:#5b6472}
button{font:inherit;font-weight:700;padding:.75rem 1.5rem;border-radius:.5rem;border:0;background:#c48b9f;color:#1b1b1b;cursor:pointer}
a{color:#1f3a68}
</style></head><body><main>
<p class="site">&#9829; ${escapeHtml(siteName)}</p>
<h1>${escapeHtml(t('unsubscribe.title'))}</h1>
${body}
</main></body></html>`;
}
