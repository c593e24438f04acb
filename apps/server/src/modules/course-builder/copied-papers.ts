/**
 * The exam papers of a copied catalogue course (issue 18 item 5, selectCopyCourse): the catalogue's
 * TestPaper activities are unit quizzes and final tests named in the outline, with no paper of
 * their own (the catalogue belongs to no school, and a paper to a school's teacher). The copy gives
 * each one a paper of the copying teacher, so the course's TestPaper tab opens it and the teacher
 * can give it as an exam: the questions a machine grades (choice, true/false, blanks, matching,
 * ordering…) of the trainings its chapter opens, in outline order, or of the whole course when the
 * chapter has none (a final test in a chapter of its own); at most COPIED_PAPER_MAX_QUESTIONS,
 * spread evenly over the candidates; each question scores its own full mark.
 */
import { QuestionTypes, type TSubjectType } from '@lingua/contracts';
import { asc, inArray } from 'drizzle-orm';
import { activityPapers, examPaperQuestions, examPapers, trainingQuestions } from '../../db/schema';
import type { Tx } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { paperQuestionRows, paperShape } from '../exams/papers';

export const COPIED_PAPER_MAX_QUESTIONS = 20;
/** A paper's time: a minute and a half a question, in whole five minutes, at least ten. */
export const copiedPaperMinutes = (count: number) => Math.max(10, Math.ceil((count * 1.5) / 5) * 5);

type QuestionRow = typeof trainingQuestions.$inferSelect;

/** Graded by the machine without a recording: what a paper can score on its own. */
const machineGraded = (q: QuestionRow) => {
  const type = QuestionTypes[q.subjectType as TSubjectType];
  return type?.grading === 'auto' && type.spoken !== true;
};

/** `count` entries spread evenly over `items` (all of them when there are fewer), in order. */
export function spreadEvenly<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_x, i) => items[Math.floor((i * items.length) / count)] as T);
}

/** A copied test activity, with the trainings of its chapter in outline order. */
export type CopiedTest = { activityId: number; title: string; chapterTrainingIds: number[] };

/**
 * Gives each copied test a paper of `teacher` from the machine-graded questions of its chapter's
 * trainings (else of all `courseTrainingIds`); a test with no such question anywhere keeps none.
 */
export async function givePapersToCopiedTests(
  tx: Tx,
  teacher: SessionUser,
  tests: CopiedTest[],
  courseTrainingIds: number[],
): Promise<void> {
  if (tests.length === 0 || courseTrainingIds.length === 0) return;
  const rows = await tx
    .select()
    .from(trainingQuestions)
    .where(inArray(trainingQuestions.trainingId, [...new Set(courseTrainingIds)]))
    .orderBy(asc(trainingQuestions.sort), asc(trainingQuestions.id));
  const graded = rows.filter(machineGraded);
  const ofTrainings = (ids: number[]) => ids.flatMap((id) => graded.filter((q) => q.trainingId === id));
  for (const test of tests) {
    const own = ofTrainings([...new Set(test.chapterTrainingIds)]);
    const questions = spreadEvenly(
      own.length > 0 ? own : ofTrainings([...new Set(courseTrainingIds)]),
      COPIED_PAPER_MAX_QUESTIONS,
    );
    if (questions.length === 0) continue;
    const [paper] = await tx
      .insert(examPapers)
      .values({
        schoolId: teacher.schoolId,
        teacherId: teacher.userId,
        title: test.title.slice(0, 100),
        timeMinutes: copiedPaperMinutes(questions.length),
        ...paperShape([questions], false, []),
      })
      .returning({ id: examPapers.id });
    if (!paper) continue;
    await tx.insert(examPaperQuestions).values(paperQuestionRows(paper.id, [questions]));
    await tx.insert(activityPapers).values({ activityId: test.activityId, paperId: paper.id });
  }
}
