import type { Db } from '../../db/client.ts';
import { complaints } from '../../db/schema/index.ts';

export async function insertComplaint(tx: Db, complaint: typeof complaints.$inferInsert): Promise<string> {
  const [row] = await tx.insert(complaints).values(complaint).returning({ id: complaints.id });
  return row!.id;
}
