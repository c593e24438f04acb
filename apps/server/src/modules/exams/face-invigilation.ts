/**
 * The exam face check, invigilator side: each student's checks for the board (boardFaces), one
 * student's reference photo beside their captures (faceDetail), and the waiver (waiveFaceCheck),
 * which is written to the audit log and reaches the student's page at once.
 */
import type { TBoardFace, TFaceDetail, TFaceWaivePush } from '@lingua/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, classStudents, examFaceChecks, userFaces, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableExam } from './exam-policy';
import { pushToBoard } from './exam-push';
import { boardFace, type FaceCheckRow, faceChecksOf } from './face-checks';

/** Every student's face cell of one exam, in one read. */
export async function boardFaces(db: Db, examId: number): Promise<Map<number, TBoardFace>> {
  const rows = await db
    .select()
    .from(examFaceChecks)
    .where(eq(examFaceChecks.examId, examId))
    .orderBy(examFaceChecks.at, examFaceChecks.id);
  const byStudent = new Map<number, FaceCheckRow[]>();
  for (const r of rows) byStudent.set(r.studentId, [...(byStudent.get(r.studentId) ?? []), r]);
  return new Map([...byStudent].map(([id, list]) => [id, boardFace(list)]));
}

/** A face-check exam of the teacher's and a student of its class (404 otherwise). */
async function faceExamStudent(db: Db, teacher: SessionUser, examId: number, studentId: number) {
  const { exam } = await getChangeableExam(db, teacher, examId);
  if (!exam.faceCheck) throw conflict('examFaceNotRequired');
  const [student] = await db
    .select({ id: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(and(eq(classStudents.classId, exam.classId), eq(classStudents.studentId, studentId)));
  if (!student) throw notFound();
  return { exam, student };
}

export async function waiveFaceCheck(
  db: Db,
  hub: RealtimeHub,
  teacher: SessionUser,
  body: { examId: number; studentId: number; reason: string },
  now: Date,
): Promise<{ studentId: number; face: TBoardFace }> {
  const { exam, student } = await faceExamStudent(db, teacher, body.examId, body.studentId);
  await db.transaction(async (tx) => {
    await tx.insert(examFaceChecks).values({
      examId: exam.id,
      schoolId: exam.schoolId,
      studentId: student.id,
      kind: 'waiver',
      passed: true,
      reason: body.reason,
      actorId: teacher.userId,
      at: now,
    });
    await tx.insert(auditLog).values({
      examId: exam.id,
      actorId: teacher.userId,
      action: 'faceWaive',
      studentId: student.id,
      reason: body.reason,
      at: now,
    });
  });
  const face = boardFace(await faceChecksOf(db, exam.id, student.id));
  const push: TFaceWaivePush = { examId: exam.id, waived: true };
  await hub.publish(`user:${student.id}`, 'examFace', push);
  await pushToBoard(hub, exam.id, { studentId: student.id, face });
  return { studentId: student.id, face };
}

const actor = alias(users, 'face_actor');

export async function faceDetail(
  db: Db,
  teacher: SessionUser,
  body: { examId: number; studentId: number },
): Promise<TFaceDetail> {
  const { exam, student } = await faceExamStudent(db, teacher, body.examId, body.studentId);
  const [reference] = await db.select().from(userFaces).where(eq(userFaces.userId, student.id));
  const rows = await db
    .select({ r: examFaceChecks, actorName: actor.name })
    .from(examFaceChecks)
    .leftJoin(actor, eq(actor.id, examFaceChecks.actorId))
    .where(and(eq(examFaceChecks.examId, exam.id), eq(examFaceChecks.studentId, student.id)))
    .orderBy(desc(examFaceChecks.at), desc(examFaceChecks.id))
    .limit(20);
  return {
    studentId: student.id,
    name: student.name,
    referencePath: reference?.filePath ?? null,
    entries: rows.map(({ r, actorName }) => ({
      at: r.at.toISOString(),
      kind: r.kind,
      passed: r.passed,
      score: r.score,
      reason: r.reason,
      imagePath: r.imagePath,
      actorName,
    })),
  };
}
