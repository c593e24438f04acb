/** The recordings of a student's own attempt, with their jobs' state (the answer page polls none: the socket says when to look). */
import type { TRecording } from '@lingua/contracts';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import { speechRecordings, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { latestRecordings } from '../spoken-answers/points';
import { presentRecording } from '../spoken-answers/present';

export async function listOwnRecordings(db: Db, student: SessionUser, attemptId: number): Promise<TRecording[]> {
  const [attempt] = await db
    .select({ id: trainingAttempts.id })
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.id, attemptId),
        eq(trainingAttempts.studentId, student.userId),
        eq(trainingAttempts.schoolId, student.schoolId),
      ),
    );
  if (!attempt) throw notFound();
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
