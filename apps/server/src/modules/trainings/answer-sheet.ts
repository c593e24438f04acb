/** The answer sheet: opening or resuming the one draft attempt of a student, class and training, with the content a student may see. */
import type { TAnswerSheet, TLanguageUse } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { attemptAnswers, attemptMediaPlays, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { assertMayWorkOn } from '../courses/class-lesson';
import { linkedActivityIds } from './activity-links';
import { setActivityFinishedAtLeast } from './activity-progress';
import { fullMarkOf, loadQuestions, sheetQuestionOf } from './attempt-reads';
import { caseLinksOf } from './case-links';
import { assertWorkable } from './class-training-terms';
import { getClassTraining } from './training-policy';

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
    questions: questions.map(sheetQuestionOf),
    ...(t.links.length > 0 ? { links: caseLinksOf(t.links, language) } : {}),
    attempt: {
      attemptId: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      now: new Date().toISOString(),
      answers: answers.map((a) => ({ questionId: a.questionId, answer: a.answer })),
      media: media.map((m) => ({ index: m.itemIndex, plays: m.plays, fullyPlayed: m.fullyPlayed })),
    },
  };
}
