/**
 * Editing one's own training in the pool (issue 18 item 4): a question's text, its analysis in the
 * caller's language, its full mark and, when sent, its whole content checked against its type
 * (edited-content.ts). Only the owner of both the resource and its training may; a platform
 * training or a colleague's is never changed here (copy it first).
 */
import { ResponseCode, type TLanguageUse, type ZPoolQuestionUpdateRequest } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { trainingQuestions, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { checkEditedContent } from './edited-content';
import { own } from './resources';

export async function updateOwnQuestion(
  db: Db,
  user: SessionUser,
  body: z.output<typeof ZPoolQuestionUpdateRequest>,
  language: TLanguageUse,
) {
  const resource = await own(db, user, body.resourceId);
  if (resource.trainingId === null) throw badRequest('poolNotTraining', 'resourceId');
  const [training] = await db.select().from(trainings).where(eq(trainings.id, resource.trainingId));
  if (!training || training.schoolId !== user.schoolId || training.ownerId !== user.userId) {
    throw new AppError(ResponseCode.forbidden, 'poolTrainingNotYours');
  }
  const [question] = await db
    .select()
    .from(trainingQuestions)
    .where(and(eq(trainingQuestions.id, body.questionId), eq(trainingQuestions.trainingId, training.id)));
  if (!question) throw notFound();
  const content =
    body.content === undefined
      ? undefined
      : checkEditedContent(question.subjectType, body.content, question.content, language);
  await db
    .update(trainingQuestions)
    .set({
      stem: body.stem,
      analysis: body.analysis === undefined ? question.analysis : { ...question.analysis, [language]: body.analysis },
      ...(body.fullMark === undefined ? {} : { fullMark: body.fullMark }),
      ...(content === undefined ? {} : { content }),
    })
    .where(eq(trainingQuestions.id, question.id));
  return { questionId: question.id };
}
