/**
 * Reading built courses: the editor's whole course, the teacher's list (getUserBuildingCourses),
 * the manager's list, the catalogue to copy (selectAllDemoSet) and the read-only preview.
 */
import type {
  TBuiltCourse,
  TBuiltCourseSummary,
  TCoursePreview,
  TDemoCourse,
  TLanguageUse,
  TSchoolBuiltCourse,
} from '@lingua/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activityTrainings, classes, courses, trainings, users } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { type CourseRow, coursePolicy, getChangeableCourse, getReadableCourse } from '../course-access/course-policy';
import { loadCourseTree } from '../courses/course-tree';
import { introductionToText } from './course-text';
import { activityUses } from './pool-use';

const copiedSource = alias(courses, 'copied_source');

/** The whole course for its editor: both languages, the outline with the training each activity opens. */
export async function presentBuiltCourse(
  db: Queryable,
  course: CourseRow,
  language: TLanguageUse,
): Promise<TBuiltCourse> {
  const tree = await loadCourseTree(db, course.id);
  const activityIds = tree.activities.map((a) => a.id);
  const links =
    activityIds.length === 0
      ? []
      : await db
          .select({ activityId: activityTrainings.activityId, trainingId: trainings.id, title: trainings.title })
          .from(activityTrainings)
          .innerJoin(trainings, eq(trainings.id, activityTrainings.trainingId))
          .where(inArray(activityTrainings.activityId, activityIds));
  const linkOf = new Map(links.map((l) => [l.activityId, l]));
  const uses = await activityUses(db, activityIds);
  const [source] = course.copiedFrom
    ? await db.select({ name: courses.name }).from(courses).where(eq(courses.id, course.copiedFrom))
    : [];
  const [classUses] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(classes)
    .where(eq(classes.courseId, course.id));
  return {
    courseId: course.id,
    name: course.name,
    audience: course.audience,
    introduction: { cn: introductionToText(course.introduction.cn), en: introductionToText(course.introduction.en) },
    picUrl: course.pictureUrl,
    status: course.status,
    copiedFromName: source ? source.name[language] : null,
    classCount: classUses?.n ?? 0,
    updateTime: course.updatedAt.toISOString(),
    chapters: tree.chapters.map((chapter) => ({
      chapterId: chapter.id,
      title: chapter.title,
      steps: tree.steps
        .filter((s) => s.chapterId === chapter.id)
        .map((step) => ({
          stepId: step.id,
          title: step.title,
          activities: tree.activities
            .filter((a) => a.stepId === step.id)
            .map((a) => {
              const link = linkOf.get(a.id);
              const material = uses.materials.get(a.id);
              const paper = uses.papers.get(a.id);
              const trainingTitle = link ? link.title[language] : null;
              return {
                activityId: a.id,
                kind: a.kind,
                title: a.title,
                trainingId: link?.trainingId ?? null,
                trainingTitle,
                resourceId: material?.id ?? null,
                paperId: paper?.id ?? null,
                sourceTitle:
                  trainingTitle ?? (material ? material.title[language] || material.title.cn : (paper?.title ?? null)),
              };
            }),
        })),
    })),
  };
}

export async function getBuiltCourse(db: Queryable, user: SessionUser, courseId: number, language: TLanguageUse) {
  return presentBuiltCourse(db, await getChangeableCourse(db, user, courseId), language);
}

const chapterCount = sql<number>`(select count(*) from course_chapters c where c.course_id = "courses"."id")`.mapWith(
  Number,
);
const activityCount =
  sql<number>`(select count(*) from course_activities a where a.course_id = "courses"."id")`.mapWith(Number);

async function builtSummaries(db: Queryable, where: SQL, language: TLanguageUse) {
  const rows = await db
    .select({
      course: courses,
      sourceName: copiedSource.name,
      teacherName: users.name,
      chapterCount,
      activityCount,
    })
    .from(courses)
    .leftJoin(copiedSource, eq(copiedSource.id, courses.copiedFrom))
    .leftJoin(users, eq(users.id, courses.ownerId))
    .where(where)
    .orderBy(desc(courses.updatedAt), desc(courses.id));
  const ids = rows.map((r) => r.course.id);
  const classRows =
    ids.length === 0
      ? []
      : await db
          .select({ courseId: classes.courseId, name: classes.name })
          .from(classes)
          .where(and(inArray(classes.courseId, ids), isNull(classes.archivedAt)))
          .orderBy(asc(classes.id));
  return rows.map((r) => {
    const classNames = classRows.filter((c) => c.courseId === r.course.id).map((c) => c.name);
    return {
      summary: {
        courseId: r.course.id,
        courseName: r.course.name[language],
        picUrl: r.course.pictureUrl,
        status: r.course.status,
        chapterCount: r.chapterCount,
        activityCount: r.activityCount,
        classCount: classNames.length,
        copiedFromName: r.sourceName ? r.sourceName[language] : null,
        updateTime: r.course.updatedAt.toISOString(),
      } satisfies TBuiltCourseSummary,
      teacherName: r.teacherName ?? '',
      classNames,
    };
  });
}

/** getUserBuildingCourses: the caller's own built courses. */
export async function listOwnBuiltCourses(db: Queryable, user: SessionUser, language: TLanguageUse) {
  return (await builtSummaries(db, coursePolicy.change(user), language)).map((r) => r.summary);
}

/** The manager's teacher_building_courses: every built course of the school, drafts included. */
export async function listSchoolBuiltCourses(
  db: Queryable,
  user: SessionUser,
  language: TLanguageUse,
): Promise<TSchoolBuiltCourse[]> {
  const rows = await builtSummaries(db, eq(courses.schoolId, user.schoolId), language);
  return rows.map((r) => ({ ...r.summary, teacherName: r.teacherName, classNames: r.classNames }));
}

/** selectAllDemoSet: the platform catalogue with pictures and sizes. */
export async function listDemoSet(db: Queryable, language: TLanguageUse): Promise<TDemoCourse[]> {
  const rows = await db
    .select({ course: courses, chapterCount, activityCount })
    .from(courses)
    .where(coursePolicy.catalogue())
    .orderBy(asc(courses.id));
  return rows.map((r) => ({
    courseId: r.course.id,
    courseName: r.course.name[language],
    audience: r.course.audience[language],
    picUrl: r.course.pictureUrl,
    chapterCount: r.chapterCount,
    activityCount: r.activityCount,
  }));
}

/** skillLessonPreviewList: a readable course as a student sees its outline, nothing to start. */
export async function previewCourse(
  db: Queryable,
  user: SessionUser,
  courseId: number,
  language: TLanguageUse,
): Promise<TCoursePreview> {
  const course = await getReadableCourse(db, user, courseId);
  const built = await presentBuiltCourse(db, course, language);
  return {
    courseId: course.id,
    courseName: course.name[language],
    audience: course.audience[language],
    introduction: built.introduction[language],
    picUrl: course.pictureUrl,
    status: course.status,
    chapters: built.chapters.map((c) => ({
      chapterId: c.chapterId,
      title: c.title[language],
      steps: c.steps.map((s) => ({
        stepId: s.stepId,
        title: s.title[language],
        activities: s.activities.map((a) => ({
          activityId: a.activityId,
          kind: a.kind,
          title: a.title[language],
          trainingId: a.trainingId,
        })),
      })),
    })),
  };
}
