import { loadEnv } from '../config/env.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { runStaffCommand } from './staff-cli.ts';

/**
 * `npm run staff -- …`: on PostgreSQL while the servers run; on the embedded database with the server stopped (one
 * process per data folder: this one refuses, and says so, while the server holds it).
 */
const database = openConfiguredDatabase(loadEnv());
await database.migrate();
const code = await runStaffCommand(process.argv.slice(2), database);
await database.close();
process.exit(code);
