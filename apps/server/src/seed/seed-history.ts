/**
 * The demo's class with a past (DEMO_HISTORY_CLASS): Ms Wang's 2025级商务英语3班, thirty students of
 * its own who have worked through the first trainings of 外贸函电 over the past ten weeks, so the
 * teacher's analytics (scores, learning time, facility of each question, tasks) have data on a
 * fresh demo. Called by the demo seed, inside its transaction. Deterministic from seeded random
 * streams (seeding twice gives the same scores) and relative to the seed's time, so "the last
 * seven days" always has work in it. Written in about twenty batched statements: it runs on
 * every fresh demo, tests included.
 */
import { DEMO_HISTORY_CLASS, demoHistoryStudentMobiles, demoStudentName, WELCOME_MESSAGES } from '@lingua/content';
import { QuestionTypes, type TSubjectType, UserType, zonedDay, zonedDayStart } from '@lingua/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  activityProgress,
  activityTrainings,
  attemptAnswers,
  classes,
  classStudents,
  courseActivities,
  courseSteps,
  courses,
  messages,
  onlineTime,
  trainingAttempts,
  trainingQuestions,
  trainings,
  users,
} from '../db/schema';
import { schoolTimeZone } from '../modules/schools/school-time-zone';
import { linkedActivityIdsByTraining } from '../modules/trainings/activity-links';
import type { Tx } from '../platform/database';
import { type BuiltAttempt, buildAttempts, type HistoryTraining } from './history/history-attempts';
import { planStudents } from './history/history-plan';
import { seedHistoryTasks } from './history/history-tasks';
import { seededRandom } from './history/seeded-random';

const DAY = 86_400_000;
/** How many of the course's trainings the class has reached. */
export const HISTORY_TRAININGS = 10;
/** Rows per insert: well under PostgreSQL's 65,535 bound parameters for the widest row. */
const ROWS_PER_INSERT = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/**
 * The course's trainings in course order (steps, then activities within a step), each once, with
 * their questions; only those with something to write or choose (a training all spoken needs
 * recordings the demo does not have).
 */
async function courseTrainings(tx: Tx, courseId: number, count: number): Promise<HistoryTraining[]> {
  const linked = await tx
    .select({ id: trainings.id, key: trainings.key })
    .from(courseActivities)
    .innerJoin(courseSteps, eq(courseSteps.id, courseActivities.stepId))
    .innerJoin(activityTrainings, eq(activityTrainings.activityId, courseActivities.id))
    .innerJoin(trainings, eq(trainings.id, activityTrainings.trainingId))
    .where(eq(courseActivities.courseId, courseId))
    .orderBy(asc(courseSteps.sort), asc(courseActivities.sort));
  const ordered = [...new Map(linked.map((t) => [t.id, t])).values()];
  if (ordered.length === 0) return [];
  const questions = await tx
    .select()
    .from(trainingQuestions)
    .where(
      inArray(
        trainingQuestions.trainingId,
        ordered.map((t) => t.id),
      ),
    )
    .orderBy(asc(trainingQuestions.trainingId), asc(trainingQuestions.sort));
  return ordered
    .map((t) => ({ ...t, questions: questions.filter((q) => q.trainingId === t.id) }))
    .filter((t) => t.questions.some((q) => !QuestionTypes[q.subjectType as TSubjectType]?.spoken))
    .slice(0, count);
}

