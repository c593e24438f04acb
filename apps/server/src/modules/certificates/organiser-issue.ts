/**
 * The organiser issues a published period's certificates by their own rule (places or score
 * bands): the competition's policy decides who may (its organiser, the school's manager), and a
 * period whose results are not published has nothing to issue from.
 */
import type { TPeriodCertificatesResult, TPrizeRule } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getPeriod } from '../competitions/competition-policy';
import { issueForPeriod } from './issue-for-period';

export async function issueForPeriodByRule(
  db: Db,
  key: Buffer,
  user: SessionUser,
  input: { periodId: number; rule: TPrizeRule },
  now: Date,
): Promise<TPeriodCertificatesResult> {
  const { period } = await getPeriod(db, user, input.periodId, true);
  // Publishing the results publishes the round's exam (competitions/results.ts).
  const [exam] = await db.select({ published: exams.published }).from(exams).where(eq(exams.id, period.examId));
  if (!exam?.published) throw conflict('certificatesNotPublished');
  return db.transaction((tx) => issueForPeriod(tx, key, period.id, now, input.rule));
}
