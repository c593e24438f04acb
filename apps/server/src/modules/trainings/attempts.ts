/**
 * A student's work on a training: the answer sheet (opening or resuming the one draft attempt),
 * autosaved answers, listening plays, submission with automatic scoring, recall. The student's
 * list and history are in student-views.ts.
 */
import {
  checkAnswerShape,
  gradeAnswer,
  isAnswered,
  QuestionTypes,
  studentContent,
  type TAnswerSheet,
  type TAttemptSummary,
  type TLanguageUse,
  type TQuestionAnswer,
  type TSubjectType,
} from '@lingua/contracts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  activityProgress,
  activityTrainings,
  attemptAnswers,
  attemptMediaPlays,
  trainingAttempts,
  trainingQuestions,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { assertMayWorkOn, startActivity } from '../courses/class-lesson';
import { spokenPoints } from '../spoken-answers/points';
import { assertWorkable, type ClassTrainingTerms, getClassTraining } from './access';
import { linkedActivityIds } from './activity-links';

export type AttemptRow = typeof trainingAttempts.$inferSelect;
type QuestionRow = typeof trainingQuestions.$inferSelect;

export const round = (n: number) => Math.round(n * 100) / 100;

export function attemptSummary(a: AttemptRow): TAttemptSummary {
  return {
    attemptId: a.id,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt ? a.submittedAt.toISOString() : null,
    durationSeconds: a.durationSeconds,
    score: a.score,
    fullMark: a.fullMark,
    viewed: a.viewedAt !== null,
  };
}

export async function loadQuestions(db: Db, trainingId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId))
    .orderBy(asc(trainingQuestions.sort));
}

export const fullMarkOf = (questions: QuestionRow[]) => round(questions.reduce((sum, q) => sum + q.fullMark, 0));

/** The student's own attempt (404 for anyone else's). */
export async function ownAttempt(db: Db, student: SessionUser, attemptId: number): Promise<AttemptRow> {
  const [row] = await db
    .select()
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.id, attemptId),
        eq(trainingAttempts.studentId, student.userId),
        eq(trainingAttempts.schoolId, student.schoolId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The course activities of the class that open this training. */
export async function setActivityFinished(
  db: Db,
  classId: number,
  studentId: number,
  trainingId: number,
  finished: 1 | 2,
) {
  const ids = await linkedActivityIds(db, classId, trainingId);
  if (ids.length === 0) return;
  await db
    .insert(activityProgress)
    .values(ids.map((activityId) => ({ classId, studentId, activityId, finished })))
    .onConflictDoUpdate({
      target: [activityProgress.classId, activityProgress.studentId, activityProgress.activityId],
      set: { finished, updatedAt: new Date() },
    });
}

/** Opens the training a course activity points to, under the step order rule. */
export async function openActivity(db: Db, student: SessionUser, classId: number, activityId: number) {
  const [link] = await db
    .select({ trainingId: activityTrainings.trainingId })
    .from(activityTrainings)
    .where(eq(activityTrainings.activityId, activityId));
  await startActivity(db, student, classId, activityId);
  if (!link) throw conflict('activityHasNoTraining');
  const terms = await getClassTraining(db, student, classId, link.trainingId);
  return { trainingId: terms.training.id, kind: terms.training.kind };
}

export async function draftOf(db: Db, classId: number, studentId: number, trainingId: number) {
  const [row] = await db
    .select()
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.classId, classId),
        eq(trainingAttempts.studentId, studentId),
        eq(trainingAttempts.trainingId, trainingId),
        eq(trainingAttempts.status, 'draft'),
      ),
    );
  return row;
}

