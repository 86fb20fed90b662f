import { z } from 'zod';
import { defineJob, handleJob } from '../../jobs/job-definition.ts';

/** A member was confirmed: the saved searches they fit tell their owners (saved-searches.service.ts). */
export const newMemberFitsJob = defineJob('saved_searches.new_member', z.object({ memberId: z.uuid() }));

/** The saved-searches module's job with its handler, for the worker. */
export const savedSearchesJobs = (announce: (memberId: string) => Promise<void>) => [
  handleJob(newMemberFitsJob, ({ memberId }) => announce(memberId)),
];
