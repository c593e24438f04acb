/**
 * The history class's training attempts, built in memory: each student's first attempt at each
 * training they reached, in course order, and a better second attempt at a few; every answer
 * built in its type's shape and graded by submission's own rule (gradeSavedAnswer), the written
 * ones graded by the teacher a day or two later (recent ones still wait). The seed writes them.
 */
import { QuestionTypes, type TQuestionAnswer, type TSubjectType } from '@lingua/contracts';
import { fullMarkOf, type QuestionRow } from '../../modules/trainings/attempt-reads';
import { attemptTotals, gradeSavedAnswer, type SavedAnswerGrade } from '../../modules/trainings/attempt-submit';
import { type ObjectiveAnswerMaker, objectiveAnswerMaker } from './history-answers';
import { type HistoryStudent, type Instant, lagDays, lessonDay, StudyDays } from './history-plan';
import { draftFrom, referenceOf, teacherGrade } from './history-written';
import { type Random, seededRandom } from './seeded-random';

const HOUR = 3_600_000;

export type HistoryTraining = { id: number; key: string; questions: QuestionRow[] };

export type BuiltAnswer = {
  questionId: number;
  answer: TQuestionAnswer;
  grade: SavedAnswerGrade;
  /** The teacher's grade of a written answer, once given. */
  teacher: { score: number; comment: string } | null;
};

export type BuiltAttempt = {
  studentIndex: number;
  trainingId: number;
  attemptNo: 1 | 2;
  daysAgo: number;
  startedAt: Date;
  submittedAt: Date;
  durationSeconds: number;
  autoScore: number;
  score: number | null;
  fullMark: number;
  /** When the teacher graded the written answers (and so first opened the attempt), or opened it. */
  gradedAt: Date | null;
  viewedAt: Date | null;
  answers: BuiltAnswer[];
};

const isTeacherGraded = (q: QuestionRow) => QuestionTypes[q.subjectType as TSubjectType]?.grading === 'teacher';
const isSpoken = (q: QuestionRow) => QuestionTypes[q.subjectType as TSubjectType]?.spoken === true;

/** Minutes a student at the class's pace spends on a training: longer for what is written. */
function trainingMinutes(questions: QuestionRow[]): number {
  return questions.reduce((sum, q) => {
    if (isSpoken(q)) return sum;
    if (!isTeacherGraded(q)) return sum + 1.6;
    const minWords = (q.content as { minWords?: number }).minWords;
    return sum + (minWords !== undefined ? 4 + minWords / 15 : 3.5);
  }, 0);
}

/**
 * How likely a student of this ability knows the answer to a question: a logistic curve around
 * the question's difficulty (its authored level, and a little of its own so that questions of one
 * level differ as real ones do).
 */
function knowChance(ability: number, question: QuestionRow, trainingKey: string): number {
  const own = seededRandom(`question:${trainingKey}:${question.sort}`).between(-0.15, 0.15);
  const difficulty = 0.5 + 0.12 * (question.difficulty - 2) + own;
  return 1 / (1 + Math.exp(-7 * (ability - difficulty)));
}

type AnswerPlan = { know: number; quality: number };

/** Each question's answer maker, its content read once for the whole class. */
const makers = new WeakMap<QuestionRow, ObjectiveAnswerMaker | null>();
function makerOf(q: QuestionRow): ObjectiveAnswerMaker | null {
  let maker = makers.get(q);
  if (maker === undefined) {
    maker = objectiveAnswerMaker(q.subjectType, q.content);
    makers.set(q, maker);
  }
  return maker;
}

/** One question's answer, and its grade without the teacher's (gradeSavedAnswer decides what waits). */
function buildAnswer(
  q: QuestionRow,
  plan: AnswerPlan,
  rng: Random,
): { answer: TQuestionAnswer; draft: ReturnType<typeof draftFrom> | null } {
  if (isSpoken(q)) return { answer: {}, draft: null }; // The demo has no recordings.
  const maker = makerOf(q);
  if (maker)
    return rng.chance((1 - plan.know) * 0.06)
      ? { answer: {}, draft: null }
      : { answer: maker(plan.know, rng), draft: null };
  const reference = referenceOf(q.subjectType, q.content);
  // A written question without a reference answer, or one the student gave up on, is left blank.
  if (reference === null || rng.chance((1 - plan.quality) * 0.15)) return { answer: {}, draft: null };
  const draft = draftFrom(reference, plan.quality, rng);
  return { answer: { stu_answer: draft.text }, draft };
}

function graded(
  q: QuestionRow,
  built: { answer: TQuestionAnswer; draft: ReturnType<typeof draftFrom> | null },
  teacherGrades: boolean,
  rng: Random,
): BuiltAnswer {
  const teacher =
    teacherGrades && built.draft && isTeacherGraded(q)
      ? teacherGrade(q.subjectType, q.fullMark, built.draft, rng)
      : null;
  return {
    questionId: q.id,
    answer: built.answer,
    grade: gradeSavedAnswer(q, built.answer, teacher?.score ?? null),
    teacher,
  };
}

/** What an answer counts for in the attempt (its automatic or the teacher's score). */
const points = (a: BuiltAnswer) => (a.grade.autoScore ?? 0) + (a.grade.teacherScore ?? 0);

/** Whether the teacher has graded an attempt made this many days ago: not the last two days' yet. */
function teacherHasGraded(daysAgo: number, rng: Random): boolean {
  return daysAgo >= 3 || (daysAgo === 2 && rng.chance(0.5));
}

