/**
 * Question statistics over each student's first submitted attempt of a training (right ratio,
 * facility and discrimination as Moodle computes them), and the same answers grouped by question
 * type. One statement each: the first attempts with their stored totals, their stored answers
 * (a submit writes one for every question, an unanswered one scored 0; a spoken question never
 * recorded has none), a teacher's score over the machine's (an answer still waiting for the
 * teacher has none and is left out of the score figures), and PostgreSQL's corr() for the
 * discrimination index. The answers are reached by attempt (an index range per attempt), never
 * one (attempt, question) pair at a time: 600,000 answers of a class of 400 in about 0.4 s
 * (bench/src/analytics.ts).
 */
import {
  QuestionTypes,
  stemPreview,
  type TLanguageUse,
  type TQuestionStatistic,
  type TRightRatioReport,
  type TSubjectType,
  type TTypeAnswerReport,
} from '@lingua/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { oneDecimal, reportScope, reportTrainings } from './report-scope';

type Body = { classId: number; trainingId?: number | null };

/** `firsts` (each student's first submitted attempt of each training, with its total) and `answers`. */
function firstAnswers(body: Body): SQL {
  const training = body.trainingId ? sql`and a.training_id = ${body.trainingId}` : sql``;
  return sql`
    firsts as (
      select distinct on (a.student_id, a.training_id) a.id, coalesce(a.score, a.auto_score, 0) as total
      from training_attempts a
      join class_students cs on cs.class_id = a.class_id and cs.student_id = a.student_id
      where a.class_id = ${body.classId} and a.status = 'submitted' ${training}
      order by a.student_id, a.training_id, a.submitted_at, a.id
    ),
    answers as (
      select aa.question_id, f.total, coalesce(aa.teacher_score, aa.auto_score) as score, aa.right_flag
      from firsts f join attempt_answers aa on aa.attempt_id = f.id
    )`;
}

/** The answers marked right, partly right and wrong, and all those marked (a teacher's are not). */
const markCounts = sql.raw(`(count(*) filter (where right_flag = 1))::int as "right",
        (count(*) filter (where right_flag = 2))::int as partly,
        (count(*) filter (where right_flag = 0))::int as wrong,
        count(right_flag)::int as flagged`);

type QuestionRow = {
  question_id: number;
  attempts: number;
  right: number;
  partly: number;
  wrong: number;
  flagged: number;
  average: number | null;
  discrimination: number | null;
};

type TypeRow = Omit<QuestionRow, 'question_id' | 'discrimination' | 'average'> & {
  subject_type: number;
  questions: number;
  facility: number | null;
};

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ratio = (right: number, flagged: number) => (flagged > 0 ? oneDecimal((right / flagged) * 100) : null);

/**
 * A type the teacher (or the recording's scoring) grades has no right or wrong: submission marks
 * its unanswered questions wrong all the same, which must not read as a right ratio.
 */
export const hasRightOrWrong = (subjectType: number) =>
  QuestionTypes[subjectType as TSubjectType]?.grading !== 'teacher';
const rightWrong = (subjectType: number, r: { right: number; partly: number; wrong: number; flagged: number }) =>
  hasRightOrWrong(subjectType)
    ? {
        right: Number(r.right),
        partly: Number(r.partly),
        wrong: Number(r.wrong),
        rightRatio: ratio(Number(r.right), Number(r.flagged)),
      }
    : { right: 0, partly: 0, wrong: 0, rightRatio: null };

export async function rightRatioReport(
  db: Db,
  user: SessionUser,
  body: Body,
  language: TLanguageUse,
): Promise<TRightRatioReport> {
  await reportScope(db, user, body.classId);
  const stats = rowsOf<QuestionRow>(
    await db.execute(sql`
      with ${firstAnswers(body)}
      select question_id,
        count(*)::int as attempts,
        ${markCounts},
        avg(score)::float8 as average,
        (corr(score, total - score) * 100)::float8 as discrimination
      from answers
      group by question_id
    `),
  );
  const trainingList = await reportTrainings(db, body.classId, language);
  const titles = new Map(trainingList.map((t) => [t.trainingId, t.title]));
  const ids = stats.map((s) => Number(s.question_id));
  const questions =
    ids.length === 0
      ? []
      : rowsOf<{
          id: number;
          training_id: number;
          sort: number;
          subject_type: number;
          stem: string;
          full_mark: number;
        }>(
          await db.execute(
            sql`select id, training_id, sort, subject_type, stem, full_mark from training_questions where id in ${sql.raw(`(${ids.join(',')})`)}`,
          ),
        );
  const byId = new Map(questions.map((q) => [Number(q.id), q]));
  const list: TQuestionStatistic[] = stats.flatMap((s) => {
    const q = byId.get(Number(s.question_id));
    if (!q) return [];
    return [
      {
        questionId: Number(q.id),
        trainingId: Number(q.training_id),
        trainingTitle: titles.get(Number(q.training_id)) ?? '',
        sort: Number(q.sort),
        subjectType: Number(q.subject_type),
        stem: stemPreview(q.stem).slice(0, 200),
        fullMark: Number(q.full_mark),
        attempts: Number(s.attempts),
        ...rightWrong(Number(q.subject_type), s),
        facility:
          s.average === null || Number(q.full_mark) <= 0
            ? null
            : oneDecimal((Number(s.average) / Number(q.full_mark)) * 100),
        discrimination: oneDecimal(s.discrimination),
      },
    ];
  });
  const order = trainingList.map((t) => t.trainingId);
  if (body.trainingId) list.sort((a, b) => a.sort - b.sort);
  // The wrong-answer set: the most missed first (questions without right or wrong by facility).
  else
    list.sort(
      (a, b) =>
        (a.rightRatio ?? a.facility ?? 100) - (b.rightRatio ?? b.facility ?? 100) ||
        order.indexOf(a.trainingId) - order.indexOf(b.trainingId) ||
        a.sort - b.sort,
    );
  return { trainings: trainingList, questions: list };
}

export async function typeAnswerReport(
  db: Db,
  user: SessionUser,
  body: Body,
  language: TLanguageUse,
): Promise<TTypeAnswerReport> {
  await reportScope(db, user, body.classId);
  const rows = rowsOf<TypeRow>(
    await db.execute(sql`
      with ${firstAnswers(body)}
      select q.subject_type,
        count(distinct s.question_id)::int as questions,
        count(*)::int as attempts,
        ${markCounts},
        (sum(s.score) / nullif(sum(q.full_mark) filter (where s.score is not null), 0) * 100)::float8 as facility
      from answers s join training_questions q on q.id = s.question_id
      group by q.subject_type
      order by q.subject_type
    `),
  );
  return {
    trainings: await reportTrainings(db, body.classId, language),
    rows: rows.map((r) => ({
      subjectType: Number(r.subject_type),
      questions: Number(r.questions),
      answers: Number(r.attempts),
      ...rightWrong(Number(r.subject_type), r),
      facility: oneDecimal(r.facility),
    })),
  };
}
