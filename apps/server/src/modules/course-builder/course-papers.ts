/**
 * What a built course's students open besides trainings: the test papers as a student sees them
 * (the preview's bu_cou_pre_subject_test, for whoever may read the course: putting a paper in a
 * published course shows it to the school's teachers), and a step's material, opened by a student
 * of a class studying the course under the step order (starting it is the course's own rule): who
 * may read it is material-policy.ts; a VR scene comes with its hotspots.
 */
import {
  ResourceTopLevelType,
  type TActivityMaterial,
  type TCoursePapers,
  type TLanguageUse,
  type TPoolMediaType,
} from '@lingua/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  activityPapers,
  activityProgress,
  courseActivities,
  courseChapters,
  courseSteps,
  examPapers,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableCourse } from '../course-access/course-policy';
import { startActivity } from '../courses/class-lesson';
import { paperQuestions, paperUsage, presentPaper, presentQuestion } from '../exams/papers';
import { presentHotspot, sceneHotspots } from '../resource-pool/vr-scenes';
import { getReadableMaterial } from './material-policy';

export async function coursePapers(
  db: Db,
  user: SessionUser,
  courseId: number,
  language: TLanguageUse,
): Promise<TCoursePapers> {
  const course = await getReadableCourse(db, user, courseId);
  const rows = await db
    .select({ activity: courseActivities, step: courseSteps, chapter: courseChapters, paper: examPapers })
    .from(activityPapers)
    .innerJoin(courseActivities, eq(courseActivities.id, activityPapers.activityId))
    .innerJoin(courseSteps, eq(courseSteps.id, courseActivities.stepId))
    .innerJoin(courseChapters, eq(courseChapters.id, courseSteps.chapterId))
    .innerJoin(examPapers, and(eq(examPapers.id, activityPapers.paperId), isNull(examPapers.deletedAt)))
    .where(eq(courseActivities.courseId, course.id))
    .orderBy(asc(courseSteps.sort), asc(courseActivities.sort));
  const usage = await paperUsage(
    db,
    rows.map((r) => r.paper.id),
  );
  const papers = [];
  for (const r of rows) {
    const questions = await paperQuestions(db, r.paper.id, 0);
    papers.push({
      activityId: r.activity.id,
      activityTitle: r.activity.title[language],
      chapterTitle: r.chapter.title[language],
      stepTitle: r.step.title[language],
      paper: {
        ...presentPaper(r.paper, usage.get(r.paper.id)),
        variant: 0,
        questions: questions.map((q, i) => presentQuestion(q, i)),
      },
    });
  }
  return { courseId: course.id, courseName: course.name[language], papers };
}

export async function activityMaterial(
  db: Db,
  student: SessionUser,
  classId: number,
  activityId: number,
  language: TLanguageUse,
): Promise<TActivityMaterial> {
  const material = await getReadableMaterial(db, student, classId, activityId);
  // The step order holds for materials too (a locked step's material is a 409); opened is done.
  await startActivity(db, student, classId, activityId);
  await db
    .update(activityProgress)
    .set({ finished: 2 })
    .where(
      and(
        eq(activityProgress.classId, classId),
        eq(activityProgress.studentId, student.userId),
        eq(activityProgress.activityId, activityId),
      ),
    );
  const r = material.resource;
  // A VR scene is toured with its hotspots, read under the material's rule (the class's), not the pool's.
  const hotspots = r.kind === ResourceTopLevelType.vr ? await sceneHotspots(db, r.id) : [];
  return {
    activityId,
    title: material.title[language] || material.title.cn,
    description: r.description[language] || r.description.cn,
    resourceTopLevelType: r.kind,
    mediaType: (r.mediaType as TPoolMediaType | null) ?? null,
    fileUrl: r.fileUrl,
    fileName: r.fileName,
    fileSize: r.fileSize,
    text: r.bodyText,
    hotspots: hotspots.map((h) => presentHotspot(h, language)),
  };
}
