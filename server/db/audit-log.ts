import type { Db } from './client.ts';
import { auditLog } from './schema/index.ts';

/** Who acted: a staff account of the console, or the command line (no account, `actor` says who ran it). */
export interface StaffActor {
  id: string | null;
  email: string;
}

/** One staff action: what was done, to which object (of which site), and the object before and after it. */
export interface AuditEntry {
  action: string;
  objectType: string;
  objectId: string;
  siteId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes a staff action to the audit log, in the transaction of the change it records: no change without its row,
 * no row without its change. The table refuses every change and deletion (migration 0023).
 */
export async function recordAudit(tx: Db, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.id,
    actor: actor.email,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    siteId: entry.siteId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
