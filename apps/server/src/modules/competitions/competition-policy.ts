/**
 * Who may read and change a competition, written once (docs/architecture.md "Object policies"):
 *
 * - Organising needs the competitionOrganiser role (seeded, or granted by the school manager);
 *   the manager organises too. Others get a 403 naming the missing right.
 * - A competition is changed by its organiser and the manager of its school.
 * - A student sees a competition of their own school, or a public one; anything else is a 404.
 */
import { UserType } from '@lingua/contracts';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { competitionPeriods, competitions } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { AppError, notFound } from '../../platform/errors';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';

export type CompetitionRow = typeof competitions.$inferSelect;
export type PeriodRow = typeof competitionPeriods.$inferSelect;

export function mayOrganise(user: SessionUser): boolean {
  return user.userType !== UserType.student && (hasRole(user, 'competitionOrganiser') || hasRole(user, 'manager'));
}

export function assertOrganiser(user: SessionUser): void {
  if (!mayOrganise(user)) throw new AppError(403, 'competitionNotOrganiser');
}

export const competitionPolicy = {
  change(user: SessionUser): SQL {
    const school = and(eq(competitions.schoolId, user.schoolId), isNull(competitions.deletedAt)) as SQL;
    return hasRole(user, 'manager') ? school : (and(school, eq(competitions.organiserId, user.userId)) as SQL);
  },
  /** Staff read what they may change; students their school's and the public ones. */
  read(user: SessionUser): SQL {
    if (user.userType !== UserType.student) return competitionPolicy.change(user);
    return and(
      isNull(competitions.deletedAt),
      or(eq(competitions.schoolId, user.schoolId), eq(competitions.isPublic, true)),
    ) as SQL;
  },
};

async function competitionWhere(db: Queryable, where: SQL, id: number): Promise<CompetitionRow> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.id, id), where));
  if (!row) throw notFound();
  return row;
}

export function getChangeableCompetition(db: Queryable, user: SessionUser, id: number) {
  assertOrganiser(user);
  return competitionWhere(db, competitionPolicy.change(user), id);
}

export const getReadableCompetition = (db: Queryable, user: SessionUser, id: number) =>
  competitionWhere(db, competitionPolicy.read(user), id);

/** A period with its competition, as the policy lets this user read (or change) it. */
export async function getPeriod(db: Queryable, user: SessionUser, periodId: number, change: boolean) {
  if (change) assertOrganiser(user);
  const [row] = await db
    .select({ period: competitionPeriods, competition: competitions })
    .from(competitionPeriods)
    .innerJoin(competitions, eq(competitions.id, competitionPeriods.competitionId))
    .where(
      and(eq(competitionPeriods.id, periodId), change ? competitionPolicy.change(user) : competitionPolicy.read(user)),
    );
  if (!row) throw notFound();
  return row;
}
