import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One built server on a fresh embedded database for the whole e2e run; GeoIP country read from x-country. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ GEOIP_COUNTRY_HEADER: 'x-country' });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
