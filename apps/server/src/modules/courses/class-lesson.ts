/**
 * A student's course in a class: the structure with finished flags and step-order locks, and
 * starting an activity, which the server refuses while its step or an earlier task is unfinished
 * (part 1 §4: the rule holds in the API, not only in the page).
 */
import {
  type TActivityKind,
  type TClassLesson,
  type TFinishedFlag,
  type TLanguageUse,
  type TNextActivity,
  TrainingKindDescriptors,
} from '@lingua/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { activityProgress, activityResources, activityTrainings, classes } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { type CourseTree, loadCourseTree, stepShapes } from './course-tree';
import { applyStepOrder, type StepOrderOptions, stepFinished } from './step-order';

/** Spoken work: a training kind answered with the microphone (the oral category). */
export function isSpokenKind(kind: TActivityKind): boolean {
  return (
    kind in TrainingKindDescriptors &&
    TrainingKindDescriptors[kind as keyof typeof TrainingKindDescriptors].category === 'oral'
  );
}

/**
 * What each activity of the course is to the step order: whether it opens a training (others, a
 * task or a test paper set elsewhere, or an activity whose content is not written yet, never hold
 * the course back), whether it is spoken, and whether it must be completed to go on.
 */
export async function activityRoles(db: Db, tree: CourseTree, spokenRequired: boolean) {
  const ids = tree.activities.map((a) => a.id);
  const linked = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: activityTrainings.activityId })
            .from(activityTrainings)
            .where(inArray(activityTrainings.activityId, ids))
        ).map((r) => r.id),
  );
  // A step's material (issue 18) opens in the step to read or play; it never holds the course back.
  const materials = new Set(
    tree.activities.some((a) => a.kind === 'material')
      ? (
          await db
            .select({ id: activityResources.activityId })
            .from(activityResources)
            .where(inArray(activityResources.activityId, ids))
        ).map((r) => r.id)
      : [],
  );
  return new Map(
    tree.activities.map((a) => {
      if (materials.has(a.id)) return [a.id, { available: true, spoken: false, required: false }];
      const available = linked.has(a.id);
      const spoken = isSpokenKind(a.kind);
      return [a.id, { available, spoken, required: available && (!spoken || spokenRequired) }];
    }),
  );
}

export type ActivityRoles = Awaited<ReturnType<typeof activityRoles>>;

async function loadStudentLesson(db: Db, student: SessionUser, classId: number) {
  const summary = await getReadableClass(db, student, classId);
  const [row] = await db
    .select({
      courseId: classes.courseId,
      stepUnlockOrder: classes.stepUnlockOrder,
      lessonEndedAt: classes.lessonEndedAt,
      spokenRequired: classes.spokenRequired,
    })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!row?.courseId) throw notFound();
  const settings = {
    ordered: row.stepUnlockOrder === 1,
    ended: row.lessonEndedAt !== null,
    spokenRequired: row.spokenRequired,
  };
  const tree = await loadCourseTree(db, row.courseId);
  const roles = await activityRoles(db, tree, row.spokenRequired);
  const rows = await db
    .select({ activityId: activityProgress.activityId, finished: activityProgress.finished })
    .from(activityProgress)
    .where(and(eq(activityProgress.classId, classId), eq(activityProgress.studentId, student.userId)));
  const progress = new Map(rows.map((r) => [r.activityId, r.finished as TFinishedFlag]));
  const shapes = stepShapes(tree).map((shape) => ({
    ...shape,
    optionalIds: shape.activityIds.filter((id) => !roles.get(id)?.required),
  }));
  return { summary, tree, roles, settings, states: applyStepOrder(shapes, progress, settings) };
}

function present(
  tree: CourseTree,
  states: ReturnType<typeof applyStepOrder>,
  roles: ActivityRoles,
  settings: StepOrderOptions & { spokenRequired: boolean },
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
                available: roles.get(a.id)?.available ?? false,
                spoken: roles.get(a.id)?.spoken ?? false,
                required: roles.get(a.id)?.required ?? false,
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
    spokenRequired: settings.spokenRequired ? 1 : 0,
    chapters,
  };
}

export async function getClassLesson(db: Db, student: SessionUser, classId: number, language: TLanguageUse) {
  const { summary, tree, roles, settings, states } = await loadStudentLesson(db, student, classId);
  return present(tree, states, roles, settings, { classId: summary.classId, className: summary.className }, language);
}

/**
 * Marks the activity in progress (never downgrades a completed one) once the order allows it, and
 * records when it was last opened: the student's home continues from it.
 */
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
    .onConflictDoUpdate({
      target: [activityProgress.classId, activityProgress.studentId, activityProgress.activityId],
      set: { updatedAt: new Date() },
    });
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

/**
 * After a training's report: the course activity it was opened from in this class and the next
 * activity after it that opens a training, with its lock (issue 24). Null where there is none
 * (a training given outside the course, or the course's last activity).
 */
export async function getNextActivity(
  db: Db,
  student: SessionUser,
  classId: number,
  trainingId: number,
  language: TLanguageUse,
): Promise<TNextActivity> {
  const { tree, roles, states } = await loadStudentLesson(db, student, classId);
  const ids = tree.activities.map((a) => a.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ activityId: activityTrainings.activityId })
          .from(activityTrainings)
          .where(and(inArray(activityTrainings.activityId, ids), eq(activityTrainings.trainingId, trainingId)));
  const stepIndex = new Map(tree.steps.map((s, i) => [s.id, i]));
  const ordered = [...tree.activities].sort(
    (a, b) => (stepIndex.get(a.stepId) ?? 0) - (stepIndex.get(b.stepId) ?? 0) || a.sort - b.sort,
  );
  const from = ordered.findIndex((a) => a.id === links[0]?.activityId);
  if (from < 0) return { activityId: null, next: null };
  const next = ordered.slice(from + 1).find((a) => a.kind !== 'material' && roles.get(a.id)?.available);
  const state = next ? states.get(next.stepId)?.activities.get(next.id) : undefined;
  return {
    activityId: ordered[from]?.id ?? null,
    next: next
      ? {
          activityId: next.id,
          kind: next.kind,
          title: next.title[language],
          locked: state?.locked ?? true,
          lockReason: state?.lockReason ?? null,
        }
      : null,
  };
}
