/**
 * Competitions (issue 20; part 2 §2.4, §3, §5, §7, §9): the competition main fields, periods run as
 * exams, entries with commitment and withdrawal, the ranking, and the header rules as pure data.
 */
import { z } from 'zod';
import { ZExamStatus } from './exams';
import { ZId } from './fields';
import { ZStoredUrlOrEmpty } from './stored-url';

/** §9: the commitment's sign button waits this long. */
export const COMMITMENT_COUNTDOWN_SECONDS = 15;
/** §5 and §9: a withdrawal reason is at most this long. */
export const WITHDRAWAL_REASON_MAX = 500;
export const COMPETITION_TEXT_MAX = 20_000;

export const CompetitionStages = ['preliminary', 'semiFinal', 'final'] as const;
export const ZCompetitionStage = z.enum(CompetitionStages);
export type TCompetitionStage = z.infer<typeof ZCompetitionStage>;

export const ZCompetitionDownload = z.object({
  name: z.string().trim().min(1).max(100),
  url: ZStoredUrlOrEmpty.refine((u) => u !== '', { message: 'required' }),
});
export type TCompetitionDownload = z.infer<typeof ZCompetitionDownload>;

const flag = z.union([z.literal(0), z.literal(1)]);
const richText = z.string().max(COMPETITION_TEXT_MAX).default('');

/** The organiser's form: create (no abilityCompId) or edit. */
export const ZCompetitionSaveRequest = z.object({
  abilityCompId: ZId.optional(),
  abilityCompName: z.string().trim().min(1).max(100),
  abilityCompLogoUrl: ZStoredUrlOrEmpty.default(''),
  abilityCompBgUrl: ZStoredUrlOrEmpty.default(''),
  intro: richText,
  rules: richText,
  organisation: richText,
  faq: richText,
  commitment: richText,
  downloads: z.array(ZCompetitionDownload).max(20).default([]),
  isPublicCompetition: flag.default(0),
  isOfficial: flag.default(1),
  eligibility: flag.default(1),
  exitControl: flag.default(1),
});
export type TCompetitionSaveRequest = z.input<typeof ZCompetitionSaveRequest>;

export const ZCompetitionIdRequest = z.object({ abilityCompId: ZId });
export const ZPeriodIdRequest = z.object({ periodId: ZId });

/** §3 "Competition main", with the pages the header opens. */
export const ZCompetitionMain = z.object({
  abilityCompId: z.number().int(),
  abilityCompName: z.string(),
  abilityCompLogoUrl: z.string(),
  abilityCompBgUrl: z.string(),
  isPublicCompetition: flag,
  letterOfCommitmentUrl: z.string(),
  isOfficial: flag,
  eligibility: flag,
  exitControl: flag,
  organiserName: z.string(),
  schoolName: z.string(),
  intro: z.string(),
  rules: z.string(),
  organisation: z.string(),
  faq: z.string(),
  commitment: z.string(),
  downloads: z.array(ZCompetitionDownload),
});
export type TCompetitionMain = z.infer<typeof ZCompetitionMain>;

export const ZPeriodSummary = z.object({
  periodId: z.number().int(),
  stage: ZCompetitionStage,
  name: z.string(),
  examId: z.number().int(),
  paperId: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeLimitMinutes: z.number().int(),
  faceCheck: z.boolean(),
  questionCount: z.number().int(),
  fullMark: z.number(),
  /** Results published (competition_results written). */
  published: z.boolean(),
});
export type TPeriodSummary = z.infer<typeof ZPeriodSummary>;

/** The student's standing in a competition. */
export const ZEntryState = z.enum(['none', 'entered', 'committed', 'withdrawn']);
export type TEntryState = z.infer<typeof ZEntryState>;

export const ZStudentPeriod = ZPeriodSummary.extend({
  /** The exam engine's status for this student (notStarted, inProgress, submitted...). */
  status: ZExamStatus,
  attemptId: z.number().int().nullable(),
});

export const ZCompetitionView = z.object({
  main: ZCompetitionMain,
  entry: ZEntryState,
  /** Whether the commitment must be signed before the rounds open (eligibility 1 and official). */
  commitmentRequired: z.boolean(),
  periods: z.array(ZStudentPeriod),
});
export type TCompetitionView = z.infer<typeof ZCompetitionView>;

export const ZCompetitionListItem = z.object({
  abilityCompId: z.number().int(),
  abilityCompName: z.string(),
  abilityCompLogoUrl: z.string(),
  isPublicCompetition: flag,
  isOfficial: flag,
  schoolName: z.string(),
  periodCount: z.number().int(),
  entrants: z.number().int(),
  /** The caller's own entry (students); 'none' for the organiser's list. */
  entry: ZEntryState,
  firstOpensAt: z.string().nullable(),
  lastClosesAt: z.string().nullable(),
});
export type TCompetitionListItem = z.infer<typeof ZCompetitionListItem>;

/** The organiser's detail: the form's values and the periods. */
export const ZCompetitionDetail = z.object({
  main: ZCompetitionMain,
  classId: z.number().int(),
  periods: z.array(ZPeriodSummary),
});
export type TCompetitionDetail = z.infer<typeof ZCompetitionDetail>;

export const ZPeriodSaveRequest = z.object({
  abilityCompId: ZId,
  periodId: ZId.optional(),
  stage: ZCompetitionStage,
  name: z.string().trim().min(1).max(100),
  paperId: ZId,
  opensAt: z.iso.datetime({ offset: true }),
  closesAt: z.iso.datetime({ offset: true }),
  timeLimitMinutes: z.number().int().min(1).max(600),
  faceCheck: z.boolean().default(false),
});
export type TPeriodSaveRequest = z.input<typeof ZPeriodSaveRequest>;

