/**
 * The students' turns. Simulation: the team answers the machine's current line (one reply per
 * line; the machine's next line follows, the case's branch that reply leads to); the machine's lines are spoken by the speaking module's
 * synthesis (`spokenText`, the role play's voices). Platform round: the pairing's sides alternate,
 * the seller first, within the turn limit and before the server's clock runs out. Two members
 * answering at once make one turn: the unique index keeps the first, the second gets a 409.
 */
import { speakerOf, type TLineAudio } from '@lingua/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { negotiationTeams, negotiationTurns } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import type { AssistantEngines } from '../assistant/engines';
import { spokenText } from '../speaking/voices';
import { caseOf, clockOf, machineLinesFor } from './contest-data';
import { getStudentContest } from './negotiation-policy';

export async function simulationTurn(db: Db, user: SessionUser, contestId: number, text: string): Promise<void> {
  const { contest, team } = await getStudentContest(db, user, contestId);
  if (contest.phase !== 'simulation') throw conflict('negotiationNotSimulation');
  const lines = caseOf(contest).sides[team.side].machineLines.length;
  const [done] = await db
    .select({ n: count() })
    .from(negotiationTurns)
    .where(and(eq(negotiationTurns.teamId, team.id), eq(negotiationTurns.round, 'simulation')));
  const replies = Number(done?.n ?? 0);
  if (replies >= lines) throw conflict('negotiationSimulationDone');
  await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(negotiationTurns)
      .values({
        contestId,
        teamId: team.id,
        round: 'simulation',
        pairing: team.pairing,
        seq: replies,
        text,
        authorId: user.userId,
      })
      .onConflictDoNothing()
      .returning({ id: negotiationTurns.id });
    if (!written) throw conflict('negotiationTurnTaken');
    if (replies + 1 === lines)
      await tx.update(negotiationTeams).set({ simulationDoneAt: sql`now()` }).where(eq(negotiationTeams.id, team.id));
  });
}

export async function platformTurn(
  db: Db,
  user: SessionUser,
  contestId: number,
  text: string,
  now = new Date(),
): Promise<void> {
  const { contest, team } = await getStudentContest(db, user, contestId);
  if (contest.phase !== 'platform') throw conflict('negotiationNotPlatform');
  const endsAt = clockOf(contest, now).endsAt;
  if (!endsAt || now.getTime() > Date.parse(endsAt)) throw conflict('negotiationTimeUp');
  const [sofar] = await db
    .select({ n: count() })
    .from(negotiationTurns)
    .where(
      and(
        eq(negotiationTurns.contestId, contestId),
        eq(negotiationTurns.pairing, team.pairing),
        eq(negotiationTurns.round, 'platform'),
      ),
    );
  const seq = Number(sofar?.n ?? 0);
  if (seq >= contest.platformTurns) throw conflict('negotiationTurnsUsed');
  if (speakerOf(seq) !== team.side) throw conflict('negotiationNotYourTurn');
  const [written] = await db
    .insert(negotiationTurns)
    .values({ contestId, teamId: team.id, round: 'platform', pairing: team.pairing, seq, text, authorId: user.userId })
    .onConflictDoNothing()
    .returning({ id: negotiationTurns.id });
  if (!written) throw conflict('negotiationTurnTaken');
}

/** The machine's line in its role's voice: only a line the student's team has reached. */
export async function lineAudio(
  db: Db,
  storage: FileStorage,
  engines: AssistantEngines,
  user: SessionUser,
  contestId: number,
  line: number,
): Promise<TLineAudio> {
  const { contest, team } = await getStudentContest(db, user, contestId);
  const replies = await db
    .select({ text: negotiationTurns.text })
    .from(negotiationTurns)
    .where(and(eq(negotiationTurns.teamId, team.id), eq(negotiationTurns.round, 'simulation')))
    .orderBy(asc(negotiationTurns.seq));
  const c = caseOf(contest);
  // The line as this team reached it: the branch its replies led to.
  const reached = machineLinesFor(
    c,
    team.side,
    replies.map((r) => r.text),
  );
  const spoken = reached[line];
  if (!spoken) throw notFound();
  const machineSide = team.side === 'seller' ? 'buyer' : 'seller';
  return spokenText(engines, storage, spoken.text, c.sides[machineSide].voice);
}
