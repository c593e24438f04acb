/**
 * The course part of the student's home: how far the student is in the current class's course
 * (per chapter) and where to continue. Built on the course page's own answer (getClassLesson), so
 * the home and the course page never disagree about what is done or locked.
 */
import { catalogueCourse } from '@lingua/content';
import type { TClassLesson, TDashboardContinue, TDashboardCourse, TLanguageUse } from '@lingua/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { activityProgress, classes, courses } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getClassLesson } from '../courses/class-lesson';
import { dashboardPolicy } from './dashboard-policy';

type Flat = TClassLesson['chapters'][number]['steps'][number]['activities'][number] & {
  chapterTitle: string;
  stepTitle: string;
};

function flatten(lesson: TClassLesson): Flat[] {
  return lesson.chapters.flatMap((chapter) =>
    chapter.steps.flatMap((step) =>
      step.activities.map((a) => ({ ...a, chapterTitle: chapter.title, stepTitle: step.title })),
    ),
  );
}

/** Only activities that open a training count: tasks and test papers set elsewhere are never "done" here. */
function summarise(lesson: TClassLesson, graph: TDashboardCourse['knowledgeGraph']): TDashboardCourse {
  const chapters = lesson.chapters.map((chapter) => {
    const counted = chapter.steps.flatMap((s) => s.activities).filter((a) => a.available);
    return {
      chapterId: chapter.chapterId,
      title: chapter.title,
      done: counted.filter((a) => a.finished === 2).length,
      total: counted.length,
    };
  });
  const done = chapters.reduce((n, c) => n + c.done, 0);
  const total = chapters.reduce((n, c) => n + c.total, 0);
  return {
    courseId: lesson.courseId,
    courseName: lesson.courseName,
    knowledgeGraph: graph,
    lessonStatus: lesson.lessonStatus,
    done,
    total,
    percent: total === 0 ? 0 : Math.floor((100 * done) / total),
    chapters,
  };
}

/**
 * The activity last worked on while it is still in progress; once it is completed, the first one
 * after it not completed (else the first not completed anywhere); with nothing worked on, the first
 * not completed. Null when every activity that opens a training is completed.
 */
export function chooseContinue(lesson: TClassLesson, lastWorkedId: number | null): TDashboardContinue | null {
  const all = flatten(lesson);
  const open = (a: Flat) => a.available && a.finished !== 2;
  const at = (a: Flat | undefined, reason: TDashboardContinue['reason']): TDashboardContinue | null =>
    a
      ? {
          activityId: a.activityId,
          kind: a.kind,
          title: a.title,
          chapterTitle: a.chapterTitle,
          stepTitle: a.stepTitle,
          finished: a.finished,
          locked: a.locked,
          lockReason: a.lockReason,
          reason,
        }
      : null;
  const index = lastWorkedId === null ? -1 : all.findIndex((a) => a.activityId === lastWorkedId);
  if (index < 0) return at(all.find(open), 'first');
  const last = all[index];
  if (last && open(last)) return at(last, 'lastWorked');
  return at(all.slice(index + 1).find(open) ?? all.find(open), 'next');
}

/** The current class's course progress and where to continue; nulls when the class has no course. */
export async function getCourseProgress(
  db: Db,
  student: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<{ course: TDashboardCourse | null; continueAt: TDashboardContinue | null }> {
  const [row] = await db
    .select({ courseKey: courses.key })
    .from(classes)
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(and(eq(classes.id, classId), dashboardPolicy.classes(student)));
  if (!row) return { course: null, continueAt: null };
  const [lesson, [last]] = await Promise.all([
    getClassLesson(db, student, classId, language),
    // The student's own work only: an activity a teacher marked done is not where they left off.
    db
      .select({ activityId: activityProgress.activityId })
      .from(activityProgress)
      .innerJoin(classes, eq(classes.id, activityProgress.classId))
      .where(
        and(
          eq(activityProgress.classId, classId),
          isNull(activityProgress.markedBy),
          dashboardPolicy.own(student, activityProgress.studentId),
        ),
      )
      .orderBy(desc(activityProgress.updatedAt))
      .limit(1),
  ]);
  return {
    course: summarise(lesson, catalogueCourse(row.courseKey)?.knowledgeGraph ?? null),
    continueAt: chooseContinue(lesson, last?.activityId ?? null),
  };
}