/** §7 withdrawal: stuId is sent empty by the client (the caller withdraws themself). */
export const ZWithdrawalRequest = z.object({
  abilityCompId: ZId,
  stuId: z.union([z.literal(''), z.null()]).optional(),
  reason: z
    .string()
    .trim()
    .min(1, { message: 'withdrawalReasonRequired' })
    .max(WITHDRAWAL_REASON_MAX, { message: 'withdrawalReasonTooLong' }),
});
export type TWithdrawalRequest = z.input<typeof ZWithdrawalRequest>;

export const ZEntryRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  schoolName: z.string(),
  enteredAt: z.string(),
  committedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawalReason: z.string().nullable(),
  /** When the entrant last passed the device check for this competition (examErSieTest). */
  deviceCheckedAt: z.string().nullable(),
});
export type TEntryRow = z.infer<typeof ZEntryRow>;

export const ZRankingRow = z.object({
  rank: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  schoolName: z.string(),
  score: z.number(),
  fullMark: z.number(),
  timeUsedSeconds: z.number().int(),
  attemptId: z.number().int(),
});
export type TRankingRow = z.infer<typeof ZRankingRow>;

export const ZRanking = z.object({
  period: ZPeriodSummary,
  abilityCompId: z.number().int(),
  competitionName: z.string(),
  /** Published: the stored results; otherwise the live standing of the finished attempts. */
  published: z.boolean(),
  rows: z.array(ZRankingRow),
  mine: ZRankingRow.nullable(),
});
export type TRanking = z.infer<typeof ZRanking>;

export const ZCheatingRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  attemptId: z.number().int(),
  state: z.string(),
  locked: z.boolean(),
  focusLosses: z.number().int(),
  screenSwitches: z.number().int(),
  failedFaceChecks: z.number().int(),
  /** The invigilator's actions on this attempt (lock, mark cheating, waive...). */
  actions: z.array(z.object({ action: z.string(), reason: z.string(), at: z.string() })),
});
export type TCheatingRow = z.infer<typeof ZCheatingRow>;

export const ZCentre = z.object({
  entries: z.array(
    z.object({
      abilityCompId: z.number().int(),
      abilityCompName: z.string(),
      entry: ZEntryState,
      results: z.array(
        z.object({
          periodId: z.number().int(),
          periodName: z.string(),
          score: z.number(),
          fullMark: z.number(),
          rank: z.number().int(),
          timeUsedSeconds: z.number().int(),
        }),
      ),
    }),
  ),
});
export type TCentre = z.infer<typeof ZCentre>;

/** One finished attempt as ranking reads it. */
export interface RankCandidate {
  studentId: number;
  score: number;
  timeUsedSeconds: number;
  withdrawn: boolean;
}

/**
 * The ranking: withdrawn entrants leave it; a higher score ranks first and, on equal scores, the
 * shorter time; equal score and time share a rank (1, 1, 3).
 */
export function rankCandidates<T extends RankCandidate>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = rows
    .filter((r) => !r.withdrawn)
    .sort((a, b) => b.score - a.score || a.timeUsedSeconds - b.timeUsedSeconds || a.studentId - b.studentId);
  const ranked: (T & { rank: number })[] = [];
  sorted.forEach((row, i) => {
    const prev = ranked[i - 1];
    const tied = prev && prev.score === row.score && prev.timeUsedSeconds === row.timeUsedSeconds;
    ranked.push({ ...row, rank: tied && prev ? prev.rank : i + 1 });
  });
  return ranked;
}

export interface HeaderContext {
  main: Pick<TCompetitionMain, 'abilityCompId' | 'isPublicCompetition' | 'isOfficial' | 'eligibility' | 'exitControl'>;
  /** Preview: the organiser looking at the student's pages. */
  preview: boolean;
  /** On the competition's sign-in page (before login): no back-home or centre. */
  signingIn: boolean;
}

export interface HeaderItems {
  /** Intro, rules, organisation, FAQ and downloads. */
  information: boolean;
  commitment: boolean;
  withdrawal: boolean;
  backHome: boolean;
  centre: boolean;
}

/** Competitions whose entrants may never withdraw here (the spec's "one specific competition"): none yet. */
export const NO_WITHDRAWAL_COMPETITIONS: readonly number[] = [];

/** Part 2 §2.4's header rules. */
export function competitionHeader({ main, preview, signingIn }: HeaderContext): HeaderItems {
  return {
    information: main.isPublicCompetition === 1 && main.isOfficial === 1,
    commitment: main.eligibility === 1 && main.isOfficial === 1,
    withdrawal: main.exitControl === 1 && !preview && !NO_WITHDRAWAL_COMPETITIONS.includes(main.abilityCompId),
    backHome: !preview && !signingIn,
    centre: !preview && !signingIn,
  };
}

/**
 * One round of a practice (non-official) competition in the organiser's exercise history
 * (/competition/teacher/exerciseHistory): when it ran, who sat it, and its published results.
 */
export const ZExerciseHistoryRow = z.object({
  abilityCompId: z.number().int(),
  abilityCompName: z.string(),
  periodId: z.number().int(),
  periodName: z.string(),
  stage: ZCompetitionStage,
  examId: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  entrants: z.number().int(),
  /** Published results: how many, their average and best score out of fullMark (null before publishing). */
  published: z.boolean(),
  resultCount: z.number().int(),
  averageScore: z.number().nullable(),
  bestScore: z.number().nullable(),
  fullMark: z.number().nullable(),
});
export type TExerciseHistoryRow = z.infer<typeof ZExerciseHistoryRow>;
