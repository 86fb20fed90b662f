import { defineModule } from '../module.ts';
import { dataExportJobs } from './data-export.jobs.ts';
import { dataExportRoutes } from './data-export.routes.ts';
import { DataExportService } from './data-export.service.ts';

/** A member's export of their own data (GDPR art. 15 and 20; decision 039): asked for, built, mailed, removed. */
export const dataExportModule = defineModule({
  services: ({ db, storage, clock }) => ({ dataExport: new DataExportService({ db, storage, clock }) }),
  jobs: ({ db, mailer }, { dataExport }) => dataExportJobs({ db, mailer, dataExport }),
  routes: async (app) => {
    await app.register(dataExportRoutes, app.services);
  },
});
