/**
 * Negotiation contests (issue 20 item 5). One contest of class A is built once per walk, in its
 * simulation round: student A's team sells, the classmate's team buys. Phase-bound calls answer
 * the owner 409 (past access); `advance` makes a fresh contest for each caller.
 */
import type { TNegotiationDetail } from '@lingua/contracts';
import type { World } from '../world';
import { CLASSMATE, manager, S, T, type WalkCase } from './shared';

const N = `${T}/negotiation`;
const SN = `${S}/negotiation`;
const OWN_TEAM =
  'the classmate is in the other team of the same contest: the call acts on their own team and side only (their own brief and turns)';

const setups = new WeakMap<World, Promise<number>>();

async function contest(w: World, simulation: boolean): Promise<number> {
  const { teacherA, studentA, classmate: mate } = w.people;
  const created = await w.ok<TNegotiationDetail>(teacherA, `${N}/create`, {
    classId: w.classA.id,
    caseKey: 'led-panel-price',
    title: 'Walk',
    rubric: [{ name: 'Strategy', max: 50 }],
    platformMinutes: 10,
    platformTurns: 4,
  });
  await w.ok(teacherA, `${N}/formTeams`, {
    contestId: created.contestId,
    pairings: [{ seller: { name: 'A', memberIds: [studentA.id] }, buyer: { name: 'B', memberIds: [mate.id] } }],
  });
  if (simulation) await w.ok(teacherA, `${N}/advance`, { contestId: created.contestId, phase: 'simulation' });
  return created.contestId;
}

/** The walk's contest (built on first use). */
function walkContest(w: World): Promise<number> {
  let s = setups.get(w);
  if (!s) {
    s = contest(w, true);
    setups.set(w, s);
  }
  return s;
}

const teacherCase = (body: (contestId: number, w: World) => object | Promise<object>): WalkCase[] => [
  { owner: 'teacher', body: async (w) => ({ ...(await body(await walkContest(w), w)) }), allow: manager },
];
const studentCase = (body: (contestId: number) => object): WalkCase[] => [
  { owner: 'student', body: async (w) => ({ ...body(await walkContest(w)) }), allow: { classmate: OWN_TEAM } },
];

export const negotiationCases: Record<string, WalkCase[]> = {
  [`${N}/list`]: teacherCase((_id, w) => ({ classId: w.classA.id })),
  [`${N}/create`]: teacherCase((_id, w) => ({
    classId: w.classA.id,
    caseKey: 'delivery-delay-claim',
    title: 'Walk',
    rubric: [{ name: 'Strategy', max: 50 }],
    platformMinutes: 10,
    platformTurns: 4,
  })),
  [`${N}/detail`]: teacherCase((contestId) => ({ contestId })),
  [`${N}/formTeams`]: teacherCase((contestId, w) => ({
    contestId,
    pairings: [
      {
        seller: { name: 'A', memberIds: [w.people.studentA.id] },
        buyer: { name: 'B', memberIds: [w.people.classmate.id] },
      },
    ],
  })),
  [`${N}/advance`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ contestId: await contest(w, false), phase: 'simulation' }),
      allow: manager,
    },
  ],
  [`${N}/score`]: [
    {
      owner: 'teacher',
      body: async (w) => {
        const contestId = await walkContest(w);
        const d = await w.ok<TNegotiationDetail>(w.people.teacherA, `${N}/detail`, { contestId });
        return { contestId, teamId: d.teams[0]?.teamId ?? 0, scores: [40] };
      },
      allow: manager,
    },
  ],
  [`${N}/judgeCandidates`]: teacherCase((contestId) => ({ contestId })),
  // A fresh contest per caller: inviting on the walk's contest would let the colleague in later.
  [`${N}/setJudges`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ contestId: await contest(w, false), judgeIds: [w.people.teacherB.id] }),
      allow: manager,
    },
  ],
  [`${SN}/view`]: [
    { owner: 'student', body: async (w) => ({ contestId: await walkContest(w) }), allow: { classmate: CLASSMATE } },
  ],
  [`${SN}/simulationTurn`]: studentCase((contestId) => ({ contestId, text: 'Walk reply' })),
  [`${SN}/platformTurn`]: studentCase((contestId) => ({ contestId, text: 'Walk turn' })),
  [`${SN}/lineAudio`]: studentCase((contestId) => ({ contestId, line: 0 })),
};

/** The contest's room: whoever judges it (its class's staff, invited teachers), never its students. */
export const negotiationRooms = {
  negotiation: { owner: 'teacher' as const, id: (w: World) => walkContest(w), allow: manager },
};
