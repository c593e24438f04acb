/**
 * The student's latest handed-in results over their classes: training attempts, exam attempts and
 * task answers, newest first. A score is null until it is graded; an exam's also until the teacher
 * publishes the scores (as on the exam list).
 */
import { HandedInStates, type TLanguageUse, type TRecentScore } from '@lingua/contracts';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { classes, examAttempts, exams, taskSubmissions, tasks, trainingAttempts, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { examPolicy } from '../exams/exam-policy';
import { dashboardPolicy } from './dashboard-policy';

export const RECENT_LIMIT = 5;

export async function listRecentScores(db: Db, student: SessionUser, language: TLanguageUse): Promise<TRecentScore[]> {
  const [trainingRows, examRows, taskRows] = await Promise.all([
    db
      .select({ attempt: trainingAttempts, kind: trainings.kind, title: trainings.title })
      .from(trainingAttempts)
      .innerJoin(trainings, eq(trainings.id, trainingAttempts.trainingId))
      .innerJoin(classes, eq(classes.id, trainingAttempts.classId))
      .where(and(dashboardPolicy.own(student, trainingAttempts.studentId), eq(trainingAttempts.status, 'submitted')))
      .orderBy(desc(trainingAttempts.submittedAt))
      .limit(RECENT_LIMIT),
    db
      .select({ attempt: examAttempts, title: exams.title, classId: exams.classId, published: exams.published })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .innerJoin(classes, eq(classes.id, exams.classId))
      .where(
        and(
          eq(examAttempts.studentId, student.userId),
          examPolicy.read(student),
          inArray(examAttempts.state, [...HandedInStates]),
          isNotNull(examAttempts.submittedAt),
        ),
      )
      .orderBy(desc(examAttempts.submittedAt))
      .limit(RECENT_LIMIT),
    db
      .select({ submission: taskSubmissions, title: tasks.title, fullMark: tasks.fullMark })
      .from(taskSubmissions)
      .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
      .innerJoin(classes, eq(classes.id, taskSubmissions.classId))
      .where(and(dashboardPolicy.own(student, taskSubmissions.studentId), isNotNull(taskSubmissions.submittedAt)))
      .orderBy(desc(taskSubmissions.submittedAt))
      .limit(RECENT_LIMIT),
  ]);
  const items: TRecentScore[] = [
    ...trainingRows.map(({ attempt, kind, title }) => ({
      source: 'training' as const,
      attemptId: attempt.id,
      classId: attempt.classId,
      trainingId: attempt.trainingId,
      kind,
      title: title[language] || title.cn,
      score: attempt.score,
      fullMark: attempt.fullMark,
      at: (attempt.submittedAt ?? attempt.updatedAt).toISOString(),
    })),
    ...examRows.map(({ attempt, title, classId, published }) => ({
      source: 'exam' as const,
      attemptId: attempt.id,
      classId,
      title,
      score: published ? attempt.score : null,
      fullMark: attempt.fullMark,
      at: (attempt.submittedAt ?? new Date(0)).toISOString(),
    })),
    ...taskRows.map(({ submission, title, fullMark }) => ({
      source: 'task' as const,
      taskId: submission.taskId,
      classId: submission.classId,
      title,
      score: submission.score,
      fullMark,
      at: (submission.submittedAt ?? new Date(0)).toISOString(),
    })),
  ];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, RECENT_LIMIT);
}
