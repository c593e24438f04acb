/**
 * A school's team registration for a public competition (/sch_team): sent without sign-in by the
 * school's competition office, so limited per address; the same school and team name sent again
 * corrects the team (a fix after a typo never makes a second team). The competition's organiser
 * (and its school's manager) reads the teams by the competition's own policy.
 */
import type { TTeamRegistration, TTeamRegistrationRequest } from '@lingua/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { competitions, competitionTeamRegistrations } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import { minutesToWait, type RateLimitRule, takePlace } from '../../platform/rate-limit';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableCompetition } from '../competitions/competition-policy';

/** Per address: a school office registers a few teams; a script sending hundreds is stopped. */
export const TEAM_REGISTER_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };

type Row = typeof competitionTeamRegistrations.$inferSelect;

function present(row: Row, competitionName: string): TTeamRegistration {
  return {
    teamRegistrationId: row.id,
    abilityCompId: row.competitionId,
    competitionName,
    schoolName: row.schoolName,
    teamName: row.teamName,
    teacherName: row.teacherName,
    teacherMobile: row.teacherMobile,
    teacherEmail: row.teacherEmail,
    members: row.members,
    registeredAt: row.createdAt.toISOString(),
  };
}

export async function registerTeam(
  db: Db,
  input: Required<TTeamRegistrationRequest>,
  ip: string,
  now: Date,
): Promise<TTeamRegistration> {
  const [competition] = await db
    .select({ id: competitions.id, name: competitions.name, isPublic: competitions.isPublic })
    .from(competitions)
    .where(and(eq(competitions.id, input.abilityCompId), isNull(competitions.deletedAt)));
  if (!competition) throw notFound();
  if (!competition.isPublic) throw conflict('competitionNotPublic');
  const place = await takePlace(db, `teamRegister:${ip}`, TEAM_REGISTER_LIMIT, now);
  if (!place.taken) throw new AppError(429, 'teamRegisterTooMany', { minutes: minutesToWait(place.retryAfterMs) });
  const values = {
    teacherName: input.teacherName,
    teacherMobile: input.teacherMobile,
    teacherEmail: input.teacherEmail,
    members: input.members,
    createdAt: now,
  };
  const [row] = await db
    .insert(competitionTeamRegistrations)
    .values({ competitionId: competition.id, schoolName: input.schoolName, teamName: input.teamName, ...values })
    .onConflictDoUpdate({
      target: [
        competitionTeamRegistrations.competitionId,
        competitionTeamRegistrations.schoolName,
        competitionTeamRegistrations.teamName,
      ],
      set: values,
    })
    .returning();
  if (!row) throw new Error('the team registration was not stored');
  return present(row, competition.name);
}

export async function listTeamRegistrations(db: Db, user: SessionUser, id: number): Promise<TTeamRegistration[]> {
  const competition = await getChangeableCompetition(db, user, id);
  const rows = await db
    .select()
    .from(competitionTeamRegistrations)
    .where(eq(competitionTeamRegistrations.competitionId, competition.id))
    .orderBy(asc(competitionTeamRegistrations.schoolName), asc(competitionTeamRegistrations.teamName));
  return rows.map((r) => present(r, competition.name));
}
