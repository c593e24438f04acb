/**
 * Negotiation contests (issue 20 item 5; part 2 §2.1 2_119 and §2.2 /negotiation): teams of a
 * class negotiate a business case as buyer or seller, first against the machine (simulation),
 * then team against team on the platform with a live timer (plaCompetition); teachers of the
 * class judge each team with a rubric (review), and the teacher publishes the ranking.
 */
import { z } from 'zod';
import { ZId } from './fields';
import { ZLocalizedText } from './localized';

export const NEGOTIATION_SIDES = ['seller', 'buyer'] as const;
export const ZNegotiationSide = z.enum(NEGOTIATION_SIDES);
export type TNegotiationSide = z.infer<typeof ZNegotiationSide>;

/** forming → simulation → platform → review → published; each step is the teacher's. */
export const NEGOTIATION_PHASES = ['forming', 'simulation', 'platform', 'review', 'published'] as const;
export const ZNegotiationPhase = z.enum(NEGOTIATION_PHASES);
export type TNegotiationPhase = z.infer<typeof ZNegotiationPhase>;

/** The platform round: the seller opens, then the sides alternate. */
export const firstSpeaker: TNegotiationSide = 'seller';
export const speakerOf = (turnIndex: number): TNegotiationSide => (turnIndex % 2 === 0 ? 'seller' : 'buyer');

export const ZNegotiationCriterion = z.object({
  name: z.string().trim().min(1).max(60),
  max: z.number().int().min(1).max(100),
});
export type TNegotiationCriterion = z.infer<typeof ZNegotiationCriterion>;

export const ZNegotiationCaseSummary = z.object({
  caseKey: z.string(),
  title: ZLocalizedText,
  summary: ZLocalizedText,
});
export type TNegotiationCaseSummary = z.infer<typeof ZNegotiationCaseSummary>;

export const ZContestIdRequest = z.object({ contestId: ZId });
export const ZNegotiationListRequest = z.object({ classId: ZId.optional() });

