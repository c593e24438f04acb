/**
 * The teacher's preview of a training (issue 19 item 6): every question as the student sees it
 * and, beside it, its answer key (the whole stored content) and analysis. Any training the
 * teacher may read (training-policy.ts: the platform's, the school's bank, their own and what
 * colleagues shared; a colleague's private one is a 404); no class or attempt is needed, so a
 * fresh import can be checked before it is given to anyone.
 */
import type { TLanguageUse, TTrainingPreview } from '@lingua/contracts';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { fullMarkOf, loadQuestions, sheetQuestionOf } from './attempt-reads';
import { getReadableTraining } from './training-policy';

export async function previewTrainingWithAnswers(
  db: Db,
  user: SessionUser,
  trainingId: number,
  language: TLanguageUse,
): Promise<TTrainingPreview> {
  const training = await getReadableTraining(db, user, trainingId);
  const questions = await loadQuestions(db, trainingId);
  return {
    trainingId: training.id,
    kind: training.kind,
    title: training.title[language],
    intro: training.intro[language],
    background: training.background,
    fullMark: fullMarkOf(questions),
    questions: questions.map((q) => ({
      ...sheetQuestionOf(q),
      answerKey: q.content,
      analysis: q.analysis[language] ?? '',
    })),
    links: training.links.map((l) => ({ title: l.title[language], brief: l.brief[language] })),
  };
}
