/**
 * Writing the one audit log (db/schema/audit.ts): who changed what, on which object, and the value
 * before and after where it matters. Written in the change's own transaction, so a change is never
 * kept without its record.
 */
import type { TAuditObjectType } from '@lingua/contracts';
import { type AuditValue, auditLog } from '../db/schema';
import type { Queryable } from './database';
import type { SessionUser } from './request-context';

export interface AuditEntry {
  action: string;
  objectType: TAuditObjectType;
  objectId: number;
  objectName: string;
  before?: AuditValue | null;
  after?: AuditValue | null;
}

export async function recordAudit(tx: Queryable, actor: SessionUser, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    schoolId: actor.schoolId,
    actorId: actor.userId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    objectName: entry.objectName,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