export async function seedHistoryClass(
  tx: Tx,
  scope: { schoolId: number; teacherId: number; passwordHash: string; now?: Date },
): Promise<void> {
  const { schoolId, teacherId, passwordHash } = scope;
  const now = scope.now ?? new Date();
  const zone = await schoolTimeZone(tx, schoolId);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.key, DEMO_HISTORY_CLASS.course));
  const [klass] = await tx
    .insert(classes)
    .values({
      schoolId,
      name: DEMO_HISTORY_CLASS.name,
      classCode: DEMO_HISTORY_CLASS.code,
      teacherId,
      courseId: course?.id ?? null,
      createdAt: daysAgo(82),
    })
    .returning({ id: classes.id });
  if (!klass) throw new Error('history class insert returned nothing');
  const mobiles = demoHistoryStudentMobiles();
  const people = await tx
    .insert(users)
    .values(
      mobiles.map((mobile, i) => ({
        schoolId,
        mobile,
        name: demoStudentName(DEMO_HISTORY_CLASS.firstStudent - 1 + i),
        userType: UserType.student,
        passwordHash,
        createdAt: daysAgo(82),
      })),
    )
    .returning({ id: users.id, mobile: users.mobile });
  // RETURNING promises no order: each student is found again by mobile.
  const idOf = new Map(people.map((p) => [p.mobile, p.id]));
  const studentIds = mobiles.map((m) => idOf.get(m) ?? 0);
  await tx
    .insert(classStudents)
    .values(studentIds.map((studentId) => ({ classId: klass.id, studentId, joinedAt: daysAgo(80) })));
  await tx.insert(messages).values(
    studentIds.flatMap((userId) =>
      WELCOME_MESSAGES.student.map((m) => ({
        userId,
        type: m.type,
        title: { ...m.title },
        content: { ...m.content },
        isRead: true,
        createdAt: daysAgo(80),
      })),
    ),
  );
  // A demo seeded without courses (some tests) has the class and its students, and no past.
  if (!course) return;

  const trainingList = await courseTrainings(tx, course.id, HISTORY_TRAININGS);
  const students = planStudents(studentIds.length, trainingList.length, seededRandom('history:class'));
  const instant = (days: number, minute: number) =>
    new Date(zonedDayStart(zonedDay(daysAgo(days), zone), zone).getTime() + minute * 60_000);
  const built = trainingList.length > 0 ? buildAttempts(students, trainingList, instant, now) : [];
  const studentOf = (a: BuiltAttempt) => studentIds[a.studentIndex] ?? 0;

  await insertAttempts(tx, { schoolId, classId: klass.id, teacherId }, built, studentOf);
  await finishActivities(tx, klass.id, built, studentOf, trainingList, now);
  const taskSessions = await seedHistoryTasks(
    tx,
    { schoolId, teacherId, classId: klass.id, now, instant },
    students.map((s) => ({ ...s, id: studentIds[s.index] ?? 0 })),
  );
  await recordOnlineTime(
    tx,
    { schoolId, zone, now },
    [
      ...built.map((a) => ({ studentId: studentOf(a), at: a.submittedAt, seconds: a.durationSeconds })),
      ...taskSessions,
    ],
    students.map((s) => ({ studentId: studentIds[s.index] ?? 0, diligence: s.diligence })),
  );
}

/** The attempts and every answer, as submission and the teacher's grading leave them. */
async function insertAttempts(
  tx: Tx,
  scope: { schoolId: number; classId: number; teacherId: number },
  built: BuiltAttempt[],
  studentOf: (a: BuiltAttempt) => number,
): Promise<void> {
  const keyOf = (studentId: number, trainingId: number, startedAt: Date) =>
    `${studentId}:${trainingId}:${startedAt.getTime()}`;
  const ids = new Map<string, number>();
  await insertInChunks(built, async (chunk) => {
    const rows = await tx
      .insert(trainingAttempts)
      .values(
        chunk.map((a) => ({
          schoolId: scope.schoolId,
          classId: scope.classId,
          studentId: studentOf(a),
          trainingId: a.trainingId,
          status: 'submitted' as const,
          startedAt: a.startedAt,
          submittedAt: a.submittedAt,
          durationSeconds: a.durationSeconds,
          autoScore: a.autoScore,
          score: a.score,
          fullMark: a.fullMark,
          viewedAt: a.viewedAt,
          updatedAt: a.gradedAt ?? a.submittedAt,
        })),
      )
      .returning({
        id: trainingAttempts.id,
        studentId: trainingAttempts.studentId,
        trainingId: trainingAttempts.trainingId,
        startedAt: trainingAttempts.startedAt,
      });
    for (const r of rows) ids.set(keyOf(r.studentId, r.trainingId, r.startedAt), r.id);
  });
  const answers = built.flatMap((a) => {
    const attemptId = ids.get(keyOf(studentOf(a), a.trainingId, a.startedAt));
    if (attemptId === undefined) throw new Error('history attempt insert returned nothing');
    return a.answers.map((x) => ({
      attemptId,
      questionId: x.questionId,
      answer: x.answer,
      autoScore: x.grade.autoScore,
      rightFlag: x.grade.rightFlag,
      teacherScore: x.teacher?.score ?? null,
      teacherComment: x.teacher?.comment ?? null,
      gradedBy: x.teacher ? scope.teacherId : null,
      gradedAt: x.teacher ? a.gradedAt : null,
      updatedAt: x.teacher && a.gradedAt ? a.gradedAt : a.submittedAt,
    }));
  });
  await insertInChunks(answers, (chunk) => tx.insert(attemptAnswers).values(chunk));
}

