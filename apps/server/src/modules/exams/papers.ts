/**
 * Test papers (part 1 §3: title, time, number of questions, score) built from the question bank
 * (the trainings' questions the school may use: platform content and its own imports), by hand or
 * by rule (a random draw per question type, in several variants), and previewed as students see them.
 */
import {
  studentContent,
  type TBankQuestionItem,
  type TCreatePaperRequest,
  type TExamQuestion,
  type TLanguageUse,
  type TPaperPreview,
  type TPaperSummary,
  type ZCreatePaperRequest,
} from '@lingua/contracts';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { examPaperQuestions, examPapers, trainingQuestions, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import type { PaperRow } from './exam-access';

type QuestionRow = typeof trainingQuestions.$inferSelect;
const round = (n: number) => Math.round(n * 100) / 100;

const bankScope = (user: SessionUser) => or(isNull(trainings.schoolId), eq(trainings.schoolId, user.schoolId));

export async function listBankQuestions(
  db: Db,
  user: SessionUser,
  subjectType: number | undefined,
  language: TLanguageUse,
): Promise<TBankQuestionItem[]> {
  const rows = await db
    .select({ q: trainingQuestions, title: trainings.title })
    .from(trainingQuestions)
    .innerJoin(trainings, eq(trainings.id, trainingQuestions.trainingId))
    .where(and(bankScope(user), subjectType === undefined ? undefined : eq(trainingQuestions.subjectType, subjectType)))
    .orderBy(asc(trainingQuestions.trainingId), asc(trainingQuestions.sort))
    .limit(1000);
  return rows.map((r) => ({
    questionId: r.q.id,
    subjectType: r.q.subjectType,
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

export function presentPaper(p: PaperRow): TPaperSummary {
  return {
    paperId: p.id,
    title: p.title,
    timeMinutes: p.timeMinutes,
    questionCount: p.questionCount,
    fullMark: p.fullMark,
    variants: p.variants,
    source: p.source,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function createPaper(
  db: Db,
  teacher: SessionUser,
  input: z.output<typeof ZCreatePaperRequest>,
): Promise<TPaperSummary> {
  const isRule = input.questionIds.length === 0;
  let variants: QuestionRow[][];
  if (!isRule) {
    const rows = await db
      .select({ q: trainingQuestions })
      .from(trainingQuestions)
      .innerJoin(trainings, eq(trainings.id, trainingQuestions.trainingId))
      .where(and(inArray(trainingQuestions.id, input.questionIds), bankScope(teacher)));
    const byId = new Map(rows.map((r) => [r.q.id, r.q]));
    if (byId.size !== new Set(input.questionIds).size) throw notFound();
    variants = [[...new Set(input.questionIds)].map((id) => byId.get(id) as QuestionRow)];
  } else {
    const pools = new Map<number, QuestionRow[]>();
    for (const item of input.rule) {
      const rows = await db
        .select({ q: trainingQuestions })
        .from(trainingQuestions)
        .innerJoin(trainings, eq(trainings.id, trainingQuestions.trainingId))
        .where(and(eq(trainingQuestions.subjectType, item.subjectType), bankScope(teacher)));
      if (rows.length < item.count) throw badRequest('examPaperEmpty', 'rule');
      pools.set(
        item.subjectType,
        rows.map((r) => r.q),
      );
    }
    variants = Array.from({ length: input.variants }, () =>
      input.rule.flatMap((item) => shuffled(pools.get(item.subjectType) ?? []).slice(0, item.count)),
    );
  }
  const first = variants[0] ?? [];
  return db.transaction(async (tx) => {
    const [paper] = await tx
      .insert(examPapers)
      .values({
        schoolId: teacher.schoolId,
        teacherId: teacher.userId,
        title: input.title,
        timeMinutes: input.timeMinutes,
        source: isRule ? 'rule' : 'manual',
        variants: variants.length,
        questionCount: first.length,
        // Variants of a rule draw the same counts per type; their marks may differ slightly, the first one names the paper.
        fullMark: round(first.reduce((s, q) => s + q.fullMark, 0)),
      })
      .returning();
    if (!paper) throw notFound();
    await tx
      .insert(examPaperQuestions)
      .values(
        variants.flatMap((qs, variant) =>
          qs.map((q, sort) => ({ paperId: paper.id, variant, sort, questionId: q.id })),
        ),
      );
    return presentPaper(paper);
  });
}

export async function listPapers(db: Db, teacher: SessionUser): Promise<TPaperSummary[]> {
  const rows = await db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.schoolId, teacher.schoolId), eq(examPapers.teacherId, teacher.userId)))
    .orderBy(desc(examPapers.id));
  return rows.map(presentPaper);
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
 * The same, from a per-instance cache: a paper's questions never change after creation, so the
 * start and save paths (the exam-start storm) read them without a query.
 */
const paperCache = new Map<string, Promise<QuestionRow[]>>();
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
  const [paper] = await db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.id, paperId), eq(examPapers.schoolId, teacher.schoolId)));
  if (!paper || variant >= paper.variants) throw notFound();
  const qs = await paperQuestions(db, paperId, variant);
  return { ...presentPaper(paper), variant, questions: qs.map((q, i) => presentQuestion(q, i)) };
}

export type { TCreatePaperRequest };
