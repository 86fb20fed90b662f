import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { bearerMatches } from '../../plugins/auth.ts';
import { readMailFeedback } from './mail-feedback.ts';
import type { MailStops } from './mail-stops.ts';

/** A report with the returned mail in it; a larger one is refused before it is read. */
const MAX_REPORT_BYTES = 1024 * 1024;

const feedbackResponse = z.object({ result: z.enum(['disabled', 'ignored']) });

/**
 * POST /api/mail-feedback.php: the mail system (its feedback-loop and bounce processing) posts each spam complaint
 * (ARF) and bounce (DSN) it receives about our mails, as the raw message, with `Authorization: Bearer
 * MAIL_FEEDBACK_TOKEN`. A complaint or a permanent bounce about a notice mail stops the member's notice mails with the
 * reason fbl or bounce; anything else is answered `ignored`, so the mail system can drop it. Without the token
 * configured the route does not exist.
 */
export const mailFeedbackRoutes: FastifyPluginAsyncZod<{ mailStops: MailStops; token: string }> = async (
  app,
  { mailStops, token },
) => {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_REPORT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/mail-feedback.php',
    {
      schema: { hide: true, response: { 200: feedbackResponse } },
      config: { auth: 'none', acceptsCrossSite: true, settlesMemberChanges: true },
      onRequest: (request, _reply, done) =>
        done(
          bearerMatches(request.headers.authorization, token)
            ? undefined
            : new AppError('authentication_required', 401),
        ),
    },
    async (request) => {
      const feedback = Buffer.isBuffer(request.body) ? await readMailFeedback(request.body) : undefined;
      const member = feedback && (await mailStops.memberOf(feedback.token));
      if (!feedback || !member) return { result: 'ignored' as const };
      await mailStops.stop(member.id, feedback.reason);
      return { result: 'disabled' as const };
    },
  );
};
