/**
 * The exam start, the hot path of an exam's first minute (issue 21: a school's students pressing
 * start within 30 s). Two statements for a new attempt: one read of everything the checks need
 * (the exam and its paper as the student may read them, the student's attempts, their
 * accommodation), and the insert of the attempt, which returns the row the sheet is built from.
 * A double press inserts nothing the second time (unique exam, student, attempt number).
 */
import { type TExamSheet, UserType } from '@lingua/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { classes, examAccommodations, examAttempts, examPapers, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { rememberAttemptFacts } from './answer-save';
import { ATTEMPT_STATE_MESSAGE, type ExamAttemptRow, isEntryOpen } from './exam-access';
import { examPolicy } from './exam-policy';
import { pushToBoard } from './exam-push';
import { assertFaceCleared } from './face-checks';
import { buildSheet, settleOverdue } from './sitting';

const param = {
  examId: sql.placeholder('examId'),
  userId: sql.placeholder('userId'),
  schoolId: sql.placeholder('schoolId'),
};
/**
 * The exam policy's student rule with the student's ids as placeholders, so the rule stays written
 * once (exam-policy.ts) and the statement is prepared once. A student's rule reads only these.
 */
const anyStudent = {
  userType: UserType.student,
  userId: param.userId,
  schoolId: param.schoolId,
  roles: [],
} as unknown as SessionUser;

/** The exam with its paper, and the student's attempts and accommodation in it: one round trip. */
function prepareStartFacts(db: Db) {
  const mine = sql`${examAttempts.examId} = ${exams.id} and ${examAttempts.studentId} = ${param.userId}`;
  const extra = sql`${examAccommodations.examId} = ${exams.id} and ${examAccommodations.studentId} = ${param.userId}`;
  return db
    .select({
      exam: exams,
      paper: examPapers,
      className: classes.name,
      attempts: sql<number>`(select count(*)::int from ${examAttempts} where ${mine})`,
      // The latest attempt's id and state, "id:state" (null without one).
      latest: sql<
        string | null
      >`(select ${examAttempts.id} || ':' || ${examAttempts.state} from ${examAttempts} where ${mine} order by ${examAttempts.attemptNo} desc limit 1)`,
      extraMinutes: sql<number>`coalesce((select ${examAccommodations.extraMinutes} from ${examAccommodations} where ${extra}), 0)`,
      extraAttempts: sql<number>`coalesce((select ${examAccommodations.extraAttempts} from ${examAccommodations} where ${extra}), 0)`,
    })
    .from(exams)
    .innerJoin(classes, eq(classes.id, exams.classId))
    .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
    .where(and(eq(exams.id, param.examId), examPolicy.read(anyStudent)))
    .prepare('exam_start_facts');
}

/** The new attempt, nothing on a double press (unique exam, student, attempt number). */
function prepareInsert(db: Db) {
  return db
    .insert(examAttempts)
    .values({
      examId: param.examId,
      schoolId: param.schoolId,
      studentId: param.userId,
      attemptNo: sql.placeholder('attemptNo'),
      variant: sql.placeholder('variant'),
      state: 'inProgress',
      startedAt: sql.placeholder('now'),
      deadlineAt: sql.placeholder('deadline'),
      device: sql.placeholder('device'),
      address: sql.placeholder('address'),
      fullMark: sql.placeholder('fullMark'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('exam_start_insert');
}

/** Per database (the tests open many): statements parsed once per connection, not built per start. */
const prepared = new WeakMap<
  Db,
  { facts: ReturnType<typeof prepareStartFacts>; insert: ReturnType<typeof prepareInsert> }
>();
function statements(db: Db) {
  let hit = prepared.get(db);
  if (!hit) {
    hit = { facts: prepareStartFacts(db), insert: prepareInsert(db) };
    prepared.set(db, hit);
  }
  return hit;
}

async function startFacts(db: Db, student: SessionUser, examId: number) {
  // The route lets only students in; the prepared rule is the student's.
  if (student.userType !== UserType.student) throw notFound();
  const [row] = await statements(db).facts.execute({ examId, userId: student.userId, schoolId: student.schoolId });
  if (!row) throw notFound();
  const [latestId, latestState] = row.latest?.split(':') ?? [];
  return { ...row, latestId: Number(latestId), latestState };
}

async function attemptById(db: Db, attemptId: number): Promise<ExamAttemptRow> {
  const [attempt] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  if (!attempt) throw notFound();
  return attempt;
}

export async function startExam(
  db: Db,
  hub: RealtimeHub,
  student: SessionUser,
  input: { examId: number; device: string; address: string },
  now: Date,
): Promise<TExamSheet> {
  const facts = await startFacts(db, student, input.examId);
  const { exam, paper } = facts;
  const ew = { exam, paper, className: facts.className };
  if (facts.latestState === 'inProgress') {
    // A resume (a reload, a second device): the running attempt's sheet, unless its time is up.
    const settled = await settleOverdue(db, ew, await attemptById(db, facts.latestId), now);
    if (settled.state === 'inProgress') return buildSheet(db, ew, settled, now);
    throw conflict('examTimeUp');
  }
  if (facts.latestState === 'absent' || facts.latestState === 'cheating')
    throw conflict(ATTEMPT_STATE_MESSAGE[facts.latestState] as MessageKey);
  if (exam.closedAt) throw conflict('examPaperClosed');
  if (exam.pausedAt) throw conflict('examPaused');
  if (!isEntryOpen(exam, now)) throw conflict('examOutsideWindow');
  if (facts.attempts >= exam.maxAttempts + facts.extraAttempts) throw conflict('examNoAttemptsLeft');
  if (exam.faceCheck) await assertFaceCleared(db, exam.id, student.userId, now);
  const attemptNo = facts.attempts + 1;
  const deadline = new Date(now.getTime() + (exam.timeLimitMinutes + facts.extraMinutes) * 60_000);
  const [inserted] = await statements(db).insert.execute({
    examId: exam.id,
    schoolId: student.schoolId,
    userId: student.userId,
    attemptNo,
    variant: (student.userId + attemptNo) % paper.variants,
    now,
    deadline,
    device: input.device.slice(0, 300),
    address: input.address.slice(0, 100),
    fullMark: paper.fullMark,
  });
  const attempt =
    inserted ??
    (
      await db
        .select()
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.examId, exam.id),
            eq(examAttempts.studentId, student.userId),
            eq(examAttempts.attemptNo, attemptNo),
          ),
        )
    )[0];
  if (!attempt) throw notFound();
  rememberAttemptFacts(attempt.id, {
    studentId: student.userId,
    examId: exam.id,
    paperId: exam.paperId,
    variant: attempt.variant,
  });
  await pushToBoard(hub, exam.id, {
    studentId: student.userId,
    attemptId: attempt.id,
    attemptNo,
    status: 'inProgress',
    startedAt: now.toISOString(),
    deadline: deadline.toISOString(),
    device: attempt.device,
    address: attempt.address,
    locked: false,
    answered: 0,
  });
  return buildSheet(db, ew, attempt, now, inserted !== undefined);
}
