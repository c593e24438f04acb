/** The student's contests: those of their classes in which they are in a team. */
import { negotiationCase } from '@lingua/content';
import type { TLanguageUse } from '@lingua/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { classes, negotiationContests, negotiationMembers, negotiationTeams } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { contestPolicy } from './negotiation-policy';

export async function studentContests(db: Db, user: SessionUser, language: TLanguageUse) {
  const rows = await db
    .select({ contest: negotiationContests, className: classes.name, team: negotiationTeams })
    .from(negotiationMembers)
    .innerJoin(negotiationContests, eq(negotiationContests.id, negotiationMembers.contestId))
    .innerJoin(classes, eq(classes.id, negotiationContests.classId))
    .innerJoin(negotiationTeams, eq(negotiationTeams.id, negotiationMembers.teamId))
    .where(and(eq(negotiationMembers.studentId, user.userId), contestPolicy.read(user)))
    .orderBy(desc(negotiationContests.id));
  return rows.map((r) => ({
    contestId: r.contest.id,
    title: r.contest.title,
    className: r.className,
    phase: r.contest.phase,
    caseTitle: negotiationCase(r.contest.caseKey)?.title[language] ?? r.contest.caseKey,
    teamName: r.team.name,
    side: r.team.side,
  }));
}
