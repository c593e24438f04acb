/**
 * The strengthen drills (sentencesStrengthen, paragraphsStrengthen): the sentences or paragraphs
 * of the class's trainings whose latest reading by this student scored yellow or red, weakest
 * first, each with that reading's per-word colours; the student practises them again in their
 * training.
 */
import {
  QuestionTypeCodes as C,
  STRENGTHEN_BELOW,
  stripMarkup,
  type TLanguageUse,
  type TWeakItem,
  ZOralContent,
} from '@lingua/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { speechRecordings, trainingAttempts, trainingQuestions, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { presentRecording } from '../spoken-answers/present';

export async function weakItems(
  db: Db,
  student: SessionUser,
  classId: number,
  level: 'sentence' | 'paragraph',
  language: TLanguageUse,
): Promise<TWeakItem[]> {
  await getReadableClass(db, student, classId);
  const type = level === 'sentence' ? C.repeatSentence : C.readAloud;
  const rows = await db
    .select({ recording: speechRecordings, question: trainingQuestions, training: trainings })
    .from(speechRecordings)
    .innerJoin(trainingAttempts, eq(trainingAttempts.id, speechRecordings.attemptId))
    .innerJoin(trainingQuestions, eq(trainingQuestions.id, speechRecordings.questionId))
    .innerJoin(trainings, eq(trainings.id, trainingQuestions.trainingId))
    .where(
      and(
        eq(trainingAttempts.classId, classId),
        eq(trainingAttempts.studentId, student.userId),
        eq(trainingQuestions.subjectType, type),
        eq(speechRecordings.status, 'done'),
      ),
    )
    .orderBy(desc(speechRecordings.id))
    .limit(500);
  const seen = new Set<number>();
  const items: TWeakItem[] = [];
  for (const r of rows) {
    if (seen.has(r.question.id)) continue;
    seen.add(r.question.id);
    if ((r.recording.result?.overall ?? 0) > STRENGTHEN_BELOW) continue;
    const content = ZOralContent.safeParse(r.question.content);
    items.push({
      trainingId: r.training.id,
      kind: r.training.kind,
      title: r.training.title[language],
      questionId: r.question.id,
      text: content.success ? stripMarkup(content.data.text) : '',
      recording: presentRecording(r.recording),
    });
  }
  return items.sort((a, b) => (a.recording.result?.overall ?? 0) - (b.recording.result?.overall ?? 0));
}
