/** Giving a paper to classes (testCreater): one exam per class with its terms, and the terms' columns as the create and edit forms send them. */
import type { ZCreateExamRequest, ZExamTerms } from '@lingua/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { classes, examAccommodations, examAudit, examPapers, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { visibleTo } from '../classes/class-queries';

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
  const [paper] = await db
    .select()
    .from(examPapers)
    .where(
      and(eq(examPapers.id, input.paperId), eq(examPapers.schoolId, teacher.schoolId), isNull(examPapers.deletedAt)),
    );
  if (!paper) throw notFound();
  const visible = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(inArray(classes.id, input.classIds), eq(classes.schoolId, teacher.schoolId), visibleTo(teacher)));
  if (visible.length !== new Set(input.classIds).size) throw notFound();
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
    await tx
      .insert(examAudit)
      .values(created.map((e) => ({ examId: e.id, actorId: teacher.userId, action: 'create', reason: '' })));
    return { examIds: created.map((e) => e.id) };
  });
}
