import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appKeys } from './schema/index.ts';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** The stored key `name`, made with `generate` on first use; when instances race, the first one stored wins. */
export async function ensureAppKey(db: Db, name: string, generate: () => KeyPair): Promise<KeyPair> {
  const find = async () => (await db.select().from(appKeys).where(eq(appKeys.name, name)))[0];
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(appKeys)
    .values({ name, ...generate() })
    .onConflictDoNothing();
  return (await find())!;
}