export function buildAttempts(
  students: HistoryStudent[],
  trainings: HistoryTraining[],
  instant: Instant,
  now: Date,
): BuiltAttempt[] {
  const out: BuiltAttempt[] = [];
  for (const student of students) {
    const rng = seededRandom(`student:${student.index}`);
    const days = new StudyDays();
    const firsts: { training: HistoryTraining; attempt: BuiltAttempt; plans: AnswerPlan[] }[] = [];
    let previousDay = Number.POSITIVE_INFINITY;
    for (const [k, training] of trainings.slice(0, student.done).entries()) {
      const day = Math.max(1, Math.min(previousDay, lessonDay(k, trainings.length) - lagDays(student, rng)));
      const minutes = Math.min(
        25,
        Math.max(3, trainingMinutes(training.questions) * student.pace * rng.between(0.85, 1.2)),
      );
      const placed = days.place(day, minutes, rng);
      if (!placed) break;
      previousDay = placed.daysAgo;
      const answerRng = seededRandom(`answers:${student.index}:${training.key}:1`);
      const plans = training.questions.map((q) => ({
        know: knowChance(student.ability, q, training.key),
        quality: student.ability + answerRng.between(-0.1, 0.1) - 0.1 * (q.difficulty - 2),
      }));
      const teacherGrades = teacherHasGraded(placed.daysAgo, answerRng);
      const answers = training.questions.map((q, i) =>
        graded(q, buildAnswer(q, plans[i] ?? { know: 0.5, quality: 0.5 }, answerRng), teacherGrades, answerRng),
      );
      const attempt = assemble(student, training, 1, placed, minutes, answers, instant, now, answerRng);
      out.push(attempt);
      firsts.push({ training, attempt, plans });
    }
    // A few go back to a training that went badly and do it again, better.
    for (const first of firsts) {
      const share = first.attempt.answers.reduce((s, a) => s + points(a), 0) / Math.max(1, first.attempt.fullMark);
      if (share >= 0.8 || !rng.chance(0.14)) continue;
      const minutes = Math.max(3, (first.attempt.durationSeconds / 60) * rng.between(0.5, 0.8));
      const placed = days.place(first.attempt.daysAgo - rng.int(0, 3), minutes, rng);
      if (!placed) continue;
      const retryRng = seededRandom(`answers:${student.index}:${first.training.key}:2`);
      const teacherGrades = teacherHasGraded(placed.daysAgo, retryRng);
      const answers = first.training.questions.map((q, i) => {
        const before = first.attempt.answers[i];
        const plan = first.plans[i] ?? { know: 0.5, quality: 0.5 };
        // What was right stays; the rest is done again with the feedback of the first attempt.
        const full = before && points(before) >= q.fullMark * (isTeacherGraded(q) ? 0.85 : 1);
        const built = full
          ? { answer: before.answer, draft: null }
          : buildAnswer(q, { know: Math.min(0.97, plan.know + 0.35), quality: plan.quality + 0.25 }, retryRng);
        if (full && before.teacher)
          return {
            ...before,
            ...(teacherGrades ? {} : { teacher: null, grade: gradeSavedAnswer(q, before.answer, null) }),
          };
        return graded(q, built, teacherGrades, retryRng);
      });
      // Better it is: if nothing improved by chance, the first wrong objective answer is put right.
      const total = (list: BuiltAnswer[]) => list.reduce((s, a) => s + points(a), 0);
      if (total(answers) <= total(first.attempt.answers)) {
        const at = first.training.questions.findIndex(
          (q, i) => makerOf(q) !== null && points(answers[i] as BuiltAnswer) < q.fullMark,
        );
        const q = first.training.questions[at];
        const maker = q && makerOf(q);
        if (q && maker) answers[at] = graded(q, { answer: maker(1, retryRng), draft: null }, false, retryRng);
      }
      out.push(assemble(student, first.training, 2, placed, minutes, answers, instant, now, retryRng));
    }
  }
  return out;
}

function assemble(
  student: HistoryStudent,
  training: HistoryTraining,
  attemptNo: 1 | 2,
  placed: { daysAgo: number; startMinute: number },
  minutes: number,
  answers: BuiltAnswer[],
  instant: Instant,
  now: Date,
  rng: Random,
): BuiltAttempt {
  const durationSeconds = Math.round(minutes * 60);
  const startedAt = instant(placed.daysAgo, placed.startMinute);
  const submittedAt = new Date(startedAt.getTime() + durationSeconds * 1000);
  const totals = attemptTotals(answers.map((a) => a.grade));
  const latest = now.getTime() - 2 * HOUR;
  const gradedAt = answers.some((a) => a.teacher)
    ? new Date(Math.min(latest, submittedAt.getTime() + rng.between(3, 40) * HOUR))
    : null;
  // An attempt with nothing to grade the teacher sometimes opened anyway.
  const viewedAt =
    gradedAt ??
    (placed.daysAgo >= 2 && rng.chance(0.4)
      ? new Date(Math.min(latest, submittedAt.getTime() + rng.between(2, 30) * HOUR))
      : null);
  return {
    studentIndex: student.index,
    trainingId: training.id,
    attemptNo,
    daysAgo: placed.daysAgo,
    startedAt,
    submittedAt,
    durationSeconds,
    autoScore: totals.autoScore,
    score: totals.score,
    fullMark: fullMarkOf(training.questions),
    gradedAt,
    viewedAt,
    answers,
  };
}
