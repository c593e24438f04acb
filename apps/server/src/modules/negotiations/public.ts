/**
 * The public /negotiation page (part 2 §2.2, no sign-in): the contests their teachers published,
 * newest first, with their teams, schedule and ranking; never a member's name or a brief.
 */
import { negotiationCase } from '@lingua/content';
import type { TPublicNegotiation } from '@lingua/contracts';
import { desc, eq, isNotNull } from 'drizzle-orm';
import { classes, negotiationContests, schools } from '../../db/schema';
import type { Db } from '../../platform/database';
import { iso, loadContest, presentDetail } from './contest-data';

const SHOWN = 20;

export async function publicContests(db: Db): Promise<TPublicNegotiation[]> {
  const rows = await db
    .select({ contest: negotiationContests, className: classes.name, schoolName: schools.name })
    .from(negotiationContests)
    .innerJoin(classes, eq(classes.id, negotiationContests.classId))
    .innerJoin(schools, eq(schools.id, negotiationContests.schoolId))
    .where(isNotNull(negotiationContests.publishedAt))
    .orderBy(desc(negotiationContests.publishedAt))
    .limit(SHOWN);
  return Promise.all(
    rows.map(async (r) => {
      const contest = { ...r.contest, className: r.className };
      // Only the teams and ranking are shown: no judge's name, so no judges read.
      const detail = presentDetail(await loadContest(db, contest), 'cn', { judges: [], mayRun: false });
      const c = negotiationCase(contest.caseKey);
      return {
        contestId: contest.id,
        schoolName: r.schoolName,
        title: contest.title,
        caseTitle: c?.title ?? { cn: contest.caseKey, en: contest.caseKey },
        platformAt: iso(contest.platformAt),
        platformStartedAt: iso(contest.platformStartedAt),
        publishedAt: iso(contest.publishedAt) ?? '',
        teams: detail.teams.map((t) => ({ name: t.name, side: t.side, pairing: t.pairing })),
        ranking: detail.ranking,
      };
    }),
  );
}
