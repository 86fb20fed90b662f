import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, handleJob } from '../../jobs/job-definition.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { accountMailHandler, invitationMailHandler } from './account-mails.ts';
import type { AccountSettingsService } from './settings.service.ts';

/** A mail with a one-time link `url` to the account `userId`, at its address or at `to` (a new address to confirm). */
const accountMailPayload = z.object({ userId: z.string(), url: z.string(), to: z.string().optional() });
export type AccountMailPayload = z.infer<typeof accountMailPayload>;

/** An invitation link `url` mailed to `to`, someone without an account, from the member `inviterId`. */
const invitationMailPayload = z.object({ inviterId: z.string(), to: z.string(), url: z.string() });
export type InvitationMailPayload = z.infer<typeof invitationMailPayload>;

export const activationMailJob = defineJob('mail.activation', accountMailPayload);
export const passwordResetMailJob = defineJob('mail.password_reset', accountMailPayload);
export const emailChangeMailJob = defineJob('mail.email_change', accountMailPayload);
export const reactivationMailJob = defineJob('mail.reactivation', accountMailPayload);
/** The notice to the old address after an email change (`to`), with `url` to the site's support page. */
export const emailChangedMailJob = defineJob('mail.email_changed', accountMailPayload);
export const invitationMailJob = defineJob('mail.invitation', invitationMailPayload);
/** Erases a deleted account once its grace period is over (due then). */
export const eraseAccountJob = defineJob('account.erase', z.object({ userId: z.string() }));

/** The accounts module's jobs with their handlers, for the worker. */
export const accountJobs = ({ db, mailer, settings }: { db: Db; mailer: Mailer; settings: AccountSettingsService }) => [
  handleJob(activationMailJob, accountMailHandler(db, mailer, 'activation')),
  handleJob(passwordResetMailJob, accountMailHandler(db, mailer, 'password_reset')),
  handleJob(emailChangeMailJob, accountMailHandler(db, mailer, 'email_change')),
  handleJob(reactivationMailJob, accountMailHandler(db, mailer, 'reactivation')),
  handleJob(emailChangedMailJob, accountMailHandler(db, mailer, 'email_changed')),
  handleJob(invitationMailJob, invitationMailHandler(db, mailer)),
  handleJob(eraseAccountJob, ({ userId }) => settings.eraseAccount(userId)),
];
