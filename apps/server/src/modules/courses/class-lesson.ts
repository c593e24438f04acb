/**
 * A student's course in a class: the structure with finished flags and step-order locks, and
 * starting an activity, which the server refuses while its step or an earlier task is unfinished
 * (part 1 §4: the rule holds in the API, not only in the page).
 */
import type { TClassLesson, TFinishedFlag, TLanguageUse } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { activityProgress, classes } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { type CourseTree, loadCourseTree, stepShapes } from './course-tree';
import { applyStepOrder, type StepOrderOptions, stepFinished } from './step-order';

async function loadStudentLesson(db: Db, student: SessionUser, classId: number) {
  const summary = await getReadableClass(db, student, classId);
  const [row] = await db
    .select({
      courseId: classes.courseId,
      stepUnlockOrder: classes.stepUnlockOrder,
      lessonEndedAt: classes.lessonEndedAt,
    })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!row?.courseId) throw notFound();
  const settings = { ordered: row.stepUnlockOrder === 1, ended: row.lessonEndedAt !== null };
  const tree = await loadCourseTree(db, row.courseId);
  const rows = await db
    .select({ activityId: activityProgress.activityId, finished: activityProgress.finished })
    .from(activityProgress)
    .where(and(eq(activityProgress.classId, classId), eq(activityProgress.studentId, student.userId)));
  const progress = new Map(rows.map((r) => [r.activityId, r.finished as TFinishedFlag]));
  return { summary, tree, settings, states: applyStepOrder(stepShapes(tree), progress, settings) };
}

function present(
  tree: CourseTree,
  states: ReturnType<typeof applyStepOrder>,
  settings: StepOrderOptions,
  classInfo: { classId: number; className: string },
  language: TLanguageUse,
): TClassLesson {
  const chapters = tree.chapters.map((chapter) => {
    const steps = tree.steps
      .filter((s) => s.chapterId === chapter.id)
      .map((step) => {
        const state = states.get(step.id);
        return {
          stepId: step.id,
          title: step.title[language],
          finished: state?.finished ?? 0,
          locked: state?.locked ?? true,
          lockReason: state?.lockReason ?? null,
          activities: tree.activities
            .filter((a) => a.stepId === step.id)
            .map((a) => {
              const activity = state?.activities.get(a.id);
              return {
                activityId: a.id,
                kind: a.kind,
                title: a.title[language],
                finished: activity?.finished ?? 0,
                locked: activity?.locked ?? true,
                lockReason: activity?.lockReason ?? null,
              };
            }),
        };
      });
    return {
      chapterId: chapter.id,
      title: chapter.title[language],
      finished: stepFinished(steps.map((s) => s.finished)),
      steps,
    };
  });
  return {
    ...classInfo,
    courseId: tree.course.id,
    courseName: tree.course.name[language],
    version: tree.course.version,
    lessonStatus: settings.ended ? 'ended' : 'open',
    stepUnlockOrder: settings.ordered ? 1 : 0,
    chapters,
  };
}

export async function getClassLesson(db: Db, student: SessionUser, classId: number, language: TLanguageUse) {
  const { summary, tree, settings, states } = await loadStudentLesson(db, student, classId);
  return present(tree, states, settings, { classId: summary.classId, className: summary.className }, language);
}

/** Marks the activity in progress (never downgrades a completed one) once the order allows it. */
export async function startActivity(db: Db, student: SessionUser, classId: number, activityId: number) {
  const { tree, states } = await loadStudentLesson(db, student, classId);
  const activity = tree.activities.find((a) => a.id === activityId);
  if (!activity) throw notFound();
  const state = states.get(activity.stepId)?.activities.get(activityId);
  if (state?.lockReason === 'lessonEnded') throw conflict('lessonEnded');
  if (state?.lockReason === 'previousStep') throw conflict('stepLocked');
  if (state?.lockReason === 'previousActivity') throw conflict('activityLocked');
  await db
    .insert(activityProgress)
    .values({ classId, studentId: student.userId, activityId, finished: 1 })
    .onConflictDoNothing();
  return { activityId, finished: Math.max(1, state?.finished ?? 0) as TFinishedFlag };
}

/**
 * Whether a student may work on a training now (part 1 §4): not once the course is ended, and,
 * for a training the course's activities open, only while one of those activities is unlocked.
 * Throws the same 409s as starting the activity.
 */
export async function assertMayWorkOn(db: Db, student: SessionUser, classId: number, activityIds: number[]) {
  const [reason] = await workLocks(db, student, classId, [activityIds]);
  if (reason === 'lessonEnded') throw conflict('lessonEnded');
  if (reason === 'previousStep') throw conflict('stepLocked');
  if (reason === 'previousActivity') throw conflict('activityLocked');
}

type WorkLock = 'previousStep' | 'previousActivity' | 'lessonEnded' | null;

/**
 * For each training (given as the course activities that open it), why the student may not work
 * on it now, or null. A training outside the course's activities (given by the teacher) follows
 * no step order, only the ended course.
 */
export async function workLocks(
  db: Db,
  student: SessionUser,
  classId: number,
  activityIdsPerTraining: number[][],
): Promise<WorkLock[]> {
  const [row] = await db
    .select({ endedAt: classes.lessonEndedAt, courseId: classes.courseId })
    .from(classes)
    .where(eq(classes.id, classId));
  if (row?.endedAt) return activityIdsPerTraining.map(() => 'lessonEnded');
  if (!row?.courseId || activityIdsPerTraining.every((ids) => ids.length === 0))
    return activityIdsPerTraining.map(() => null);
  const { states } = await loadStudentLesson(db, student, classId);
  const reasonOf = (id: number): WorkLock => {
    for (const step of states.values()) {
      const state = step.activities.get(id);
      if (state) return state.lockReason;
    }
    return null;
  };
  return activityIdsPerTraining.map((ids) => {
    if (ids.length === 0) return null;
    const reasons = ids.map(reasonOf);
    if (reasons.some((r) => r === null)) return null;
    return reasons.includes('previousStep') ? 'previousStep' : 'previousActivity';
  });
}
