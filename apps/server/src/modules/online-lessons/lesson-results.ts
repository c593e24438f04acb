/**
 * Lesson results and the lesson score rule (docs/api.md): attendance counts 60 % and answers 40 %.
 * Attendance points: present 100, late 70, excused 100 (an excused student is not penalised),
 * absent or unmarked 0. Answer points: 100 x right answers / questions with a right answer; when no
 * question has one (polls), 100 x answered / questions; with no questions at all, the score is the
 * attendance points alone. A live lesson has no score yet.
 */
import type { TAttendanceStatus, TLessonResult, TQuestionStats } from '@lingua/contracts';

const ATTENDANCE_POINTS: Record<TAttendanceStatus, number> = { present: 100, late: 70, excused: 100, absent: 0 };

export interface AnswerRow {
  questionId: number;
  studentId: number;
  answer: number[];
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function lessonResult(input: {
  isLive: boolean;
  status: TAttendanceStatus | null;
  studentId: number;
  questions: Pick<TQuestionStats, 'questionId' | 'correct'>[];
  answers: AnswerRow[];
  calledTimes: number;
}): TLessonResult {
  const mine = input.answers.filter((a) => a.studentId === input.studentId);
  const graded = input.questions.filter((q) => q.correct.length > 0);
  const correct = mine.filter((a) => {
    const q = graded.find((g) => g.questionId === a.questionId);
    return q !== undefined && sameSet(q.correct, a.answer);
  }).length;
  const attendance = input.status ? ATTENDANCE_POINTS[input.status] : 0;
  let score: number | null = null;
  if (!input.isLive) {
    const answerPoints =
      input.questions.length === 0
        ? null
        : graded.length > 0
          ? (100 * correct) / graded.length
          : (100 * mine.length) / input.questions.length;
    score = Math.round(answerPoints === null ? attendance : 0.6 * attendance + 0.4 * answerPoints);
  }
  return { status: input.status, answered: mine.length, correct, calledTimes: input.calledTimes, score };
}

/** How many of each attendance status, unmarked included. */
export const tally = (statuses: (TAttendanceStatus | null)[]) => ({
  present: statuses.filter((s) => s === 'present').length,
  late: statuses.filter((s) => s === 'late').length,
  excused: statuses.filter((s) => s === 'excused').length,
  absent: statuses.filter((s) => s === 'absent').length,
  notMarked: statuses.filter((s) => s === null).length,
});
