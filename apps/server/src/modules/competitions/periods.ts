/**
 * A competition's periods (competitionPeriod): each is an exam of the exam engine in the
 * competition's class, with a round's stricter terms: one attempt, the questions shuffled, the
 * answers' details hidden until the organiser publishes. The engine keeps its guarantees (server
 * clock, autosave, idempotent submit, auto-submit, invigilation board, face check).
 */
import type { TPeriodSummary, ZPeriodSaveRequest } from '@lingua/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { competitionPeriods, competitionResults, examPapers, exams } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { createExam } from '../exams/exam-create';
import { updateExam } from '../exams/exam-editing';
import { getChangeableCompetition, getPeriod } from './competition-policy';

type PeriodInput = z.output<typeof ZPeriodSaveRequest>;

/** The exam terms of a round. */
function roundTerms(input: PeriodInput, competitionName: string) {
  return {
    paperId: input.paperId,
    title: `${competitionName} · ${input.name}`.slice(0, 100),
    mode: 0 as const,
    opensAt: input.opensAt,
    closesAt: input.closesAt,
    timeLimitMinutes: input.timeLimitMinutes,
    maxAttempts: 1,
    shuffle: true,
    showDetails: false,
    faceCheck: input.faceCheck,
  };
}

export async function listPeriods(
  db: Queryable,
  competitionId: number,
  periodIds?: number[],
): Promise<TPeriodSummary[]> {
  const rows = await db
    .select({ period: competitionPeriods, exam: exams, paper: examPapers })
    .from(competitionPeriods)
    .innerJoin(exams, eq(exams.id, competitionPeriods.examId))
    .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
    .where(periodIds ? inArray(competitionPeriods.id, periodIds) : eq(competitionPeriods.competitionId, competitionId))
    .orderBy(asc(exams.opensAt), asc(competitionPeriods.id));
  if (rows.length === 0) return [];
  const published = new Set(
    (
      await db
        .selectDistinct({ periodId: competitionResults.periodId })
        .from(competitionResults)
        .where(
          inArray(
            competitionResults.periodId,
            rows.map((r) => r.period.id),
          ),
        )
    ).map((r) => r.periodId),
  );
  return rows.map(({ period, exam, paper }) => ({
    periodId: period.id,
    stage: period.stage,
    name: period.name,
    examId: exam.id,
    paperId: exam.paperId,
    opensAt: exam.opensAt.toISOString(),
    closesAt: exam.closesAt.toISOString(),
    timeLimitMinutes: exam.timeLimitMinutes,
    faceCheck: exam.faceCheck,
    questionCount: paper.questionCount,
    fullMark: paper.fullMark,
    published: published.has(period.id),
  }));
}

export async function presentPeriod(db: Queryable, periodId: number, competitionId: number): Promise<TPeriodSummary> {
  const [one] = await listPeriods(db, competitionId, [periodId]);
  if (!one) throw new Error(`period ${periodId} not found`);
  return one;
}

export async function savePeriod(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: PeriodInput,
): Promise<TPeriodSummary> {
  const competition = await getChangeableCompetition(db, user, input.abilityCompId);
  const terms = roundTerms(input, competition.name);
  if (input.periodId) {
    const { period } = await getPeriod(db, user, input.periodId, true);
    // A period of another competition is not this one's: as if it did not exist.
    if (period.competitionId !== competition.id) throw notFound();
    // The engine refuses a changed paper or start once someone has started (examStartedNoEdit).
    await updateExam(db, hub, user, { examId: period.examId, ...terms });
    await db
      .update(competitionPeriods)
      .set({ stage: input.stage, name: input.name })
      .where(eq(competitionPeriods.id, period.id));
    return presentPeriod(db, period.id, competition.id);
  }
  const { examIds } = await createExam(db, user, { ...terms, classIds: [competition.classId], accommodations: [] });
  const examId = examIds[0] as number;
  const [row] = await db
    .insert(competitionPeriods)
    .values({ competitionId: competition.id, stage: input.stage, name: input.name, examId })
    .returning({ id: competitionPeriods.id });
  if (!row) throw new Error('period not created');
  return presentPeriod(db, row.id, competition.id);
}
