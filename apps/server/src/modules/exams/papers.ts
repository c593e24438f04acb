/**
 * Test papers (part 1 §3: title, time, number of questions, score) built from the question bank
 * (the trainings' questions the school may use: platform content and its own imports), by hand or
 * by rule (a random draw per question type, in several variants), and previewed as students see them.
 */
import {
  studentContent,
  type TBankQuestionItem,
  type TCreatePaperRequest,
  type TDifficulty,
  type TExamQuestion,
  type TLanguageUse,
  type TPaperPreview,
  type TPaperRuleItem,
  type TPaperSummary,
  type ZCreatePaperRequest,
} from '@lingua/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { examPaperQuestions, examPapers, exams, trainingQuestions, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { rowCache } from '../../platform/row-caches';
import { trainingPolicy } from '../trainings/training-policy';
import type { PaperRow } from './exam-access';
import { getReadablePaper } from './exam-policy';

type QuestionRow = typeof trainingQuestions.$inferSelect;
const round = (n: number) => Math.round(n * 100) / 100;

export async function listBankQuestions(
  db: Db,
  user: SessionUser,
  filter: { subjectType?: number; difficulty?: number },
  language: TLanguageUse,
): Promise<TBankQuestionItem[]> {
  const rows = await db
    .select({ q: trainingQuestions, title: trainings.title })
    .from(trainingQuestions)
    .innerJoin(trainings, eq(trainings.id, trainingQuestions.trainingId))
    .where(
      and(
        trainingPolicy.read(user),
        filter.subjectType === undefined ? undefined : eq(trainingQuestions.subjectType, filter.subjectType),
        filter.difficulty === undefined ? undefined : eq(trainingQuestions.difficulty, filter.difficulty),
      ),
    )
    .orderBy(asc(trainingQuestions.trainingId), asc(trainingQuestions.sort))
    .limit(1000);
  return rows.map((r) => ({
    questionId: r.q.id,
    subjectType: r.q.subjectType,
    difficulty: (r.q.difficulty as TDifficulty) ?? 2,
    stem: r.q.stem,
    fullMark: r.q.fullMark,
    trainingTitle: r.title[language],
  }));
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** How exams use a paper: live exams giving it, and whether any exam (even a deleted one) ever did. */
export interface PaperUsage {
  examCount: number;
  used: boolean;
}
const UNUSED: PaperUsage = { examCount: 0, used: false };

export function presentPaper(p: PaperRow, usage: PaperUsage = UNUSED): TPaperSummary {
  return {
    paperId: p.id,
    title: p.title,
    timeMinutes: p.timeMinutes,
    questionCount: p.questionCount,
    fullMark: p.fullMark,
    variants: p.variants,
    source: p.source,
    rule: p.rule ?? null,
    createdAt: p.createdAt.toISOString(),
    examCount: usage.examCount,
    questionsLocked: usage.used,
  };
}

export async function paperUsage(db: Db, paperIds: number[]): Promise<Map<number, PaperUsage>> {
  if (paperIds.length === 0) return new Map();
  const rows = await db
    .select({
      paperId: exams.paperId,
      live: sql<number>`count(*) filter (where ${exams.deletedAt} is null)`.mapWith(Number),
    })
    .from(exams)
    .where(inArray(exams.paperId, paperIds))
    .groupBy(exams.paperId);
  return new Map(rows.map((r) => [r.paperId, { examCount: r.live, used: true }]));
}

/**
 * The questions of each variant: the hand-picked list, or a fresh random draw by the rule (per
 * line: a type, optionally a difficulty, a count). Within a variant no question is drawn twice,
 * even when two lines overlap (all choice questions, and hard choice questions).
 */
export async function drawVariants(
  db: Db,
  teacher: SessionUser,
  input: { questionIds: number[]; rule: TPaperRuleItem[]; variants: number },
): Promise<QuestionRow[][]> {
  if (input.questionIds.length > 0) {
    const rows = await db
      .select({ q: trainingQuestions })
      .from(trainingQuestions)
      .innerJoin(trainings, eq(trainings.id, trainingQuestions.trainingId))
      .where(and(inArray(trainingQuestions.id, input.questionIds), trainingPolicy.read(teacher)));
    const byId = new Map(rows.map((r) => [r.q.id, r.q]));
    if (byId.size !== new Set(input.questionIds).size) throw notFound();
    return [[...new Set(input.questionIds)].map((id) => byId.get(id) as QuestionRow)];
  }
  const types = [...new Set(input.rule.map((item) => item.subjectType))];
  const rows = await db
    .select({ q: trainingQuestions })
    .from(trainingQuestions)
    .innerJoin(trainings, eq(trainings.id, trainingQuestions.trainingId))
    .where(and(inArray(trainingQuestions.subjectType, types), trainingPolicy.read(teacher)));
  const pool = rows.map((r) => r.q);
  const fits = (q: QuestionRow, item: TPaperRuleItem) =>
    q.subjectType === item.subjectType && (item.difficulty === undefined || q.difficulty === item.difficulty);
  // Lines with a difficulty draw first, so a line of "any" difficulty cannot take what they need.
  const lines = input.rule
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Number(b.item.difficulty !== undefined) - Number(a.item.difficulty !== undefined));
  return Array.from({ length: input.variants }, () => {
    const used = new Set<number>();
    const drawn = new Map<number, QuestionRow[]>();
    for (const { item, index } of lines) {
      const candidates = pool.filter((q) => fits(q, item) && !used.has(q.id));
      if (candidates.length < item.count) throw badRequest('examPaperEmpty', 'rule');
      const picked = shuffled(candidates).slice(0, item.count);
      for (const q of picked) used.add(q.id);
      drawn.set(index, picked);
    }
    // The paper keeps the rule's order.
    return input.rule.flatMap((_, index) => drawn.get(index) ?? []);
  });
}

