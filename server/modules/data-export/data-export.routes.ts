import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../shared/contracts/common.ts';
import {
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_SECTION,
  DATA_EXPORT_TOKEN_PARAM,
  getDataExport,
  requestDataExport,
} from '../../../shared/contracts/endpoints/data-export.ts';
import { type Language, isLanguage } from '../../../shared/languages.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';
import { savedOrSiteLanguage } from '../../lib/request-language.ts';
import { sendSmallPage } from '../../lib/small-page.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { DataExportService } from './data-export.service.ts';

export interface DataExportRoutesOptions {
  dataExport: DataExportService;
}

/** Per address as well as per member a day: asking is cheap to refuse, building is not. */
const REQUEST_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };
/** A download reads a whole archive: a few tries a member needs, not a token guesser's thousands. */
const DOWNLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

const downloadQuery = z.object({ token: text().max(200).default('') });

/**
 * The member's data export (decision 039): its state, asking for one, and the mailed link's download, which needs
 * the member's own session as well as the token.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<DataExportRoutesOptions> = async (app, { dataExport }) => {
  serveEndpoint(app, getDataExport, {}, async (request) => dataExport.state(request.member, request.site.site));

  serveEndpoint(app, requestDataExport, { rateLimit: REQUEST_RATE_LIMIT, settlesMemberChanges: false }, (request) =>
    dataExport.request(request.member, request.site.site),
  );

  app.get(
    DATA_EXPORT_DOWNLOAD_PATH,
    { schema: { querystring: downloadQuery }, config: { auth: 'optional', rateLimit: DOWNLOAD_RATE_LIMIT } },
    async (request, reply) => {
      const { site } = request.site;
      const { token } = request.query;
      const member = await request.findMember();
      // Logged out: log in first, then the settings screen offers the same link again.
      if (!member) {
        const back = `/settings?${DATA_EXPORT_TOKEN_PARAM}=${encodeURIComponent(token)}`;
        return reply.redirect(`/login?next=${encodeURIComponent(back)}`);
      }
      const file = await dataExport.download(member, token);
      if (!file) {
        const language: Language = isLanguage(member.language)
          ? member.language
          : savedOrSiteLanguage(request, site.domainLanguage);
        const t = translator(language);
        const settings = `<a href="/settings#${DATA_EXPORT_SECTION}">${escapeHtml(t('data_export.page.settings_link'))}</a>`;
        return sendSmallPage(reply.code(410).header('cache-control', 'private, no-store'), {
          language,
          siteName: site.name,
          title: t('data_export.page.title'),
          body: `<p>${escapeHtml(t('data_export.page.invalid'))}</p><p>${settings}</p>`,
        });
      }
      const day = file.readyAt.toISOString().slice(0, 10);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="data-export-${day}.zip"`)
        .header('cache-control', 'private, no-store');
      if (file.size !== null) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
};
