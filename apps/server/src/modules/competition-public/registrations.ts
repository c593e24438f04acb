/**
 * Registration for a public competition (/contest_registration): the signed-in student enters it
 * through the competition module (their entry, the commitment as it asks) and leaves their real
 * name and ID number for the public look-ups. The ID number is kept only as its HMAC and its last
 * four characters; registering again corrects the name, the number or the mobile.
 */
import type { TPublicCompetition, TRegistration } from '@lingua/contracts';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { competitionRegistrations, competitions, schools } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { idNumberDigest } from '../certificates/id-number';
import { getReadableCompetition } from '../competitions/competition-policy';
import { enterCompetition } from '../competitions/entries';

export async function listPublicCompetitions(db: Db): Promise<TPublicCompetition[]> {
  const rows = await db
    .select({ id: competitions.id, name: competitions.name, schoolName: schools.name })
    .from(competitions)
    .innerJoin(schools, eq(schools.id, competitions.schoolId))
    .where(and(eq(competitions.isPublic, true), isNull(competitions.deletedAt)))
    .orderBy(desc(competitions.createdAt), asc(competitions.id))
    .limit(200);
  return rows.map((r) => ({ abilityCompId: r.id, abilityCompName: r.name, schoolName: r.schoolName }));
}

export async function register(
  db: Db,
  key: Buffer,
  student: SessionUser,
  input: { abilityCompId: number; name: string; idNumber: string; mobile: string },
  now: Date,
): Promise<TRegistration> {
  const competition = await getReadableCompetition(db, student, input.abilityCompId);
  if (!competition.isPublic) throw conflict('competitionNotPublic');
  // The entry first: the competition's own rules (school, withdrawal) decide whether one may enter.
  await enterCompetition(db, student, competition.id, now);
  const values = {
    realName: input.name,
    idNumberDigest: idNumberDigest(key, competition.id, input.idNumber),
    idNumberTail: input.idNumber.slice(-4),
    mobile: input.mobile,
  };
  const [row] = await db
    .insert(competitionRegistrations)
    .values({ competitionId: competition.id, studentId: student.userId, ...values })
    .onConflictDoUpdate({
      target: [competitionRegistrations.competitionId, competitionRegistrations.studentId],
      set: values,
    })
    .returning();
  if (!row) throw new Error('the registration was not stored');
  return present(row, competition.name);
}

function present(row: typeof competitionRegistrations.$inferSelect, competitionName: string): TRegistration {
  return {
    abilityCompId: row.competitionId,
    competitionName,
    name: row.realName,
    idNumberTail: row.idNumberTail,
    mobile: row.mobile,
    registeredAt: row.createdAt.toISOString(),
  };
}

export async function myRegistrations(db: Db, student: SessionUser): Promise<TRegistration[]> {
  const rows = await db
    .select({ row: competitionRegistrations, name: competitions.name })
    .from(competitionRegistrations)
    .innerJoin(competitions, eq(competitions.id, competitionRegistrations.competitionId))
    .where(eq(competitionRegistrations.studentId, student.userId))
    .orderBy(desc(competitionRegistrations.createdAt));
  return rows.map((r) => present(r.row, r.name));
}
