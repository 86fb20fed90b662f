import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { complaints } from '../../db/schema/index.ts';

export async function insertComplaint(tx: Db, complaint: typeof complaints.$inferInsert): Promise<string> {
  const [row] = await tx.insert(complaints).values(complaint).returning({ id: complaints.id });
  return row!.id;
}

export async function listComplaints(db: Db, status: 'open' | 'handled', limit: number) {
  return db
    .select()
    .from(complaints)
    .where(eq(complaints.status, status))
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(limit);
}
