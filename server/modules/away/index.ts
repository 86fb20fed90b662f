import { defineModule } from '../module.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { recordAwayNotices } from './away.events.ts';
import { awayJobs } from './away.jobs.ts';
import { MailStops } from './mail-stops.ts';
import { mailFeedbackRoutes } from './mail-feedback.routes.ts';
import { UnsubscribeTokens } from './unsubscribe-tokens.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/**
 * The away module: what members hear when they are not on the site. The pushes and mails themselves are jobs
 * (push-notices.ts, mail-notices.ts, enqueued by away.events.ts); its routes are the mails' unsubscribe link and the
 * mail system's intake of complaints and bounces. See docs/decisions/025-away-notices.md.
 */
export const awayModule = defineModule({
  services: ({ db }) => ({
    /** Notice mails stopped from outside a session: unsubscribe links, complaints and bounces. */
    mailStops: new MailStops(db, new UnsubscribeTokens(db)),
  }),
  react: ({ domainEvents, clock }, _own, { sites }: { sites: SitesService }) =>
    recordAwayNotices(domainEvents, clock, sites),
  jobs: ({ db, mailer, presence, clock }, { mailStops }, { sites }: { sites: SitesService }) =>
    awayJobs({ db, mailer, presence, vapidKeys: () => sites.vapidKeys(), tokens: mailStops.tokens, clock }),
  routes: async (app, { env }) => {
    const { mailStops } = app.services;
    await app.register(unsubscribeRoutes, { mailStops });
    if (env.MAIL_FEEDBACK_TOKEN) await app.register(mailFeedbackRoutes, { mailStops, token: env.MAIL_FEEDBACK_TOKEN });
  },
});
