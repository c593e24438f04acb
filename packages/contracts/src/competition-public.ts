/**
 * The competition's public side (issue 20 item 3): registration for a public competition
 * (/contest_registration and its phone variant) with the entrant's real name and ID number, the
 * entrant's enrolment information, the public competitions to choose from, and find my score
 * by competition, name and ID number (rate limited as find my certificate).
 */
import { z } from 'zod';
import { ZIdNumber } from './certificates';
import { ZCompetitionMain, ZPeriodSummary } from './competitions';
import { ZId } from './fields';
import { ZMobile } from './users';

export const REAL_NAME_MAX = 40;

export const ZRegisterRequest = z.object({
  abilityCompId: ZId,
  name: z.string().trim().min(1).max(REAL_NAME_MAX),
  idNumber: ZIdNumber,
  mobile: ZMobile,
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZRegistration = z.object({
  abilityCompId: z.number().int(),
  competitionName: z.string(),
  name: z.string(),
  /** Only the last four characters of the ID number ever leave the server. */
  idNumberTail: z.string(),
  mobile: z.string(),
  registeredAt: z.string(),
});
export type TRegistration = z.infer<typeof ZRegistration>;

export const ZPublicCompetition = z.object({
  abilityCompId: z.number().int(),
  abilityCompName: z.string(),
  schoolName: z.string(),
});
export type TPublicCompetition = z.infer<typeof ZPublicCompetition>;

export const ZFindScoreRequest = z.object({
  abilityCompId: ZId,
  name: z.string().trim().min(1).max(REAL_NAME_MAX),
  idNumber: ZIdNumber,
});

export const ZScoreResult = z.object({
  periodName: z.string(),
  stage: z.string(),
  score: z.number(),
  fullMark: z.number(),
  rank: z.number().int(),
  entrants: z.number().int(),
  timeUsedSeconds: z.number().int(),
  publishedAt: z.string(),
});
export const ZFoundScore = z.object({
  competitionName: z.string(),
  name: z.string(),
  results: z.array(ZScoreResult),
});
export type TFoundScore = z.infer<typeof ZFoundScore>;

/** The public page of a competition (/competition?id=N): its main fields and its periods' schedule. */
export const ZPublicCompetitionPage = z.object({
  main: ZCompetitionMain.omit({ commitment: true, letterOfCommitmentUrl: true }),
  periods: z.array(
    ZPeriodSummary.pick({
      periodId: true,
      stage: true,
      name: true,
      opensAt: true,
      closesAt: true,
      timeLimitMinutes: true,
      published: true,
    }),
  ),
});
export type TPublicCompetitionPage = z.infer<typeof ZPublicCompetitionPage>;

export const ZScoreboardRequest = z.object({ abilityCompId: ZId, periodId: ZId.optional() });

/** One place on the public scoreboard: never an ID number, a mobile or an account id; the name masked. */
export const ZScoreboardRow = z.object({
  rank: z.number().int(),
  maskedName: z.string(),
  schoolName: z.string(),
  score: z.number(),
  fullMark: z.number(),
  timeUsedSeconds: z.number().int(),
});
export type TScoreboardRow = z.infer<typeof ZScoreboardRow>;

/** /compscore: a public competition's period, ranked live until its results are published. */
export const ZScoreboard = z.object({
  abilityCompId: z.number().int(),
  competitionName: z.string(),
  logoUrl: z.string(),
  periods: ZPublicCompetitionPage.shape.periods,
  periodId: z.number().int().nullable(),
  published: z.boolean(),
  /** Entrants sitting the round now, and those who handed in. */
  sitting: z.number().int(),
  finished: z.number().int(),
  rows: z.array(ZScoreboardRow),
  /** The server's time when the standing was read (the page's clock follows it). */
  asOf: z.string(),
});
export type TScoreboard = z.infer<typeof ZScoreboard>;

/** The scoreboard shows this many places (a leaderboard, not a results list). */
export const SCOREBOARD_ROWS = 100;

/**
 * A name as Chinese public lists print it: the first and last characters kept, the middle masked
 * (张*明, 欧阳**; two characters: 王*); a Latin name keeps each word's initial (J*** S****).
 */
export function maskName(name: string): string {
  const trimmed = name.trim();
  if (/^[\p{Script=Latin}\s'.-]+$/u.test(trimmed)) {
    return trimmed
      .split(/\s+/)
      .map((w) => (w.length <= 1 ? w : `${w[0]}${'*'.repeat(w.length - 1)}`))
      .join(' ');
  }
  const chars = [...trimmed];
  if (chars.length <= 1) return trimmed;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
