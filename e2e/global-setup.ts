import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { SEEDED_DATA_DIR_VARIABLE, startBuiltServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Seeds the run's data once (a first start on an empty embedded database, then a stop), which every test file's server
 * starts from a copy of; then one built server on such a copy for the whole e2e run, GeoIP country read from x-country.
 */
export default async function setup(project: TestProject) {
  const seeding = await startBuiltServer();
  await seeding.stop({ keepData: true });
  process.env[SEEDED_DATA_DIR_VARIABLE] = seeding.dataDir;
  const server = await startBuiltServer({ GEOIP_COUNTRY_HEADER: 'x-country' });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(seeding.dataDir, { recursive: true, force: true });
  };
}