export async function getAnswerSheet(
  db: Db,
  student: SessionUser,
  classId: number,
  trainingId: number,
  language: TLanguageUse,
): Promise<TAnswerSheet> {
  const terms = await getClassTraining(db, student, classId, trainingId);
  assertWorkable(terms);
  await assertMayWorkOn(db, student, classId, await linkedActivityIds(db, classId, trainingId));
  const questions = await loadQuestions(db, trainingId);
  const fullMark = fullMarkOf(questions);
  let attempt = await draftOf(db, classId, student.userId, trainingId);
  if (!attempt) {
    // One draft per student, class and training (a unique partial index): a racing second open
    // inserts nothing and reads the first one's row.
    await db
      .insert(trainingAttempts)
      .values({ schoolId: student.schoolId, classId, studentId: student.userId, trainingId, fullMark })
      .onConflictDoNothing();
    attempt = await draftOf(db, classId, student.userId, trainingId);
    if (!attempt) throw notFound();
    await setActivityFinishedAtLeast(db, classId, student.userId, trainingId);
  }
  const answers = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const media = await db.select().from(attemptMediaPlays).where(eq(attemptMediaPlays.attemptId, attempt.id));
  const t = terms.training;
  return {
    trainingId: t.id,
    classId,
    kind: t.kind,
    title: t.title[language],
    intro: t.intro[language],
    background: t.background,
    settings: t.settings,
    fullMark,
    deadline: terms.deadline ? terms.deadline.toISOString() : null,
    questions: questions.map((q) => ({
      questionId: q.id,
      sort: q.sort,
      subject_type: q.subjectType,
      stem: q.stem,
      fullMark: q.fullMark,
      content: studentContent({ subject_type: q.subjectType, content: q.content }),
    })),
    attempt: {
      attemptId: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      now: new Date().toISOString(),
      answers: answers.map((a) => ({ questionId: a.questionId, answer: a.answer })),
      media: media.map((m) => ({ index: m.itemIndex, plays: m.plays, fullyPlayed: m.fullyPlayed })),
    },
  };
}

/** In progress unless already completed by an earlier submission. */
async function setActivityFinishedAtLeast(db: Db, classId: number, studentId: number, trainingId: number) {
  const ids = await linkedActivityIds(db, classId, trainingId);
  if (ids.length === 0) return;
  await db
    .insert(activityProgress)
    .values(ids.map((activityId) => ({ classId, studentId, activityId, finished: 1 })))
    .onConflictDoNothing();
}

/** Seconds allowed after a time limit for the last autosave and the automatic submission to arrive. */
export const TIME_LIMIT_GRACE_SECONDS = 30;

export async function workableDraft(db: Db, student: SessionUser, attemptId: number) {
  const attempt = await ownAttempt(db, student, attemptId);
  if (attempt.status !== 'draft') throw conflict('attemptSubmitted');
  const terms = await getClassTraining(db, student, attempt.classId, attempt.trainingId);
  assertWorkable(terms);
  await assertMayWorkOn(db, student, attempt.classId, await linkedActivityIds(db, attempt.classId, attempt.trainingId));
  // The clock is the server's: after the time limit answers are frozen (submission stays open).
  const limit = terms.training.settings.timeLimitMinutes;
  if (limit && Date.now() > attempt.startedAt.getTime() + (limit * 60 + TIME_LIMIT_GRACE_SECONDS) * 1000)
    throw conflict('timeUp');
  return { attempt, terms };
}

/** Audio background items whose listening rule blocks answering until played through. */
async function assertListened(db: Db, attemptId: number, terms: ClassTrainingTerms) {
  const rules = terms.training.settings.listening;
  if (!rules?.blockAnswerUntilEnd) return;
  const audio = terms.training.background.flatMap((item, index) => (item.displayType === 3 ? [index] : []));
  if (audio.length === 0) return;
  const plays = await db.select().from(attemptMediaPlays).where(eq(attemptMediaPlays.attemptId, attemptId));
  const done = new Set(plays.filter((p) => p.fullyPlayed).map((p) => p.itemIndex));
  if (!audio.every((i) => done.has(i))) throw conflict('listenFirst');
}