export const ZCreateNegotiationRequest = z.object({
  classId: ZId,
  caseKey: z.string().trim().min(1).max(60),
  title: z.string().trim().min(1).max(100),
  rubric: z.array(ZNegotiationCriterion).min(1).max(8),
  platformMinutes: z.number().int().min(1).max(120),
  platformTurns: z.number().int().min(2).max(40),
  /** When the platform round is planned (shown in the schedule); the teacher starts it. */
  platformAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type TCreateNegotiationRequest = z.input<typeof ZCreateNegotiationRequest>;

const ZTeamInput = z.object({
  name: z.string().trim().min(1).max(40),
  memberIds: z.array(ZId).min(1).max(10),
});
export const ZFormNegotiationTeamsRequest = z.object({
  contestId: ZId,
  /** Each pairing is one seller team against one buyer team. */
  pairings: z
    .array(z.object({ seller: ZTeamInput, buyer: ZTeamInput }))
    .min(1)
    .max(20),
});
export type TFormNegotiationTeamsRequest = z.input<typeof ZFormNegotiationTeamsRequest>;

export const ZAdvanceNegotiationRequest = z.object({ contestId: ZId, phase: ZNegotiationPhase });

export const ZNegotiationScoreRequest = z.object({
  contestId: ZId,
  teamId: ZId,
  /** One score per rubric criterion, in the rubric's order. */
  scores: z.array(z.number().min(0).max(100)).max(8),
  comment: z.string().trim().max(1000).default(''),
});
export type TNegotiationScoreRequest = z.input<typeof ZNegotiationScoreRequest>;

/** The teachers of the school the contest's organiser invites to judge it (replaces the list). */
export const ZSetNegotiationJudgesRequest = z.object({
  contestId: ZId,
  judgeIds: z.array(ZId).max(20),
});
export type TSetNegotiationJudgesRequest = z.input<typeof ZSetNegotiationJudgesRequest>;

/** A teacher as a judge (invited, or a candidate to invite). */
export const ZNegotiationJudge = z.object({ judgeId: z.number().int(), name: z.string() });
export type TNegotiationJudge = z.infer<typeof ZNegotiationJudge>;

export const ZNegotiationTurnRequest = z.object({
  contestId: ZId,
  text: z.string().trim().min(1).max(1000),
});
export const ZNegotiationLineRequest = z.object({ contestId: ZId, line: z.number().int().min(0).max(100) });

export const ZNegotiationMember = z.object({ studentId: z.number().int(), name: z.string() });
export const ZNegotiationTeam = z.object({
  teamId: z.number().int(),
  name: z.string(),
  side: ZNegotiationSide,
  pairing: z.number().int(),
  members: z.array(ZNegotiationMember),
  simulationDoneAt: z.string().nullable(),
});
export type TNegotiationTeam = z.infer<typeof ZNegotiationTeam>;

export const ZNegotiationTurn = z.object({
  seq: z.number().int(),
  side: ZNegotiationSide,
  /** Who spoke: a team's member, or null for the machine's line. */
  teamId: z.number().int().nullable(),
  authorName: z.string(),
  text: z.string(),
  at: z.string(),
});
export type TNegotiationTurn = z.infer<typeof ZNegotiationTurn>;

export const ZNegotiationMachineLine = z.object({ line: z.number().int(), text: z.string(), note: z.string() });

export const ZNegotiationRankRow = z.object({
  rank: z.number().int(),
  teamId: z.number().int(),
  name: z.string(),
  side: ZNegotiationSide,
  /** Mean over the judges of the criteria's sum; null until a judge scored the team. */
  total: z.number().nullable(),
  judges: z.number().int(),
});
export type TNegotiationRankRow = z.infer<typeof ZNegotiationRankRow>;

export const ZNegotiationBrief = z.object({
  side: ZNegotiationSide,
  role: z.string(),
  brief: z.string(),
  note: z.string(),
});
export type TNegotiationBrief = z.infer<typeof ZNegotiationBrief>;

export const ZNegotiationCaseText = z.object({
  caseKey: z.string(),
  title: z.string(),
  background: z.string(),
  note: z.string(),
});

export const ZNegotiationClock = z.object({
  serverNow: z.string(),
  startedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type TNegotiationClock = z.infer<typeof ZNegotiationClock>;

export const ZJudgeScore = z.object({
  teamId: z.number().int(),
  judgeId: z.number().int(),
  judgeName: z.string(),
  scores: z.array(z.number()),
  total: z.number(),
  comment: z.string(),
  at: z.string(),
});
export type TJudgeScore = z.infer<typeof ZJudgeScore>;

const contestBase = {
  contestId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  title: z.string(),
  phase: ZNegotiationPhase,
  rubric: z.array(ZNegotiationCriterion),
  platformMinutes: z.number().int(),
  platformTurns: z.number().int(),
  platformAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
};

export const ZNegotiationSummary = z.object({
  ...contestBase,
  caseTitle: z.string(),
  teams: z.number().int(),
  /** The caller was invited to judge it (their contests list shows these apart, whatever the class). */
  invited: z.boolean(),
});
export type TNegotiationSummary = z.infer<typeof ZNegotiationSummary>;

/** The teacher's (judge's) whole contest: both briefs, every team's turns and every score. */
export const ZNegotiationDetail = z.object({
  ...contestBase,
  case: ZNegotiationCaseText,
  briefs: z.array(ZNegotiationBrief),
  /** The simulation's machine lines for a team of each side as written (before any branch). */
  machineLines: z.record(ZNegotiationSide, z.array(ZNegotiationMachineLine)),
  /** The machine's lines each team has reached, as its replies led them (the case's branches). */
  simulationLines: z.array(z.object({ teamId: z.number().int(), lines: z.array(ZNegotiationMachineLine) })),
  teams: z.array(ZNegotiationTeam),
  /** The class's students, for pairing the teams. */
  students: z.array(ZNegotiationMember),
  simulationTurns: z.array(ZNegotiationTurn),
  pairingTurns: z.array(ZNegotiationTurn.extend({ pairing: z.number().int() })),
  clock: ZNegotiationClock,
  scores: z.array(ZJudgeScore),
  ranking: z.array(ZNegotiationRankRow),
  /** The teachers the organiser invited to judge (besides the class's staff, who judge anyway). */
  judges: z.array(ZNegotiationJudge),
  /** Whether the caller runs the contest (pairs, moves phases, invites); an invited judge only scores. */
  mayRun: z.boolean(),
});
export type TNegotiationDetail = z.infer<typeof ZNegotiationDetail>;

/** A student's contest: only their own side's brief, their team's simulation and their pairing. */
export const ZNegotiationStudentView = z.object({
  ...contestBase,
  case: ZNegotiationCaseText,
  team: ZNegotiationTeam.nullable(),
  opponent: z.object({ teamId: z.number().int(), name: z.string(), side: ZNegotiationSide }).nullable(),
  brief: ZNegotiationBrief.nullable(),
  simulation: z.object({
    machineRole: z.string(),
    /** The machine's lines the team has reached: line n shows once the team answered n lines. */
    lines: z.array(ZNegotiationMachineLine),
    turns: z.array(ZNegotiationTurn),
    /** The machine's line the team answers next, or null when the simulation is done. */
    nextLine: z.number().int().nullable(),
    lineCount: z.number().int(),
  }),
  platform: z.object({
    turns: z.array(ZNegotiationTurn),
    nextSide: ZNegotiationSide.nullable(),
    clock: ZNegotiationClock,
  }),
  /** Published only: the ranking and the judges' scores and comments of the student's team. */
  ranking: z.array(ZNegotiationRankRow),
  myScores: z.array(ZJudgeScore),
});
export type TNegotiationStudentView = z.infer<typeof ZNegotiationStudentView>;

export const ZNegotiationStudentRow = z.object({
  contestId: z.number().int(),
  title: z.string(),
  className: z.string(),
  phase: ZNegotiationPhase,
  caseTitle: z.string(),
  teamName: z.string().nullable(),
  side: ZNegotiationSide.nullable(),
});

/** The public /negotiation page: published contests only, no member names. */
export const ZPublicNegotiation = z.object({
  contestId: z.number().int(),
  schoolName: z.string(),
  title: z.string(),
  caseTitle: ZLocalizedText,
  platformAt: z.string().nullable(),
  platformStartedAt: z.string().nullable(),
  publishedAt: z.string(),
  teams: z.array(z.object({ name: z.string(), side: ZNegotiationSide, pairing: z.number().int() })),
  ranking: z.array(ZNegotiationRankRow),
});
export type TPublicNegotiation = z.infer<typeof ZPublicNegotiation>;

export const NegotiationEvents = {
  /** A contest changed (phase, teams, a turn, a score): refetch. Sent to the class's room. */
  changed: 'negotiation.changed',
} as const;
