/**
 * The course grade book (lessonScoreManage): every student's four parts and their weighted grade,
 * by the class's weights and score rule. A part a student has nothing of yet (null) gives its
 * weight to the others, so a class without exams is graded on what it has. The student reads
 * their own row through `myGrade`.
 */
import {
  GradeParts,
  scoreRuleOfCode,
  type TGradeBook,
  type TGradeRow,
  type TGradeWeights,
  type TMyGrade,
  type TScoreRule,
} from '@lingua/contracts';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { oneDecimal, reportScope } from '../analytics/report-scope';
import { examPart, lessonPart, taskPart, trainingPart } from './grade-parts';
import { gradeSettings } from './grade-settings';

/** The weighted grade over the parts present; null when none is. */
export function weightedGrade(parts: Record<(typeof GradeParts)[number], number | null>, weights: TGradeWeights) {
  let sum = 0;
  let weight = 0;
  for (const part of GradeParts) {
    const value = parts[part];
    if (value === null || weights[part] <= 0) continue;
    sum += value * weights[part];
    weight += weights[part];
  }
  return weight > 0 ? sum / weight : null;
}

export async function gradeBook(
  db: Db,
  user: SessionUser,
  classId: number,
  options: { rule?: TScoreRule; now?: Date } = {},
): Promise<TGradeBook> {
  const settings = await gradeSettings(db, user, classId);
  const scope = await reportScope(db, user, classId);
  const rule = options.rule ?? scoreRuleOfCode(settings.scoreRule);
  const now = options.now ?? new Date();
  const ids = scope.students.map((s) => s.studentId);
  const [trainings, tasks, lessons, exams] = await Promise.all([
    trainingPart(db, classId, ids, rule),
    taskPart(db, classId, ids, now),
    lessonPart(db, user, classId),
    examPart(db, classId, ids, rule, now),
  ]);
  const rows: TGradeRow[] = scope.students.map((s) => {
    const parts = {
      trainings: trainings.totals.get(s.studentId) ?? null,
      tasks: tasks.totals.get(s.studentId) ?? null,
      lessons: lessons.totals.get(s.studentId) ?? null,
      exams: exams.totals.get(s.studentId) ?? null,
    };
    return {
      ...s,
      trainings: oneDecimal(parts.trainings),
      tasks: oneDecimal(parts.tasks),
      lessons: oneDecimal(parts.lessons),
      exams: oneDecimal(parts.exams),
      grade: oneDecimal(weightedGrade(parts, settings.weights)),
    };
  });
  return {
    classId,
    className: scope.className,
    weights: settings.weights,
    rule,
    counts: { trainings: trainings.items, tasks: tasks.items, lessons: lessons.items, exams: exams.items },
    rows,
  };
}

export async function myGrade(db: Db, student: SessionUser, classId: number): Promise<TMyGrade> {
  const book = await gradeBook(db, student, classId);
  const mine = book.rows.find((r) => r.studentId === student.userId);
  // The class policy let the student read the class, so they are in it; a row is always there.
  if (!mine) throw new Error('student missing from their class');
  return {
    classId: book.classId,
    className: book.className,
    weights: book.weights,
    rule: book.rule,
    counts: book.counts,
    mine,
  };
}
