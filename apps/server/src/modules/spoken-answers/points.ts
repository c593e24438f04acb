/**
 * The machine's points of one spoken answer, from the latest recording of each line it expects:
 * scripts (words, sentences, paragraphs, the student's lines of a dialogue) score the mean
 * overall score of those lines against the full mark, an unrecorded line counting nothing; while
 * any of their jobs runs the points are not known yet (null). Free talk is graded by a teacher
 * (null); its machine measures are shown, not counted.
 */
import {
  QuestionTypeCodes as C,
  ScriptedSpokenTypes,
  type TQuestionAnswer,
  ZDialogueContent,
  ZDubContent,
} from '@lingua/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { speechRecordings, type trainingQuestions } from '../../db/schema';
import type { Queryable } from '../../platform/database';

type QuestionRow = typeof trainingQuestions.$inferSelect;
export type RecordingRow = typeof speechRecordings.$inferSelect;

/** The lines a spoken answer must record: a dialogue's lines of the chosen role, otherwise line 0. */
export function expectedLines(subjectType: number, content: unknown, answer: TQuestionAnswer): number[] {
  if (subjectType === C.dub) {
    const dub = ZDubContent.safeParse(content);
    return dub.success ? dub.data.lines.map((_, i) => i) : [];
  }
  if (subjectType !== C.dialogue) return [0];
  const parsed = ZDialogueContent.safeParse(content);
  if (!parsed.success || typeof answer.stu_answer !== 'string') return [];
  const role = answer.stu_answer;
  return parsed.data.lines.flatMap((l, i) => (l.role === role ? [i] : []));
}

/** The latest recording of each line of one answer. */
export async function latestRecordings(db: Queryable, attemptId: number, questionId?: number): Promise<RecordingRow[]> {
  const rows = await db
    .select()
    .from(speechRecordings)
    .where(
      and(
        eq(speechRecordings.attemptId, attemptId),
        eq(speechRecordings.replaced, 0),
        questionId === undefined ? undefined : eq(speechRecordings.questionId, questionId),
      ),
    )
    .orderBy(desc(speechRecordings.id));
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.questionId}:${r.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function machinePoints(
  question: Pick<QuestionRow, 'subjectType' | 'content' | 'fullMark'>,
  answer: TQuestionAnswer,
  recordings: RecordingRow[],
): number | null {
  if (!ScriptedSpokenTypes.includes(question.subjectType)) return null;
  const lines = expectedLines(question.subjectType, question.content, answer);
  if (lines.length === 0) return 0;
  let sum = 0;
  for (const line of lines) {
    const r = recordings.find((x) => x.line === line);
    if (!r) continue;
    if (r.status === 'queued' || r.status === 'processing') return null;
    sum += r.status === 'done' ? (r.result?.overall ?? 0) : 0;
  }
  return Math.round(((question.fullMark * sum) / (100 * lines.length)) * 100) / 100;
}

export async function spokenPoints(
  db: Queryable,
  attemptId: number,
  question: QuestionRow,
  answer: TQuestionAnswer,
): Promise<{ points: number | null }> {
  const recordings = await latestRecordings(db, attemptId, question.id);
  return { points: machinePoints(question, answer, recordings) };
}
