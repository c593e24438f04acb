/**
 * Writing a training and its questions: the seed's platform trainings and a school's question-bank
 * import both come through here, so every question's content is checked against its type.
 */
import { checkQuestionContent, type TTrainingSeed, ZTrainingSeed } from '@lingua/contracts';
import { trainingQuestions, trainings } from '../../db/schema';
import type { Queryable } from '../../platform/database';

/** Writes one training and its questions; the content of every question is checked against its type. */
export async function insertTraining(db: Queryable, seed: TTrainingSeed, schoolId: number | null = null) {
  const parsed = ZTrainingSeed.parse(seed);
  for (const [i, q] of parsed.questions.entries()) {
    const issue = checkQuestionContent({ subject_type: q.subject_type, content: q.content });
    if (issue) throw new Error(`training ${parsed.key} question ${i + 1}: ${issue}`);
  }
  const [training] = await db
    .insert(trainings)
    .values({
      schoolId,
      key: parsed.key,
      kind: parsed.kind,
      title: parsed.title,
      intro: parsed.intro,
      background: parsed.background,
      settings: parsed.settings,
    })
    .returning();
  if (!training) throw new Error('training insert returned nothing');
  const questions = await db
    .insert(trainingQuestions)
    .values(
      parsed.questions.map((q, sort) => ({
        trainingId: training.id,
        sort,
        subjectType: q.subject_type,
        stem: q.stem,
        fullMark: q.fullMark,
        analysis: q.analysis,
        content: q.content,
        difficulty: q.difficulty ?? parsed.difficulty,
      })),
    )
    .returning();
  return { training, questions };
}
