/**
 * When the last line of a dub is recorded, the finished dub is mixed and kept as the answer's
 * result (a stored mp4); a newer recording of any line mixes it again.
 */
import { ZDubContent } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { attemptAnswers, type trainingQuestions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { type FileStorage, withLocalFiles } from '../../platform/storage';
import { withEngine } from '../assistant/engine-errors';
import type { AssistantEngines } from '../assistant/engines';
import { latestRecordings } from '../spoken-answers/points';
import { mixDub } from './dub';

export async function finishDubWhenComplete(
  db: Db,
  storage: FileStorage,
  engines: AssistantEngines,
  attemptId: number,
  question: typeof trainingQuestions.$inferSelect,
): Promise<string | null> {
  const content = ZDubContent.parse(question.content);
  const recordings = await latestRecordings(db, attemptId, question.id);
  const lines = content.lines.map((l, i) => ({ start: l.start, recording: recordings.find((r) => r.line === i) }));
  if (lines.some((l) => !l.recording)) return null;
  const bytes = await withLocalFiles(
    storage,
    [content.videoUrl, ...lines.map((l) => l.recording?.fileUrl ?? '')],
    ([video = '', ...recorded]) =>
      withEngine(() =>
        mixDub(
          engines,
          video,
          content.durationSeconds,
          lines.map((l, i) => ({ start: l.start, file: recorded[i] ?? '' })),
        ),
      ),
  );
  const url = await storage.save(bytes, 'mp4');
  const [row] = await db
    .select()
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, question.id)));
  if (!row) return null;
  await db
    .update(attemptAnswers)
    .set({ answer: { ...row.answer, result: url }, updatedAt: new Date() })
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, question.id)));
  return url;
}
