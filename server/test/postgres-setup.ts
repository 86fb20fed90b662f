import { openDatabase } from '../db/client.ts';

/** Vitest global setup of the postgres project: migrates TEST_DATABASE_URL once; test files clone it. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const database = openDatabase({ url });
  await database.migrate();
  await database.close();
}
