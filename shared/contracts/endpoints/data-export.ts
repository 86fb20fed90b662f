import { defineEndpoint } from '../endpoint.ts';

/** Where the mailed link's ZIP is downloaded (`?token=`), with the member's own session: a file, not JSON. */
export const DATA_EXPORT_DOWNLOAD_PATH = '/api/data-export-download.php';
/** The settings screen's section of the export: the mailed link opens it (`?export=<token>`). */
export const DATA_EXPORT_SECTION = 'data-export';
export const DATA_EXPORT_TOKEN_PARAM = 'export';

/** The member's data export: asked for today, and the newest one's state. */
export const getDataExport = defineEndpoint({
  method: 'GET',
  path: '/api/data-export.php',
  auth: 'member',
  schemas: ({ accounts }) => ({ response: accounts.dataExportResponse }),
});

/**
 * Asks for an export of the member's data (at most one a day): built in the background and mailed as a link;
 * answers the new state, or 429 data_export_daily_limit.
 */
export const requestDataExport = defineEndpoint({
  method: 'POST',
  path: '/api/data-export.php',
  auth: 'member',
  schemas: ({ accounts }) => ({ response: accounts.dataExportResponse }),
});