/** What a paper's row says about its questions: count and mark (the first variant names the paper). */
export function paperShape(variants: QuestionRow[][], isRule: boolean, rule: TPaperRuleItem[]) {
  const first = variants[0] ?? [];
  return {
    source: isRule ? ('rule' as const) : ('manual' as const),
    rule: isRule ? rule : null,
    variants: variants.length,
    questionCount: first.length,
    // Variants of a rule draw the same counts per type; their marks may differ slightly.
    fullMark: round(first.reduce((s, q) => s + q.fullMark, 0)),
  };
}

export function paperQuestionRows(paperId: number, variants: QuestionRow[][]) {
  return variants.flatMap((qs, variant) => qs.map((q, sort) => ({ paperId, variant, sort, questionId: q.id })));
}

export async function createPaper(
  db: Db,
  teacher: SessionUser,
  input: z.output<typeof ZCreatePaperRequest>,
): Promise<TPaperSummary> {
  const isRule = input.questionIds.length === 0;
  const variants = await drawVariants(db, teacher, input);
  return db.transaction(async (tx) => {
    const [paper] = await tx
      .insert(examPapers)
      .values({
        schoolId: teacher.schoolId,
        teacherId: teacher.userId,
        title: input.title,
        timeMinutes: input.timeMinutes,
        ...paperShape(variants, isRule, input.rule),
      })
      .returning();
    if (!paper) throw notFound();
    await tx.insert(examPaperQuestions).values(paperQuestionRows(paper.id, variants));
    return presentPaper(paper);
  });
}

/** The teacher's own papers (also a manager's: the list is "my papers"; a colleague's opens from its exam). */
export async function listPapers(db: Db, teacher: SessionUser): Promise<TPaperSummary[]> {
  const rows = await db
    .select()
    .from(examPapers)
    .where(
      and(
        eq(examPapers.schoolId, teacher.schoolId),
        eq(examPapers.teacherId, teacher.userId),
        isNull(examPapers.deletedAt),
      ),
    )
    .orderBy(desc(examPapers.id));
  const usage = await paperUsage(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => presentPaper(p, usage.get(p.id)));
}

/** The questions of one variant, in paper order, with their full content (server side only). */
export async function paperQuestions(db: Db, paperId: number, variant: number): Promise<QuestionRow[]> {
  const rows = await db
    .select({ q: trainingQuestions })
    .from(examPaperQuestions)
    .innerJoin(trainingQuestions, eq(trainingQuestions.id, examPaperQuestions.questionId))
    .where(and(eq(examPaperQuestions.paperId, paperId), eq(examPaperQuestions.variant, variant)))
    .orderBy(asc(examPaperQuestions.sort));
  return rows.map((r) => r.q);
}

/**
 * The same, from a per-instance cache: a paper's questions never change once an exam has used it
 * (paper-editing.ts refuses), and only an exam's start or save fills this cache, so the
 * start and save paths (the exam-start storm) read them without a query.
 */
const paperCache = rowCache(new Map<string, Promise<QuestionRow[]>>());
export function cachedPaperQuestions(db: Db, paperId: number, variant: number): Promise<QuestionRow[]> {
  const key = `${paperId}:${variant}`;
  let hit = paperCache.get(key);
  if (!hit) {
    if (paperCache.size > 1000) paperCache.clear();
    hit = paperQuestions(db, paperId, variant);
    // A failed read is not kept.
    hit.catch(() => paperCache.delete(key));
    paperCache.set(key, hit);
  }
  return hit;
}

/** Forgets a paper's questions (every variant) in this instance. */
export function dropCachedPaperQuestions(paperId: number): void {
  for (const key of paperCache.keys()) if (key.startsWith(`${paperId}:`)) paperCache.delete(key);
}

/** What a student sees of a question: the type's student content, never the right answers. */
export function presentQuestion(q: QuestionRow, sort: number): TExamQuestion {
  return {
    questionId: q.id,
    sort,
    subject_type: q.subjectType,
    stem: q.stem,
    fullMark: q.fullMark,
    content: studentContent({ subject_type: q.subjectType, content: q.content }),
  };
}

export async function previewPaper(
  db: Db,
  teacher: SessionUser,
  paperId: number,
  variant: number,
): Promise<TPaperPreview> {
  const paper = await getReadablePaper(db, teacher, paperId);
  if (variant >= paper.variants) throw notFound();
  const qs = await paperQuestions(db, paperId, variant);
  const usage = await paperUsage(db, [paperId]);
  return { ...presentPaper(paper, usage.get(paperId)), variant, questions: qs.map((q, i) => presentQuestion(q, i)) };
}

export type { TCreatePaperRequest };
