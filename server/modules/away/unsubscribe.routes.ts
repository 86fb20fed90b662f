import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../shared/contracts/common.ts';
import { type Language, isLanguage } from '../../../shared/languages.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';
import { savedOrSiteLanguage } from '../../lib/request-language.ts';
import { sendSmallPage } from '../../lib/small-page.ts';
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
  const lang: Language = isLanguage(language) ? language : 'en';
  const t = translator(lang);
  const params = { site_name: site.name };
  const settingsLink = `<a href="/settings">${escapeHtml(t('unsubscribe.settings_link'))}</a>`;
  const body = {
    question: `<p>${escapeHtml(t('unsubscribe.question', params))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button>${escapeHtml(t('unsubscribe.button'))}</button></form>`,
    done: `<p>${escapeHtml(t('unsubscribe.done', params))}</p>
<p class="note">${escapeHtml(t('unsubscribe.back_on'))} ${settingsLink}</p>`,
    invalid: `<p>${escapeHtml(t('unsubscribe.invalid'))}</p><p>${settingsLink}</p>`,
  }[state];
  return sendSmallPage(reply.header('cache-control', 'no-store'), {
    language: lang,
    siteName: site.name,
    title: t('unsubscribe.title'),
    body,
  });
}
