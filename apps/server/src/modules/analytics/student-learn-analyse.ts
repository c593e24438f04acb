/**
 * The student's learning analysis (/student/teaching/learnAnalyse) over 7 days, 30 days or 6
 * months: their minutes per day, each submitted attempt's score on a timeline, their training
 * scores by the class's rule beside the class average (training-scores.ts, as the teacher's
 * achievement report computes them), and their strong and weak question types beside the class's.
 * Four grouped queries; the class reaches the answer only as averages.
 */

import type { TLanguageUse } from '@lingua/contracts';
import { type TLearningRange, type TStudentLearnAnalyse, zonedDay } from '@lingua/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { trainingAttempts, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { scoreRulesOf } from '../trainings/score-rules';
import { daysBetween, minutes, rangeDays } from './learning-time';
import { hasRightOrWrong, rowsOf } from './question-statistics';
import { countedAttempts, oneDecimal } from './report-scope';
import { myAttempts, myDays, type StudentScope, studentScope, submittedBetween, submittedDay } from './student-scope';
import { trainingScores } from './training-scores';

/** The student's average training score and the class's average of its students' averages. */
async function standing(db: Db, scope: StudentScope) {
  const rule = (await scoreRulesOf(db, scope.classId)).score;
  const perTraining = trainingScores(db, scope.classId, rule);
  const perStudent = db
    .select({
      studentId: perTraining.studentId,
      done: sql<number>`count(${perTraining.percent})`.as('done'),
      // Rounded as the achievement report rounds each student before averaging the class.
      score: sql<number | null>`round(avg(${perTraining.percent})::numeric, 1)`.as('score'),
    })
    .from(perTraining)
    .groupBy(perTraining.studentId)
    .as('per_student');
  const [row] = await db
    .select({
      mine: sql<
        number | null
      >`max(${perStudent.score}) filter (where ${perStudent.studentId} = ${scope.studentId})::float8`,
      done: sql<number>`coalesce(max(${perStudent.done}) filter (where ${perStudent.studentId} = ${scope.studentId}), 0)::int`,
      classAverage: sql<number | null>`avg(${perStudent.score})::float8`,
      classScored: sql<number>`count(${perStudent.score})::int`,
    })
    .from(perStudent);
  return {
    rule,
    mine: oneDecimal(row?.mine),
    trainingsDone: Number(row?.done ?? 0),
    classAverage: oneDecimal(row?.classAverage),
    classScored: Number(row?.classScored ?? 0),
  };
}

type TypeRow = {
  subject_type: number;
  answers: number;
  right: number;
  flagged: number;
  facility: number | null;
  class_right: number;
  class_flagged: number;
  class_facility: number | null;
};

const ratio = (right: number, flagged: number) => (flagged > 0 ? oneDecimal((right / flagged) * 100) : null);

/** Answers by question type over the range's submitted attempts: the student's and the class's. */
async function typeRows(db: Db, scope: StudentScope, from: string, to: string) {
  const mine = sql`s.student_id = ${scope.studentId}`;
  const graded = sql`s.score is not null`;
  const rows = rowsOf<TypeRow>(
    await db.execute(sql`
      with attempts as (
        select ${trainingAttempts.id} as id, ${trainingAttempts.studentId} as student_id
        from ${trainingAttempts}
        where ${and(countedAttempts(scope.classId), submittedBetween(scope, from, to))}
      ),
      scored as (
        select a.student_id, q.subject_type, q.full_mark, aa.right_flag,
          coalesce(aa.teacher_score, aa.auto_score) as score
        from attempts a
        join attempt_answers aa on aa.attempt_id = a.id
        join training_questions q on q.id = aa.question_id
      )
      select s.subject_type,
        (count(*) filter (where ${mine}))::int as answers,
        (count(*) filter (where ${mine} and s.right_flag = 1))::int as "right",
        (count(s.right_flag) filter (where ${mine}))::int as flagged,
        (sum(s.score) filter (where ${mine}) / nullif(sum(s.full_mark) filter (where ${mine} and ${graded}), 0) * 100)::float8 as facility,
        (count(*) filter (where s.right_flag = 1))::int as class_right,
        count(s.right_flag)::int as class_flagged,
        (sum(s.score) / nullif(sum(s.full_mark) filter (where ${graded}), 0) * 100)::float8 as class_facility
      from scored s
      group by s.subject_type
    `),
  );
  return (
    rows
      .filter((r) => Number(r.answers) > 0)
      .map((r) => {
        const judged = hasRightOrWrong(Number(r.subject_type));
        return {
          subjectType: Number(r.subject_type),
          answers: Number(r.answers),
          rightRatio: judged ? ratio(Number(r.right), Number(r.flagged)) : null,
          facility: oneDecimal(r.facility),
          classRightRatio: judged ? ratio(Number(r.class_right), Number(r.class_flagged)) : null,
          classFacility: oneDecimal(r.class_facility),
        };
      })
      // The weakest first by facility, which every graded type has (the page's chart and its
      // strong/weak marks read it too); a type with nothing graded yet by its right ratio.
      .sort(
        (a, b) =>
          (a.facility ?? a.rightRatio ?? 100) - (b.facility ?? b.rightRatio ?? 100) || a.subjectType - b.subjectType,
      )
  );
}

export async function studentLearnAnalyse(
  db: Db,
  user: SessionUser,
  body: { classId: number; range: TLearningRange },
  language: TLanguageUse,
  now = new Date(),
): Promise<TStudentLearnAnalyse> {
  const scope = await studentScope(db, user, body.classId);
  const { from, to } = rangeDays(body.range, zonedDay(now, scope.zone));
  const [perDay, attempts, mine, types] = await Promise.all([
    myDays(db, scope, from, to),
    db
      .select({
        attemptId: trainingAttempts.id,
        trainingId: trainingAttempts.trainingId,
        title: trainings.title,
        kind: trainings.kind,
        submittedAt: trainingAttempts.submittedAt,
        day: submittedDay(scope),
        percent: sql<
          number | null
        >`(${trainingAttempts.score} / nullif(${trainingAttempts.fullMark}, 0) * 100)::float8`,
      })
      .from(trainingAttempts)
      .innerJoin(trainings, eq(trainings.id, trainingAttempts.trainingId))
      .where(and(myAttempts(scope), submittedBetween(scope, from, to)))
      .orderBy(asc(trainingAttempts.submittedAt), asc(trainingAttempts.id)),
    standing(db, scope),
    typeRows(db, scope, from, to),
  ]);
  const days = daysBetween(from, to).map((day) => ({ day, minutes: minutes(perDay.get(day)?.seconds ?? 0) }));
  const totalSeconds = [...perDay.values()].reduce((sum, d) => sum + d.seconds, 0);
  return {
    className: scope.className,
    range: body.range,
    from,
    to,
    days,
    minutes: minutes(totalSeconds),
    attempts: [...perDay.values()].reduce((sum, d) => sum + d.attempts, 0),
    activeDays: perDay.size,
    scores: attempts.map((a) => ({
      attemptId: a.attemptId,
      trainingId: a.trainingId,
      title: a.title[language],
      kind: a.kind,
      submittedAt: (a.submittedAt ?? new Date(0)).toISOString(),
      day: a.day,
      percent: oneDecimal(a.percent),
    })),
    standing: mine,
    types,
  };
}
