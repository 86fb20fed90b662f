import { resolve } from 'node:path';
import { loadEnv } from '../config/env.ts';
import { EXTERNAL_STORES_NOTE, backupEmbedded } from './embedded-backup.ts';

/**
 * `npm run backup -- <folder>`: the embedded database and the photo files of DATA_DIR into a new folder, with the
 * server stopped (it holds the database; a running one makes this refuse).
 */
const env = loadEnv();
const [target] = process.argv.slice(2);
if (env.DATABASE_URL) {
  console.error(EXTERNAL_STORES_NOTE);
  process.exit(1);
}
if (!target) {
  console.error('Usage: npm run backup -- <new folder>   (stop the server first)');
  process.exit(1);
}
try {
  const manifest = await backupEmbedded(env.DATA_DIR, resolve(target), { withFiles: !env.S3_BUCKET });
  console.log(`Backed up ${env.DATA_DIR} into ${resolve(target)} (${manifest.migrations} migrations).`);
  if (!manifest.files) console.log('Photo files are in the S3 bucket: back them up with its own tools.');
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
