/**
 * The one audit log (issue 24): every power that changes someone else's things writes who, when,
 * what, on which object and, where it matters, the value before and after. Exam invigilation
 * (issue 6) writes its rows with the exam; school administration writes them with the school, so
 * the manager reads the school's log and the teacher an exam's.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { exams } from './exams';
import { schools } from './schools';
import { users } from './users';

/** A changed value as the log keeps it: a few named fields, written before and after the change. */
export type AuditValue = Record<string, string | number | boolean | null>;

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The school whose object changed; null only for exam rows written before the log was shared. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What kind of object changed: 'exam', 'teacher', 'student', 'class'. */
    objectType: text('object_type').notNull().default('exam'),
    objectId: integer('object_id'),
    /** The object's name when it changed, so the log still reads after a rename or a deletion. */
    objectName: text('object_name').notNull().default(''),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    before: jsonb('before').$type<AuditValue>(),
    after: jsonb('after').$type<AuditValue>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_exam_idx').on(t.examId, t.at), index('audit_log_school_idx').on(t.schoolId, t.at)],
);
