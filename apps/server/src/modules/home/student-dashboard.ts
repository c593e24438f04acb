/**
 * The student's home in one answer (issue 24): the current class (the one the course pages are
 * on), its course progress and where to continue, what is due, today's lessons and the latest
 * scores. Each section is one or a few queries over all the student's rows, never one per row.
 */
import { TEACHING_CLASS_TYPE, type TLanguageUse, type TStudentDashboard } from '@lingua/contracts';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { listVisibleClasses } from '../classes/class-queries';
import { getNowClass } from '../classes/current-class';
import { getCourseProgress } from './course-progress';
import { listDue } from './due-items';
import { listRecentScores } from './recent-scores';
import { listTodayLessons } from './today-lessons';

export async function getStudentDashboard(
  db: Db,
  student: SessionUser,
  language: TLanguageUse,
  now: Date,
): Promise<TStudentDashboard> {
  const [current, mine, due, todayLessons, recentScores] = await Promise.all([
    getNowClass(db, student, TEACHING_CLASS_TYPE),
    listVisibleClasses(db, student),
    listDue(db, student, now),
    listTodayLessons(db, student, now),
    listRecentScores(db, student, language),
  ]);
  const currentClass =
    current.classId !== null ? { classId: current.classId, className: current.className ?? '' } : null;
  const { course, continueAt } = currentClass
    ? await getCourseProgress(db, student, currentClass.classId, language)
    : { course: null, continueAt: null };
  return {
    now: now.toISOString(),
    classCount: mine.length,
    currentClass,
    course,
    continueAt,
    due,
    todayLessons,
    recentScores,
  };
}
