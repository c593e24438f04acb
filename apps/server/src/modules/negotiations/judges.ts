/**
 * Invited judges: the contest's organiser (who runs the class) invites any teachers of the school,
 * not only the class's staff; each scores every team with the rubric in review (contests.ts
 * scoreTeam, under the policy's `judge` rule). The list replaces the last one; scores a judge
 * already gave stay (they are the judge's, and the ranking is the mean of whoever scored).
 */
import { type TNegotiationJudge, UserType } from '@lingua/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { negotiationJudges, users } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableContest } from './negotiation-policy';

/** The school's teachers (teacher-type accounts), the organiser first left out. */
function schoolTeachers(db: Queryable, schoolId: number, except: number) {
  return db
    .select({ judgeId: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), ne(users.userType, UserType.student), ne(users.id, except)))
    .orderBy(asc(users.name), asc(users.id));
}

export async function judgeCandidates(db: Db, user: SessionUser, contestId: number): Promise<TNegotiationJudge[]> {
  const contest = await getChangeableContest(db, user, contestId);
  return schoolTeachers(db, contest.schoolId, user.userId);
}

export async function setJudges(db: Db, user: SessionUser, contestId: number, judgeIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const contest = await getChangeableContest(tx, user, contestId, true);
    const unique = [...new Set(judgeIds)];
    const found = unique.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(inArray(users.id, unique), eq(users.schoolId, contest.schoolId), ne(users.userType, UserType.student)),
          )
      : [];
    // A student, another school's teacher or no one at all: the field names the first such id.
    const known = new Set(found.map((f) => f.id));
    const bad = judgeIds.findIndex((id) => !known.has(id));
    if (bad >= 0) throw badRequest('negotiationJudgeNotTeacher', `judgeIds.${bad}`);
    await tx.delete(negotiationJudges).where(eq(negotiationJudges.contestId, contest.id));
    if (unique.length)
      await tx.insert(negotiationJudges).values(unique.map((judgeId) => ({ contestId: contest.id, judgeId })));
  });
}

/** The contest's invited judges, by name. */
export function invitedJudges(db: Queryable, contestId: number): Promise<TNegotiationJudge[]> {
  return db
    .select({ judgeId: users.id, name: users.name })
    .from(negotiationJudges)
    .innerJoin(users, eq(users.id, negotiationJudges.judgeId))
    .where(eq(negotiationJudges.contestId, contestId))
    .orderBy(asc(users.name), asc(users.id));
}
