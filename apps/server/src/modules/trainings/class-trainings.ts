/** A class's trainings for its teacher: the course's trainings with their terms, opened or closed with a deadline. */
import type { TClassTraining, TLanguageUse } from '@lingua/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { classTrainings, trainingAttempts, trainingQuestions, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableClass, getReadableClass } from '../classes/class-policy';
import { round } from './attempt-reads';
import { listClassTrainings } from './class-training-terms';
import { getReadableTraining, trainingPolicy } from './training-policy';

export async function listTeacherClassTrainings(
  db: Db,
  teacher: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<TClassTraining[]> {
  const summary = await getReadableClass(db, teacher, classId);
  const inClass = await listClassTrainings(db, classId);
  // The school's own trainings the teacher may read (the bank, their own, shared ones) not given to
  // the class yet: listed closed, so opening one assigns it.
  const own = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.schoolId, teacher.schoolId), trainingPolicy.read(teacher)))
    .orderBy(asc(trainings.id));
  const list = [
    ...inClass,
    ...own
      .filter((t) => !inClass.some((c) => c.training.id === t.id))
      .map((training) => ({ training, isOpen: false, deadline: null, inCourse: false })),
  ];
  if (list.length === 0) return [];
  const ids = list.map((t) => t.training.id);
  const finished = await db
    .select({
      trainingId: trainingAttempts.trainingId,
      students: sql<number>`count(distinct ${trainingAttempts.studentId})`.mapWith(Number),
    })
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.classId, classId),
        eq(trainingAttempts.status, 'submitted'),
        inArray(trainingAttempts.trainingId, ids),
      ),
    )
    .groupBy(trainingAttempts.trainingId);
  const marks = await db
    .select({
      trainingId: trainingQuestions.trainingId,
      fullMark: sql<number>`sum(${trainingQuestions.fullMark})`.mapWith(Number),
    })
    .from(trainingQuestions)
    .where(inArray(trainingQuestions.trainingId, ids))
    .groupBy(trainingQuestions.trainingId);
  return list
    .filter((t) => trainingPolicy.mayRead(teacher, t.training))
    .map((t) => ({
      trainingId: t.training.id,
      kind: t.training.kind,
      title: t.training.title[language],
      fullMark: round(marks.find((m) => m.trainingId === t.training.id)?.fullMark ?? 0),
      isOpen: t.isOpen,
      deadline: t.deadline ? t.deadline.toISOString() : null,
      inCourse: t.inCourse,
      studentCount: summary.studentNumber,
      finishedCount: finished.find((f) => f.trainingId === t.training.id)?.students ?? 0,
    }));
}

/** Opens or closes a training for a class and sets its deadline (assigning it if it is not in the course). */
export async function setClassTraining(
  db: Db,
  teacher: SessionUser,
  body: { classId: number; trainingId: number; isOpen: boolean; deadline: string | null },
) {
  await getChangeableClass(db, teacher, body.classId);
  // A training from outside the course must exist and be one the teacher may read.
  await getReadableTraining(db, teacher, body.trainingId);
  const deadline = body.deadline ? new Date(body.deadline) : null;
  await db
    .insert(classTrainings)
    .values({ classId: body.classId, trainingId: body.trainingId, isOpen: body.isOpen, deadline })
    .onConflictDoUpdate({
      target: [classTrainings.classId, classTrainings.trainingId],
      set: { isOpen: body.isOpen, deadline, updatedAt: new Date() },
    });
  return { trainingId: body.trainingId, isOpen: body.isOpen, deadline: deadline ? deadline.toISOString() : null };
}
