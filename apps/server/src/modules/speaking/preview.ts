/**
 * Preview (roleDialoguePreview, rolePlayPreview): a training's spoken questions as the machine
 * would play them, for the class's teacher (and its students), without an attempt.
 */
import type { TLanguageUse, TSpeakingPreview } from '@lingua/contracts';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { loadQuestions, sheetQuestionOf } from '../trainings/attempt-reads';
import { getClassTraining } from '../trainings/training-policy';

export async function previewTraining(
  db: Db,
  user: SessionUser,
  classId: number,
  trainingId: number,
  language: TLanguageUse,
): Promise<TSpeakingPreview> {
  const terms = await getClassTraining(db, user, classId, trainingId);
  const questions = await loadQuestions(db, trainingId);
  return {
    trainingId,
    classId,
    kind: terms.training.kind,
    title: terms.training.title[language],
    intro: terms.training.intro[language],
    // As a student sees it: spoken scripts whole, right answers of any other type left out.
    questions: questions.map(sheetQuestionOf),
  };
}
