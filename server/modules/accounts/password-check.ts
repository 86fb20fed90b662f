import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findPasswordHash } from './accounts.repo.ts';

/** Refuses a wrong password as a field error with the given catalogue message (old password, password...). */
export async function assertPassword(db: Db, userId: string, password: string, field: string, messageKey: string) {
  const storedHash = await findPasswordHash(db, userId);
  if (!(await verifyPassword(storedHash, password))) throw fieldError(field, messageKey);
}