export async function saveAnswer(
  db: Db,
  student: SessionUser,
  body: { attemptId: number; questionId: number; answer: TQuestionAnswer; seq?: number | undefined },
) {
  const { attempt, terms } = await workableDraft(db, student, body.attemptId);
  const [question] = await db
    .select()
    .from(trainingQuestions)
    .where(and(eq(trainingQuestions.id, body.questionId), eq(trainingQuestions.trainingId, attempt.trainingId)));
  if (!question) throw notFound();
  const issue = checkAnswerShape(
    { subject_type: question.subjectType, fullMark: question.fullMark, content: question.content },
    body.answer,
  );
  if (issue) throw new AppError(400, 'answerShapeInvalid', { issue }, 'answer');
  await assertListened(db, attempt.id, terms);
  const now = new Date();
  // A resend from the page's journal with an older number never overwrites a newer save (it is
  // acknowledged all the same: the newer answer is what the student wants kept).
  const seq = body.seq ?? null;
  await db
    .insert(attemptAnswers)
    .values({ attemptId: attempt.id, questionId: question.id, answer: body.answer, updatedAt: now, seq: seq ?? 0 })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: seq === null ? { answer: body.answer, updatedAt: now } : { answer: body.answer, updatedAt: now, seq },
      ...(seq === null ? {} : { setWhere: lte(attemptAnswers.seq, seq) }),
    });
  await db.update(trainingAttempts).set({ updatedAt: now }).where(eq(trainingAttempts.id, attempt.id));
  return {
    questionId: question.id,
    answered: isAnswered(question.subjectType, body.answer),
    savedAt: now.toISOString(),
  };
}

/**
 * Listening plays: a play is refused once the plays are used up; an end counts as playing the
 * item through only when at least its length (at the fastest allowed rate) has passed since the play.
 */
export async function mediaEvent(
  db: Db,
  student: SessionUser,
  body: { attemptId: number; index: number; event: 'play' | 'ended' },
) {
  const { attempt, terms } = await workableDraft(db, student, body.attemptId);
  const item = terms.training.background[body.index];
  if (!item || (item.displayType !== 3 && item.displayType !== 4)) throw notFound();
  const rules = terms.training.settings.listening;
  const [state] = await db
    .select()
    .from(attemptMediaPlays)
    .where(and(eq(attemptMediaPlays.attemptId, attempt.id), eq(attemptMediaPlays.itemIndex, body.index)));
  const now = new Date();
  if (body.event === 'play') {
    if (rules && rules.maxPlays > 0 && (state?.plays ?? 0) >= rules.maxPlays) throw conflict('playLimitReached');
    await db
      .insert(attemptMediaPlays)
      .values({ attemptId: attempt.id, itemIndex: body.index, plays: 1, lastPlayAt: now })
      .onConflictDoUpdate({
        target: [attemptMediaPlays.attemptId, attemptMediaPlays.itemIndex],
        set: { plays: sql`${attemptMediaPlays.plays} + 1`, lastPlayAt: now },
      });
  } else {
    if (!state?.lastPlayAt) throw conflict('playNotFinished');
    const fastest = rules?.noRateChange ? 1 : 1.5;
    const needed = Math.max(0, (item.durationSeconds / fastest - 1) * 1000);
    if (now.getTime() - state.lastPlayAt.getTime() < needed) throw conflict('playNotFinished');
    await db
      .update(attemptMediaPlays)
      .set({ fullyPlayed: true })
      .where(and(eq(attemptMediaPlays.attemptId, attempt.id), eq(attemptMediaPlays.itemIndex, body.index)));
  }
  const [after] = await db
    .select()
    .from(attemptMediaPlays)
    .where(and(eq(attemptMediaPlays.attemptId, attempt.id), eq(attemptMediaPlays.itemIndex, body.index)));
  return { index: body.index, plays: after?.plays ?? 0, fullyPlayed: after?.fullyPlayed ?? false };
}

