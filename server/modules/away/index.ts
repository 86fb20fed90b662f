import type { AppModule } from '../module.ts';
import { mailFeedbackRoutes } from './mail-feedback.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/**
 * The away module: what members hear when they are not on the site. The pushes and mails themselves are jobs
 * (push-notices.ts, mail-notices.ts, enqueued by away.events.ts); its routes are the mails' unsubscribe link and the
 * mail system's intake of complaints and bounces. See docs/decisions/025-away-notices.md.
 */
export const awayModule: AppModule = async (app, { env }) => {
  const { mailStops } = app.services;
  await app.register(unsubscribeRoutes, { mailStops });
  if (env.MAIL_FEEDBACK_TOKEN) await app.register(mailFeedbackRoutes, { mailStops, token: env.MAIL_FEEDBACK_TOKEN });
};
