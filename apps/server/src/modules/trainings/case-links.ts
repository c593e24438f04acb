/**
 * A comprehensive case's links (kind multiple, issue 16): the case is worked link by link, so a
 * task of a later link is answered only once every task of the links before it is, and the case is
 * submitted only when every task is answered. The rules read the attempt's saved answers with the
 * question types' own "answered" rule, the one the answer sheet shows.
 */
import { isAnswered, type TCaseLink, type TLanguageUse, type TStoredCaseLink } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { attemptAnswers, excellentAnswers } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { QuestionRow } from './attempt-reads';

export const caseLinksOf = (links: readonly TStoredCaseLink[], language: TLanguageUse): TCaseLink[] =>
  links.map((l, index) => ({ index, title: l.title[language], brief: l.brief[language] }));

/** The links (from 0) that still have a task without an answer, in order. */
export function unfinishedLinks(
  questions: readonly Pick<QuestionRow, 'id' | 'subjectType' | 'link'>[],
  answers: ReadonlyMap<number, unknown>,
): number[] {
  const open = new Set<number>();
  for (const q of questions) {
    if (q.link === null) continue;
    const answer = answers.get(q.id);
    if (!isAnswered(q.subjectType, (answer ?? {}) as Parameters<typeof isAnswered>[1])) open.add(q.link);
  }
  return [...open].sort((a, b) => a - b);
}

async function savedAnswers(db: Queryable, attemptId: number): Promise<Map<number, unknown>> {
  const rows = await db
    .select({ questionId: attemptAnswers.questionId, answer: attemptAnswers.answer })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId));
  return new Map(rows.map((r) => [r.questionId, r.answer]));
}

/** A task of link n is answered only when links 0..n-1 are done (409 naming the first link left). */
export async function assertLinkOpen(
  db: Queryable,
  attemptId: number,
  questions: readonly QuestionRow[],
  question: QuestionRow,
): Promise<void> {
  const link = question.link;
  if (link === null || link === 0) return;
  const before = questions.filter((q) => q.link !== null && q.link < link);
  const [first] = unfinishedLinks(before, await savedAnswers(db, attemptId));
  if (first !== undefined) throw conflict('caseLinkLocked', { n: first + 1 });
}

/** A comprehensive case is submitted with every task of every link answered (409 listing the links left). */
export async function assertCaseComplete(
  db: Queryable,
  attemptId: number,
  questions: readonly QuestionRow[],
): Promise<void> {
  if (!questions.some((q) => q.link !== null)) return;
  const open = unfinishedLinks(questions, await savedAnswers(db, attemptId));
  if (open.length > 0) throw conflict('caseUnfinished', { list: open.map((i) => i + 1).join(', ') });
}

/** The questions of an attempt its teacher chose as excellent cases. */
export async function excellentQuestionIds(db: Queryable, attemptId: number): Promise<Set<number>> {
  const rows = await db
    .select({ questionId: excellentAnswers.questionId })
    .from(excellentAnswers)
    .where(eq(excellentAnswers.attemptId, attemptId));
  return new Set(rows.map((r) => r.questionId));
}
