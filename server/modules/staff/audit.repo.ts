import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
}

const PAGE_SIZE = 50;

/** A page of the audit log, newest first, and whether more follow. */
export async function listAudit(db: Db, filter: AuditFilter, page: number) {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor.toLowerCase()));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.objectType) conditions.push(eq(auditLog.objectType, filter.objectType));
  if (filter.objectId) conditions.push(eq(auditLog.objectId, filter.objectId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  return { entries: rows.slice(0, PAGE_SIZE), more: rows.length > PAGE_SIZE };
}
