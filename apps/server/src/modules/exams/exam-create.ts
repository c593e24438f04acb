/** Giving a paper to classes (testCreater): one exam per class with its terms, and the terms' columns as the create and edit forms send them. */
import type { ZCreateExamRequest, ZExamTerms } from '@lingua/contracts';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLog, classes, classStudents, examAccommodations, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy, refuseArchived } from '../classes/class-policy';
import { getReadablePaper } from './exam-policy';

/** The columns of an exam's terms, as the create and edit forms send them. */
export function examTerms(input: z.output<typeof ZExamTerms>, paperId: number) {
  return {
    paperId,
    title: input.title,
    mode: input.mode,
    opensAt: new Date(input.opensAt),
    closesAt: new Date(input.closesAt),
    timeLimitMinutes: input.timeLimitMinutes,
    maxAttempts: input.maxAttempts,
    shuffle: input.shuffle,
    showDetails: input.showDetails,
    faceCheck: input.faceCheck,
  };
}

export async function createExam(
  db: Db,
  teacher: SessionUser,
  input: z.output<typeof ZCreateExamRequest>,
): Promise<{ examIds: number[] }> {
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (closesAt.getTime() <= opensAt.getTime()) throw badRequest('examWindowInvalid', 'closesAt');
  const paper = await getReadablePaper(db, teacher, input.paperId);
  const visible = await db
    .select({ id: classes.id, name: classes.name, archivedAt: classes.archivedAt })
    .from(classes)
    .where(and(inArray(classes.id, input.classIds), classPolicy.change(teacher)));
  if (visible.length !== new Set(input.classIds).size) throw notFound();
  refuseArchived(visible);
  // Extra time and attempts only for students of the classes the paper is given to.
  const named = [...new Set(input.accommodations.map((a) => a.studentId))];
  if (named.length > 0) {
    const members = await db
      .selectDistinct({ id: classStudents.studentId })
      .from(classStudents)
      .where(and(inArray(classStudents.classId, input.classIds), inArray(classStudents.studentId, named)));
    if (members.length !== named.length) throw notFound();
  }
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(exams)
      .values(
        visible.map((c) => ({
          schoolId: teacher.schoolId,
          teacherId: teacher.userId,
          classId: c.id,
          ...examTerms(input, paper.id),
        })),
      )
      .returning({ id: exams.id });
    if (input.accommodations.length > 0) {
      await tx
        .insert(examAccommodations)
        .values(created.flatMap((e) => input.accommodations.map((a) => ({ examId: e.id, ...a }))));
    }
    await tx.insert(auditLog).values(
      created.map((e) => ({
        examId: e.id,
        schoolId: teacher.schoolId,
        objectType: 'exam',
        objectId: e.id,
        objectName: input.title,
        actorId: teacher.userId,
        action: 'create',
        reason: '',
      })),
    );
    return { examIds: created.map((e) => e.id) };
  });
}
