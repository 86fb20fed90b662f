import { defineJob, handleJob } from '../../jobs/job-definition.ts';
import { type MailNoticeDeps, mailNoticeHandler } from './mail-notices.ts';
import { noticePayload } from './notices.ts';
import { type PushNoticeDeps, pushNoticeHandler } from './push-notices.ts';

/** A notice pushed to the member's browsers (push-notices.ts). */
export const pushNoticeJob = defineJob('push.notice', noticePayload);
/** A notice mailed to the member, some minutes after its event (mail-notices.ts). */
export const mailNoticeJob = defineJob('mail.notice', noticePayload);

/** The away module's jobs with their handlers, for the worker. */
export const awayJobs = (deps: PushNoticeDeps & MailNoticeDeps) => [
  handleJob(pushNoticeJob, pushNoticeHandler(deps)),
  handleJob(mailNoticeJob, mailNoticeHandler(deps)),
];
