/**
 * Editing and deleting papers (who may: paperPolicy.change, the paper's teacher or the school's manager). Title and time may always change. The questions
 * (the hand-picked list, or the rule drawn again) only while no exam has ever used the paper:
 * attempts, saved answers, reports and the start/save cache all point at them. A paper given by a
 * live exam cannot be deleted; a deleted paper leaves the lists but stays for old reports.
 */
import type { TPaperDetail, TPaperSummary, ZUpdatePaperRequest } from '@lingua/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { examPaperQuestions, examPapers } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getChangeablePaper, getReadablePaper } from './exam-policy';
import { drawVariants, paperQuestionRows, paperShape, paperUsage, presentPaper } from './papers';
import { dropPaperQuestions } from './sheet-questions';

async function firstVariantIds(db: Db, paperId: number): Promise<number[]> {
  const rows = await db
    .select({ questionId: examPaperQuestions.questionId })
    .from(examPaperQuestions)
    .where(and(eq(examPaperQuestions.paperId, paperId), eq(examPaperQuestions.variant, 0)))
    .orderBy(asc(examPaperQuestions.sort));
  return rows.map((r) => r.questionId);
}

export async function getPaperDetail(db: Db, teacher: SessionUser, paperId: number): Promise<TPaperDetail> {
  const paper = await getReadablePaper(db, teacher, paperId);
  const usage = await paperUsage(db, [paper.id]);
  const questionIds = paper.source === 'manual' ? await firstVariantIds(db, paper.id) : [];
  return { ...presentPaper(paper, usage.get(paper.id)), questionIds };
}

const sameList = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

export async function updatePaper(
  db: Db,
  teacher: SessionUser,
  input: z.output<typeof ZUpdatePaperRequest>,
): Promise<TPaperSummary> {
  const paper = await getChangeablePaper(db, teacher, input.paperId);
  const isRule = input.questionIds.length === 0;
  const questionsChange = isRule
    ? paper.source !== 'rule' || !sameList(paper.rule ?? [], input.rule) || paper.variants !== input.variants
    : paper.source !== 'manual' || !sameList(await firstVariantIds(db, paper.id), [...new Set(input.questionIds)]);
  const usage = (await paperUsage(db, [paper.id])).get(paper.id);
  if (questionsChange && usage?.used) throw conflict('examPaperQuestionsLocked');
  const variants = questionsChange ? await drawVariants(db, teacher, input) : null;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(examPapers)
      .set({
        title: input.title,
        timeMinutes: input.timeMinutes,
        ...(variants ? paperShape(variants, isRule, input.rule) : {}),
      })
      .where(eq(examPapers.id, paper.id))
      .returning();
    if (variants) {
      await tx.delete(examPaperQuestions).where(eq(examPaperQuestions.paperId, paper.id));
      await tx.insert(examPaperQuestions).values(paperQuestionRows(paper.id, variants));
    }
    return row ?? paper;
  });
  if (variants) dropPaperQuestions(paper.id);
  return presentPaper(updated, usage);
}

export async function deletePaper(db: Db, teacher: SessionUser, paperId: number): Promise<{ paperId: number }> {
  const paper = await getChangeablePaper(db, teacher, paperId);
  const usage = (await paperUsage(db, [paper.id])).get(paper.id);
  if (usage && usage.examCount > 0) throw conflict('examPaperInUse', { count: usage.examCount });
  await db.update(examPapers).set({ deletedAt: new Date() }).where(eq(examPapers.id, paper.id));
  return { paperId: paper.id };
}
