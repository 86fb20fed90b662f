import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, handleJob } from '../../jobs/job-definition.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { dataExportMailHandler } from './data-export-mail.ts';
import type { DataExportService } from './data-export.service.ts';

const exportPayload = z.object({ exportId: z.string() });

/** Builds an export's ZIP, then mails its link (dataExportMailJob). */
export const buildDataExportJob = defineJob('data_export.build', exportPayload);
/** The link `url` to the member `userId`'s export, which works with their session only. */
export const dataExportMailJob = defineJob('mail.data_export', z.object({ userId: z.string(), url: z.string() }));
export type DataExportMailPayload = z.infer<typeof dataExportMailJob.payload>;
/** Removes an export's file once its link expired (due then). */
export const expireDataExportJob = defineJob('data_export.expire', exportPayload);

/** The data export module's jobs with their handlers, for the worker. */
export const dataExportJobs = ({
  db,
  mailer,
  dataExport,
}: {
  db: Db;
  mailer: Mailer;
  dataExport: DataExportService;
}) => [
  handleJob(buildDataExportJob, ({ exportId }) => dataExport.build(exportId)),
  handleJob(dataExportMailJob, dataExportMailHandler(db, mailer)),
  handleJob(expireDataExportJob, ({ exportId }) => dataExport.expire(exportId)),
];
