/**
 * Interactive group training (issue 16 item 3). One activity of class A is built once per walk:
 * student A leads team A, the classmate leads team B; it is answering, so phase-bound calls answer
 * the owner 409 (past access). A second one is in review, team A rating team B and B rating A.
 */
import { INTERACTION_TRAININGS } from '@lingua/content';
import type { TActivityDetail, TStudentView } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { trainings } from '../../../db/schema';
import { insertTrainings } from '../../../modules/trainings/insert-training';
import type { World } from '../world';
import { CLASSMATE, classmate, everyTeacher, manager, S, T, type WalkCase } from './shared';

const I = `${T}/interaction`;
const SI = `${S}/interaction`;
const SCENARIOS = "interaction scenarios are the platform's seeded trainings, which every school's staff may read";
const OWN_TEAM =
  "the classmate leads their own team in the same activity: the call acts on their own team (a rating of it is refused by the rating rule's 400)";

interface Setup {
  trainingId: number;
  activityId: number;
  teamA: number;
  teamB: number;
  stageId: number;
  reviewing: number;
  /** Team B of the activity in review. */
  reviewingTeamB: number;
}
const setups = new WeakMap<World, Promise<Setup>>();

async function build(w: World): Promise<Setup> {
  const seed = INTERACTION_TRAININGS[0];
  if (!seed) throw new Error('no scenario');
  const [found] = await w.t.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.key, seed.key));
  const trainingId = found?.id ?? (await insertTrainings(w.t.db, [seed]))[0]?.training.id ?? 0;
  const { teacherA, studentA, classmate: mate } = w.people;
  const activity = async () => {
    const created = await w.ok<TActivityDetail>(teacherA, `${I}/create`, {
      classId: w.classA.id,
      trainingId,
      title: 'Walk',
      rubric: [{ name: 'Task' }],
      reviewsPerAnswer: 1,
    });
    const formed = await w.ok<TActivityDetail>(teacherA, `${I}/formTeams`, {
      activityId: created.activityId,
      mode: 'manual',
      teams: [
        { name: 'A', memberIds: [studentA.id], leaderId: studentA.id },
        { name: 'B', memberIds: [mate.id], leaderId: mate.id },
      ],
    });
    await w.ok(teacherA, `${I}/start`, { activityId: created.activityId });
    return formed;
  };
  const first = await activity();
  const stageId = first.stages[0]?.stageId ?? 0;
  await w.ok(studentA, `${SI}/save`, { activityId: first.activityId, stageId, text: 'Walk answer', revision: 0 });
  const second = await activity();
  for (const who of [studentA, mate]) {
    const view = await w.ok<TStudentView>(who, `${SI}/view`, { activityId: second.activityId });
    for (const a of view.answers) {
      await w.ok(who, `${SI}/save`, { activityId: second.activityId, stageId: a.stageId, text: 'Done', revision: 0 });
    }
    const after = await w.ok<TStudentView>(who, `${SI}/view`, { activityId: second.activityId });
    await w.ok(who, `${SI}/submit`, {
      activityId: second.activityId,
      revisions: after.answers.map((a) => ({ stageId: a.stageId, revision: a.revision })),
    });
  }
  await w.ok(teacherA, `${I}/startReview`, { activityId: second.activityId });
  return {
    trainingId,
    activityId: first.activityId,
    teamA: first.teams[0]?.teamId ?? 0,
    teamB: first.teams[1]?.teamId ?? 0,
    stageId,
    reviewing: second.activityId,
    reviewingTeamB: second.teams[1]?.teamId ?? 0,
  };
}

/** The walk's interaction activities (built on first use). */
export function interactionSetup(w: World): Promise<Setup> {
  let s = setups.get(w);
  if (!s) {
    s = build(w);
    setups.set(w, s);
  }
  return s;
}

const teacherCase = (body: (s: Setup, w: World) => object): WalkCase[] => [
  { owner: 'teacher', body: async (w) => ({ ...body(await interactionSetup(w), w) }), allow: manager },
];

