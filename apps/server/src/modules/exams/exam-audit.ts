/** The exam audit log: every power writes who, when, why; the teacher reads it newest first. */
import type { TAuditEntry } from '@lingua/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, exams, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableExam } from './exam-policy';

export async function audit(
  db: Db,
  examId: number,
  actor: SessionUser,
  action: string,
  studentId: number | null,
  reason: string,
) {
  // One row of the school's audit log: the manager reads exam actions beside the administration's.
  await db.insert(auditLog).values({
    examId,
    schoolId: actor.schoolId,
    objectType: 'exam',
    objectId: examId,
    objectName: sql`coalesce((select ${exams.title} from ${exams} where ${exams.id} = ${examId}), '')`,
    actorId: actor.userId,
    action,
    studentId,
    reason,
  });
}

const actor = alias(users, 'actor');
const student = alias(users, 'student');

export async function listAudit(db: Db, teacher: SessionUser, examId: number): Promise<TAuditEntry[]> {
  const { exam } = await getChangeableExam(db, teacher, examId);
  const rows = await db
    .select({ a: auditLog, actorName: actor.name, studentName: student.name })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(student, eq(student.id, auditLog.studentId))
    .where(eq(auditLog.examId, exam.id))
    .orderBy(desc(auditLog.id))
    .limit(500);
  return rows.map((r) => ({
    at: r.a.at.toISOString(),
    actorName: r.actorName ?? '',
    action: r.a.action,
    studentName: r.studentName,
    reason: r.a.reason,
  }));
}
