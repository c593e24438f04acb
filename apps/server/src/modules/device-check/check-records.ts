/**
 * The device check before a competition (/competition/student/examErSieTest): the competition the
 * student is about to enter (readable to them by the competition's own policy), whether its
 * rounds check faces (then the camera is checked too), and the record of a passed check, the
 * latest per student, which the organiser's entry list shows.
 */
import type { TDeviceCheckName, TDeviceCheckRecord, TDeviceCheckTarget } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { competitionDeviceChecks, competitionPeriods, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getReadableCompetition } from '../competitions/competition-policy';

type Row = typeof competitionDeviceChecks.$inferSelect;

function present(row: Row): TDeviceCheckRecord {
  return {
    abilityCompId: row.competitionId,
    passed: row.passed as TDeviceCheckName[],
    roundTripMs: row.roundTripMs,
    uploadKbps: row.uploadKbps,
    checkedAt: row.checkedAt.toISOString(),
  };
}

async function roundsOf(db: Db, competitionId: number) {
  return db
    .select({ faceCheck: exams.faceCheck })
    .from(competitionPeriods)
    .innerJoin(exams, eq(exams.id, competitionPeriods.examId))
    .where(eq(competitionPeriods.competitionId, competitionId));
}

export async function deviceCheckTarget(
  db: Db,
  student: SessionUser,
  competitionId: number,
): Promise<TDeviceCheckTarget> {
  const competition = await getReadableCompetition(db, student, competitionId);
  const rounds = await roundsOf(db, competition.id);
  const [last] = await db
    .select()
    .from(competitionDeviceChecks)
    .where(
      and(
        eq(competitionDeviceChecks.competitionId, competition.id),
        eq(competitionDeviceChecks.studentId, student.userId),
      ),
    );
  return {
    abilityCompId: competition.id,
    competitionName: competition.name,
    needsCamera: rounds.some((r) => r.faceCheck),
    last: last ? present(last) : null,
  };
}

export async function recordDeviceCheck(
  db: Db,
  student: SessionUser,
  input: { abilityCompId: number; passed: TDeviceCheckName[]; roundTripMs: number; uploadKbps: number },
  now: Date,
): Promise<TDeviceCheckRecord> {
  const competition = await getReadableCompetition(db, student, input.abilityCompId);
  const rounds = await roundsOf(db, competition.id);
  if (rounds.length === 0) throw conflict('deviceCheckNoCompetition');
  const values = {
    passed: [...new Set(input.passed)],
    roundTripMs: input.roundTripMs,
    uploadKbps: input.uploadKbps,
    checkedAt: now,
  };
  const [row] = await db
    .insert(competitionDeviceChecks)
    .values({ competitionId: competition.id, studentId: student.userId, ...values })
    .onConflictDoUpdate({
      target: [competitionDeviceChecks.competitionId, competitionDeviceChecks.studentId],
      set: values,
    })
    .returning();
  if (!row) throw new Error('the device check was not stored');
  return present(row);
}
