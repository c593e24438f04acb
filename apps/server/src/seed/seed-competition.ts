/**
 * The demo school's competition (packages/content demo-competition.ts): 许志远 and 彭国栋 get the
 * organiser right, and 许志远 organises 2026 商务英语技能大赛, whose preliminary round is an exam of
 * the exam engine on a paper of the competition's bank, open from the day the demo starts for a month.
 */
import {
  DEMO_COMPETITION,
  DEMO_COMPETITION_BANK,
  DEMO_COMPETITION_ORGANISER,
  DEMO_PUBLIC_ORGANISER,
} from '@lingua/content';
import {
  classes,
  competitionPeriods,
  competitions,
  examPaperQuestions,
  examPapers,
  exams,
  userRoles,
} from '../db/schema';
import { randomClassCode } from '../modules/classes/class-code';
import { insertTraining } from '../modules/trainings/insert-training';
import type { Tx } from '../platform/database';
import { sanitizeRichText } from '../platform/sanitize';

const DAY = 86_400_000;

export async function seedCompetition(
  tx: Tx,
  schoolId: number,
  teachers: readonly { id: number; mobile: string }[],
): Promise<void> {
  const second = teachers.find((t) => t.mobile === DEMO_PUBLIC_ORGANISER);
  if (second) await tx.insert(userRoles).values({ userId: second.id, role: 'competitionOrganiser' });
  const organiser = teachers.find((t) => t.mobile === DEMO_COMPETITION_ORGANISER);
  if (!organiser) return;
  await tx.insert(userRoles).values({ userId: organiser.id, role: 'competitionOrganiser' });
  const c = DEMO_COMPETITION;
  const [klass] = await tx
    .insert(classes)
    .values({ schoolId, name: `赛事 · ${c.name}`.slice(0, 100), classCode: randomClassCode(), teacherId: organiser.id })
    .returning({ id: classes.id });
  if (!klass) return;
  const [competition] = await tx
    .insert(competitions)
    .values({
      schoolId,
      organiserId: organiser.id,
      classId: klass.id,
      name: c.name,
      intro: sanitizeRichText(c.intro),
      rules: sanitizeRichText(c.rules),
      organisation: sanitizeRichText(c.organisation),
      faq: sanitizeRichText(c.faq),
      commitment: sanitizeRichText(c.commitment),
      // Public and official: the header shows its intro, rules, organisation, FAQ and downloads.
      isPublic: true,
      isOfficial: true,
      eligibility: 1,
      exitControl: 1,
    })
    .returning({ id: competitions.id });
  if (!competition) return;
  const bank = await insertTraining(tx, DEMO_COMPETITION_BANK, schoolId);
  const fullMark = bank.questions.reduce((sum, q) => sum + q.fullMark, 0);
  const [paper] = await tx
    .insert(examPapers)
    .values({
      schoolId,
      teacherId: organiser.id,
      title: `${c.name} · ${c.preliminary.name}`.slice(0, 100),
      timeMinutes: c.preliminary.timeLimitMinutes,
      source: 'manual',
      variants: 1,
      questionCount: bank.questions.length,
      fullMark,
    })
    .returning({ id: examPapers.id });
  if (!paper) return;
  await tx
    .insert(examPaperQuestions)
    .values(bank.questions.map((q, sort) => ({ paperId: paper.id, variant: 0, sort, questionId: q.id })));
  const now = Date.now();
  const [exam] = await tx
    .insert(exams)
    .values({
      schoolId,
      teacherId: organiser.id,
      classId: klass.id,
      paperId: paper.id,
      title: `${c.name} · ${c.preliminary.name}`.slice(0, 100),
      opensAt: new Date(now - DAY),
      closesAt: new Date(now + 30 * DAY),
      timeLimitMinutes: c.preliminary.timeLimitMinutes,
      maxAttempts: 1,
      shuffle: true,
    })
    .returning({ id: exams.id });
  if (!exam) return;
  await tx
    .insert(competitionPeriods)
    .values({ competitionId: competition.id, stage: 'preliminary', name: c.preliminary.name, examId: exam.id });
}
