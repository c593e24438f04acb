import { and, eq, sql } from 'drizzle-orm';
import { examAccommodations, examAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { assertClassStudents } from '../classes/class-policy';
import { audit } from './exam-audit';
import { getChangeableExam } from './exam-policy';
import { pushToBoard } from './exam-push';

export async function setAccommodation(
  db: Db,
  hub: RealtimeHub,
  teacher: SessionUser,
  body: { examId: number; studentId: number; extraMinutes: number; extraAttempts: number },
) {
  const { exam } = await getChangeableExam(db, teacher, body.examId);
  await assertClassStudents(db, exam.classId, [body.studentId]);
  const values = { extraMinutes: body.extraMinutes, extraAttempts: body.extraAttempts };
  const [before] = await db
    .select()
    .from(examAccommodations)
    .where(and(eq(examAccommodations.examId, exam.id), eq(examAccommodations.studentId, body.studentId)));
  await db
    .insert(examAccommodations)
    .values({ examId: exam.id, studentId: body.studentId, ...values })
    .onConflictDoUpdate({ target: [examAccommodations.examId, examAccommodations.studentId], set: values });
  // Extra time given during a running attempt moves its deadline by the difference.
  const delta = body.extraMinutes - (before?.extraMinutes ?? 0);
  if (delta !== 0) {
    await db
      .update(examAttempts)
      .set({ deadlineAt: sql`${examAttempts.deadlineAt} + make_interval(mins => ${delta})` })
      .where(
        and(
          eq(examAttempts.examId, exam.id),
          eq(examAttempts.studentId, body.studentId),
          eq(examAttempts.state, 'inProgress'),
        ),
      );
  }
  await audit(
    db,
    exam.id,
    teacher,
    'accommodation',
    body.studentId,
    `+${body.extraMinutes} min, +${body.extraAttempts}`,
  );
  await pushToBoard(hub, exam.id, null);
  return values;
}
