/** Where the student's home links to: the pages each section opens (the same ones their lists open). */
import type { TDueItem, TKnowledgeGraphKey, TRecentScore } from '@lingua/contracts';
import { trainingHref } from '../../../features/trainings/use-training-route';

export const COURSE_PATH = '/student/practicals/index/practical';
export const TASKS_PATH = '/student/teaching/task';
export const EXAMS_PATH = '/student/teaching/testIndex';

/** The student's graph page on the course's own graph. */
export const graphPath = (key: TKnowledgeGraphKey) => `/sjjx/knowledge_graph/index?graph=${key}`;

export const taskPath = (taskId: number, classId: number) =>
  `/student/teaching/taskAnswer?taskId=${taskId}&classId=${classId}`;

/** A running exam goes straight back to its sheet; any other opens the exam list, where it starts. */
export function examPath(item: Extract<TDueItem, { type: 'exam' }>): string {
  return item.status === 'inProgress' || item.status === 'paused'
    ? `/student/teaching/onlineTestAnswer?examId=${item.examId}`
    : EXAMS_PATH;
}

export function reportPath(score: TRecentScore): string {
  if (score.source === 'training')
    return trainingHref(score.kind, 'report', {
      classId: score.classId,
      trainingId: score.trainingId,
      attemptId: score.attemptId,
    });
  if (score.source === 'exam') return `/student/teaching/onlineTestAnswerReport?attemptId=${score.attemptId}`;
  return `/student/teaching/taskAnswerReport?taskId=${score.taskId}&classId=${score.classId}`;
}
