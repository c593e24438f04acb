/**
 * The data cockpit (issue 17, docs/api.md "Data cockpit"): every panel of one projector screen in
 * one call. A class: its teacher or its school's manager (the class policy; else a 404); the
 * school: its manager. Live counts (cockpit-live.ts), learning time of the last 7 days, the score
 * distribution (a class by its score rule, as the achievement report; the school by each student's
 * highest attempts) and the strongest and weakest knowledge points (cockpit-knowledge.ts).
 */
import { ScoreBands, type TDataCockpit, type TLanguageUse, UserType, zonedDay } from '@lingua/contracts';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { classes, classStudents, schools, trainingAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { schoolTimeZone } from '../schools/school-time-zone';
import { achievementReport } from './achievement';
import { knowledgePanel } from './cockpit-knowledge';
import { liveCounts } from './cockpit-live';
import { daysBetween, minutes, rangeDays, secondsByDay, submittedBetween } from './learning-time';
import { countedAttempts, oneDecimal } from './report-scope';
import { trainingScores } from './training-scores';

/** Minutes on each of the last 7 days from the per-day seconds. */
async function lastWeek(db: Db, where: ReturnType<typeof countedAttempts>, zone: string, now: Date) {
  const { from, to } = rangeDays('7d', zonedDay(now, zone));
  const rows = await secondsByDay(db, and(where, submittedBetween(from, to, zone)), zone);
  const byDay = new Map(rows.map((r) => [r.day, minutes(r.seconds)]));
  return daysBetween(from, to).map((day) => ({ day, minutes: byDay.get(day) ?? 0 }));
}

export async function classCockpit(
  db: Db,
  user: SessionUser,
  body: { classId: number },
  language: TLanguageUse,
  now = new Date(),
): Promise<TDataCockpit> {
  // The achievement report reads the class through the class policy first: another class is a 404.
  const achievement = await achievementReport(db, user, { classId: body.classId }, language);
  const zone = await schoolTimeZone(db, user.schoolId);
  const [cls] = await db.select({ courseId: classes.courseId }).from(classes).where(eq(classes.id, body.classId));
  const perTraining = trainingScores(db, body.classId, achievement.rule);
  const scores = db
    .select({
      courseId: sql<number>`${cls?.courseId ?? 0}::int`.as('sc_course'),
      trainingId: sql<number>`${perTraining.trainingId}`.as('sc_training'),
      percent: sql<number | null>`${perTraining.percent}`.as('sc_percent'),
    })
    .from(perTraining)
    .as('scores');
  const [live, learningTime, knowledge] = await Promise.all([
    liveCounts(db, { kind: 'class', classId: body.classId }, zone, now),
    lastWeek(db, countedAttempts(body.classId), zone, now),
    knowledgePanel(db, scores, language),
  ]);
  return {
    scope: 'class',
    title: achievement.className,
    generatedAt: now.toISOString(),
    students: achievement.students,
    live,
    learningTime,
    scores: {
      rule: achievement.rule,
      scored: achievement.scored,
      average: achievement.average,
      bands: achievement.bands,
    },
    knowledge,
  };
}

/** The school's submitted attempts of students still in the attempt's class. */
const schoolAttempts = (db: Db, schoolId: number) =>
  and(
    inArray(
      trainingAttempts.classId,
      db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, schoolId)),
    ),
    eq(trainingAttempts.status, 'submitted'),
    exists(
      db
        .select({ one: sql`1` })
        .from(classStudents)
        .where(
          and(
            eq(classStudents.classId, trainingAttempts.classId),
            eq(classStudents.studentId, trainingAttempts.studentId),
          ),
        ),
    ),
  );

export async function schoolCockpit(
  db: Db,
  user: SessionUser,
  language: TLanguageUse,
  now = new Date(),
): Promise<TDataCockpit> {
  const schoolId = user.schoolId;
  const zone = await schoolTimeZone(db, schoolId);
  const counted = and(schoolAttempts(db, schoolId), sql`${trainingAttempts.fullMark} > 0`);
  const percent = sql<number | null>`max(${trainingAttempts.score} / ${trainingAttempts.fullMark} * 100)`;
  // Each student's highest attempt in each training of each class, with the class's course.
  const perTraining = db
    .select({
      courseId: sql<number>`${classes.courseId}`.as('sc_course'),
      studentId: sql<number>`${trainingAttempts.studentId}`.as('sc_student'),
      trainingId: sql<number>`${trainingAttempts.trainingId}`.as('sc_training'),
      percent: percent.as('sc_percent'),
    })
    .from(trainingAttempts)
    .innerJoin(classes, eq(classes.id, trainingAttempts.classId))
    .where(counted)
    .groupBy(classes.id, trainingAttempts.studentId, trainingAttempts.trainingId)
    .as('scores');
  const perStudent = db
    .select({ score: sql<number>`round(avg(${perTraining.percent})::numeric, 1)::float8`.as('score') })
    .from(perTraining)
    .where(sql`${perTraining.percent} is not null`)
    .groupBy(perTraining.studentId)
    .as('per_student');
  const band = sql<number>`case when ${perStudent.score} < 60 then 0 when ${perStudent.score} >= 90 then ${
    ScoreBands.length - 1
  } else floor(${perStudent.score} / 10)::int - 5 end`;
  const [[school], [people], live, learningTime, bandRows, knowledge] = await Promise.all([
    db.select({ name: schools.name, nameEn: schools.nameEn }).from(schools).where(eq(schools.id, schoolId)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.userType, UserType.student))),
    liveCounts(db, { kind: 'school', schoolId }, zone, now),
    lastWeek(db, schoolAttempts(db, schoolId), zone, now),
    db
      .select({
        band: band.as('band'),
        n: sql<number>`count(*)`.mapWith(Number),
        sum: sql<number>`sum(${perStudent.score})::float8`.mapWith(Number),
      })
      .from(perStudent)
      .groupBy(sql`1`),
    knowledgePanel(db, perTraining, language),
  ]);
  const bands = ScoreBands.map(() => 0);
  for (const r of bandRows) bands[Number(r.band)] = r.n;
  const scored = bandRows.reduce((a, r) => a + r.n, 0);
  const total = bandRows.reduce((a, r) => a + r.sum, 0);
  return {
    scope: 'school',
    title: (language === 'en' && school?.nameEn) || school?.name || '',
    generatedAt: now.toISOString(),
    students: people?.n ?? 0,
    live,
    learningTime,
    scores: { rule: 'highest', scored, average: scored ? oneDecimal(total / scored) : null, bands },
    knowledge,
  };
}
