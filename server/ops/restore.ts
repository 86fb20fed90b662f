import { resolve } from 'node:path';
import { loadEnv } from '../config/env.ts';
import { EXTERNAL_STORES_NOTE, restoreEmbedded } from './embedded-backup.ts';

/**
 * `npm run restore -- <backup folder> [<data folder>] [--force]`: a backup of `npm run backup` into DATA_DIR (or the
 * folder given), which must be empty unless --force; with the server stopped.
 */
const env = loadEnv();
const args = process.argv.slice(2);
const force = args.includes('--force');
const [source, dataDir = env.DATA_DIR] = args.filter((arg) => arg !== '--force');
if (env.DATABASE_URL) {
  console.error(EXTERNAL_STORES_NOTE);
  process.exit(1);
}
if (!source) {
  console.error('Usage: npm run restore -- <backup folder> [<data folder>] [--force]   (stop the server first)');
  process.exit(1);
}
try {
  const manifest = await restoreEmbedded(resolve(source), resolve(dataDir), { force });
  console.log(`Restored the backup of ${manifest.createdAt} into ${resolve(dataDir)}.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
