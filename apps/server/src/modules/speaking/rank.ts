/** Class ranks of speaking trainings (MachineRank, ChallengeRank, wordChallenges Rank, DubRank). */
import { rankEntries, type TRankEntry } from '@lingua/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { trainingAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getClassTraining } from '../trainings/training-policy';

export async function getRank(db: Db, user: SessionUser, classId: number, trainingId: number): Promise<TRankEntry[]> {
  await getClassTraining(db, user, classId, trainingId);
  const rows = await db
    .select({
      studentId: trainingAttempts.studentId,
      name: users.name,
      score: trainingAttempts.score,
      durationSeconds: trainingAttempts.durationSeconds,
      submittedAt: trainingAttempts.submittedAt,
    })
    .from(trainingAttempts)
    .innerJoin(users, eq(users.id, trainingAttempts.studentId))
    .where(
      and(
        eq(trainingAttempts.classId, classId),
        eq(trainingAttempts.trainingId, trainingId),
        eq(trainingAttempts.status, 'submitted'),
        // An attempt still being scored joins the rank when its score arrives.
        isNotNull(trainingAttempts.score),
      ),
    );
  return rankEntries(
    rows.map((r) => ({
      studentId: r.studentId,
      name: r.name,
      score: r.score ?? 0,
      durationSeconds: r.durationSeconds,
      submittedAt: r.submittedAt ?? new Date(0),
    })),
    user.userId,
  );
}