/**
 * The course activities the attempts finished, as submission marks them (setActivityFinished: the
 * activities of the class's course that open the training, completed); and, for some who stopped,
 * the next one opened and left in progress.
 */
async function finishActivities(
  tx: Tx,
  classId: number,
  built: BuiltAttempt[],
  studentOf: (a: BuiltAttempt) => number,
  trainingList: HistoryTraining[],
  now: Date,
): Promise<void> {
  const links = await linkedActivityIdsByTraining(
    tx,
    classId,
    trainingList.map((t) => t.id),
  );
  const latest = new Map<string, { studentId: number; trainingId: number; at: Date }>();
  for (const a of built) {
    const key = `${studentOf(a)}:${a.trainingId}`;
    const seen = latest.get(key);
    if (!seen || seen.at < a.submittedAt)
      latest.set(key, { studentId: studentOf(a), trainingId: a.trainingId, at: a.submittedAt });
  }
  const rows: (typeof activityProgress.$inferInsert)[] = [...latest.values()].flatMap((d) =>
    (links.get(d.trainingId) ?? []).map((activityId) => ({
      classId,
      studentId: d.studentId,
      activityId,
      finished: 2,
      updatedAt: d.at,
    })),
  );
  const rng = seededRandom('history:opened');
  const reached = new Map<number, { count: number; last: number }>();
  for (const d of latest.values()) {
    const r = reached.get(d.studentId) ?? { count: 0, last: 0 };
    reached.set(d.studentId, { count: r.count + 1, last: Math.max(r.last, d.at.getTime()) });
  }
  for (const [studentId, r] of reached) {
    const next = trainingList[r.count];
    if (!next || !rng.chance(0.5)) continue;
    const at = new Date(Math.min(now.getTime() - 3_600_000, r.last + rng.between(1, 4) * DAY));
    for (const activityId of links.get(next.id) ?? [])
      rows.push({ classId, studentId, activityId, finished: 1, updatedAt: at });
  }
  await insertInChunks(rows, (chunk) => tx.insert(activityProgress).values(chunk));
}

/**
 * The online-time ledger (what the page's counter flushes, by school day): the time of every
 * attempt and task answer, the reading around it, and days spent only reading the course.
 */
async function recordOnlineTime(
  tx: Tx,
  scope: { schoolId: number; zone: string; now: Date },
  sessions: { studentId: number; at: Date; seconds: number }[],
  students: { studentId: number; diligence: number }[],
): Promise<void> {
  const rng = seededRandom('history:online');
  const ledger = new Map<string, { userId: number; day: string; seconds: number }>();
  const add = (userId: number, at: Date, seconds: number) => {
    const day = zonedDay(at, scope.zone);
    const key = `${userId}:${day}`;
    const row = ledger.get(key) ?? { userId, day, seconds: 0 };
    row.seconds += seconds;
    ledger.set(key, row);
  };
  // Around an attempt: the lesson page and the report read before and after it.
  for (const s of sessions) add(s.studentId, s.at, s.seconds + rng.int(60, 480));
  for (const s of students)
    for (let days = 1; days <= 75; days++)
      if (rng.chance(0.03 + 0.05 * s.diligence))
        add(s.studentId, new Date(scope.now.getTime() - days * DAY), rng.int(240, 900));
  await insertInChunks([...ledger.values()], (chunk) =>
    tx.insert(onlineTime).values(
      chunk.map((r) => ({
        userId: r.userId,
        schoolId: scope.schoolId,
        userType: UserType.student,
        day: r.day,
        projectType: 'int_edu',
        projectSubType: '',
        seconds: r.seconds,
      })),
    ),
  );
}