export const interactionCases: Record<string, WalkCase[]> = {
  [`${I}/scenario`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ trainingId: (await interactionSetup(w)).trainingId }),
      allow: everyTeacher(SCENARIOS),
    },
  ],
  [`${I}/create`]: teacherCase((s, w) => ({
    classId: w.classA.id,
    trainingId: s.trainingId,
    title: 'Walk',
    rubric: [{ name: 'Task' }],
  })),
  [`${I}/list`]: teacherCase((_s, w) => ({ classId: w.classA.id })),
  [`${I}/scoreHistory`]: teacherCase((_s, w) => ({ classId: w.classA.id })),
  [`${I}/personScoreHistory`]: teacherCase((_s, w) => ({ classId: w.classA.id })),
  [`${I}/detail`]: teacherCase((s) => ({ activityId: s.activityId })),
  [`${I}/formTeams`]: teacherCase((s, w) => ({
    activityId: s.activityId,
    mode: 'manual',
    teams: [
      { name: 'A', memberIds: [w.people.studentA.id], leaderId: w.people.studentA.id },
      { name: 'B', memberIds: [w.people.classmate.id], leaderId: null },
    ],
  })),
  [`${I}/setLeader`]: teacherCase((s, w) => ({
    activityId: s.activityId,
    teamId: s.teamA,
    studentId: w.people.studentA.id,
  })),
  [`${I}/start`]: teacherCase((s) => ({ activityId: s.activityId })),
  [`${I}/startReview`]: teacherCase((s) => ({ activityId: s.activityId })),
  [`${I}/dropTeam`]: teacherCase((s) => ({ activityId: s.activityId, teamId: s.teamB })),
  [`${I}/closeReview`]: teacherCase((s) => ({ activityId: s.activityId })),
  [`${I}/adjust`]: teacherCase((s) => ({
    activityId: s.activityId,
    teamId: s.teamA,
    stageId: s.stageId,
    score: 80,
    reason: 'Walk',
  })),
  [`${I}/personScore`]: teacherCase((s, w) => ({
    activityId: s.activityId,
    studentId: w.people.studentA.id,
    score: 80,
  })),
  [`${I}/publish`]: teacherCase((s) => ({ activityId: s.activityId })),
  [`${I}/stageHistory`]: teacherCase((s) => ({ activityId: s.activityId, teamId: s.teamA, stageId: s.stageId })),
  [`${I}/export`]: teacherCase((s) => ({ activityId: s.activityId })),

  [`${SI}/view`]: [
    { owner: 'student', body: async (w) => ({ activityId: (await interactionSetup(w)).activityId }), allow: classmate },
  ],
  [`${SI}/joinTeam`]: [
    {
      owner: 'student',
      body: async (w) => {
        const s = await interactionSetup(w);
        return { activityId: s.activityId, teamId: s.teamA };
      },
      allow: { classmate: CLASSMATE },
    },
  ],
  [`${SI}/save`]: [
    {
      owner: 'student',
      body: async (w) => {
        const s = await interactionSetup(w);
        return { activityId: s.activityId, stageId: s.stageId, text: 'Walk', revision: 1 };
      },
      allow: { classmate: OWN_TEAM },
    },
  ],
  [`${SI}/stageHistory`]: [
    {
      owner: 'student',
      body: async (w) => {
        const s = await interactionSetup(w);
        return { activityId: s.activityId, teamId: s.teamA, stageId: s.stageId };
      },
    },
  ],
  [`${SI}/submit`]: [
    {
      owner: 'student',
      body: async (w) => {
        const s = await interactionSetup(w);
        return { activityId: s.activityId, revisions: [{ stageId: s.stageId, revision: 1 }] };
      },
      allow: { classmate: OWN_TEAM },
    },
  ],
  [`${SI}/review`]: [
    {
      owner: 'student',
      body: async (w) => {
        const s = await interactionSetup(w);
        return { activityId: s.reviewing, targetTeamId: s.reviewingTeamB, scores: [], comment: 'Walk' };
      },
      allow: { classmate: OWN_TEAM },
    },
  ],
};

/** Rooms: an activity's for its class; a team's for its members and the staff who run it. */
export const interactionRooms = {
  interaction: {
    owner: 'student' as const,
    id: async (w: World) => (await interactionSetup(w)).activityId,
    allow: { ...classmate, ...manager },
  },
  team: { owner: 'student' as const, id: async (w: World) => (await interactionSetup(w)).teamA, allow: manager },
};