/** Grades every question of an attempt and records the scores; answers the attempt's score or null. */
export async function gradeAttempt(db: Db, attempt: AttemptRow, questions: QuestionRow[]) {
  const saved = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const byQuestion = new Map(saved.map((a) => [a.questionId, a]));
  let auto = 0;
  let pending = false;
  let teacher = 0;
  for (const q of questions) {
    const row = byQuestion.get(q.id);
    const answer = row?.answer ?? {};
    const answered = isAnswered(q.subjectType, answer);
    const outcome = gradeAnswer({ subject_type: q.subjectType, fullMark: q.fullMark, content: q.content }, answer);
    let autoScore: number | null = null;
    let rightFlag: number | null = null;
    if (!answered) {
      autoScore = 0;
      rightFlag = 0;
    } else if (!outcome.ok) {
      // Content changed under a saved answer: it no longer fits, so it scores nothing.
      autoScore = 0;
      rightFlag = 0;
    } else if (outcome.grade.mode === 'auto') {
      autoScore = outcome.grade.score;
      rightFlag = outcome.grade.right_flag;
    } else if (QuestionTypes[q.subjectType as TSubjectType]?.spoken) {
      // Spoken answers: the machine's score of the recordings, which a teacher's score overrides;
      // free talk, and scripts whose scoring jobs are still running, wait.
      const machine = await spokenPoints(db, attempt.id, q, answer);
      autoScore = machine.points;
      if (row?.teacherScore !== null && row?.teacherScore !== undefined) {
        teacher += row.teacherScore;
        autoScore = null;
      } else if (machine.points === null) pending = true;
      await db
        .update(attemptAnswers)
        .set({ autoScore: machine.points })
        .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, q.id)));
      auto += autoScore ?? 0;
      continue;
    } else if (row?.teacherScore !== null && row?.teacherScore !== undefined) {
      teacher += row.teacherScore;
    } else {
      pending = true;
    }
    auto += autoScore ?? 0;
    await db
      .insert(attemptAnswers)
      .values({ attemptId: attempt.id, questionId: q.id, answer, autoScore, rightFlag })
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: { autoScore, rightFlag },
      });
  }
  return { autoScore: round(auto), score: pending ? null : round(auto + teacher) };
}

/** Questions that require an attachment must have one before submission (part 1 §5). */
async function assertAttachments(db: Db, attemptId: number, questions: QuestionRow[]) {
  const needing = questions.filter((q) => (q.content as { attachment?: string }).attachment === 'required');
  if (needing.length === 0) return;
  const saved = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
  const missing = needing.filter(
    (q) => (saved.find((a) => a.questionId === q.id)?.answer.attachments?.length ?? 0) === 0,
  );
  if (missing.length > 0)
    throw conflict('questionAttachmentRequired', { list: missing.map((q) => q.sort + 1).join(', ') });
}

export async function submitAttempt(db: Db, student: SessionUser, attemptId: number): Promise<TAttemptSummary> {
  const existing = await ownAttempt(db, student, attemptId);
  // Submission is idempotent: a second submit (a retry, a second tab) answers the same result.
  if (existing.status === 'submitted') return attemptSummary(existing);
  const terms = await getClassTraining(db, student, existing.classId, existing.trainingId);
  assertWorkable(terms);
  await assertMayWorkOn(
    db,
    student,
    existing.classId,
    await linkedActivityIds(db, existing.classId, existing.trainingId),
  );
  const questions = await loadQuestions(db, existing.trainingId);
  await assertAttachments(db, existing.id, questions);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(trainingAttempts).where(eq(trainingAttempts.id, attemptId)).for('update');
    if (!locked) throw notFound();
    if (locked.status === 'submitted') return attemptSummary(locked);
    const { autoScore, score } = await gradeAttempt(tx, locked, questions);
    const now = new Date();
    const [updated] = await tx
      .update(trainingAttempts)
      .set({
        status: 'submitted',
        submittedAt: now,
        durationSeconds: Math.max(0, Math.round((now.getTime() - locked.startedAt.getTime()) / 1000)),
        autoScore,
        score,
        fullMark: fullMarkOf(questions),
        updatedAt: now,
      })
      .where(eq(trainingAttempts.id, attemptId))
      .returning();
    if (!updated) throw notFound();
    await setActivityFinished(tx, locked.classId, locked.studentId, locked.trainingId, 2);
    return attemptSummary(updated);
  });
}

export function gradedByTeacher(subjectType: number): boolean {
  return QuestionTypes[subjectType as TSubjectType]?.grading === 'teacher';
}
