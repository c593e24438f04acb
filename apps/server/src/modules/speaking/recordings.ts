/** The recordings of a student's own attempt, with their jobs' state (the answer page polls none: the socket says when to look). */
import type { TRecording } from '@lingua/contracts';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import { speechRecordings } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { latestRecordings } from '../spoken-answers/points';
import { presentRecording } from '../spoken-answers/present';
import { getOwnAttempt } from '../trainings/training-policy';

export async function listOwnRecordings(db: Db, student: SessionUser, attemptId: number): Promise<TRecording[]> {
  await getOwnAttempt(db, student, attemptId);
  const rows = await latestRecordings(db, attemptId);
  const firstQueued = rows.filter((r) => r.status === 'queued').reduce((m, r) => Math.min(m, r.id), Infinity);
  // How many jobs wait ahead of this attempt's first queued one (the queue may be long under load).
  let ahead = 0;
  if (Number.isFinite(firstQueued)) {
    const [c] = await db
      .select({ n: count() })
      .from(speechRecordings)
      .where(
        and(
          eq(speechRecordings.replaced, 0),
          inArray(speechRecordings.status, ['queued', 'processing']),
          lt(speechRecordings.id, firstQueued),
        ),
      );
    ahead = c?.n ?? 0;
  }
  return rows.map((r) => presentRecording(r, r.status === 'queued' ? ahead : undefined));
}
