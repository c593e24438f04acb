/**
 * Making and changing built courses: from scratch, as a deep copy of a catalogue course, their
 * information and picture, publishing, and deleting. Only the owner changes one (course-policy.ts).
 */
import { randomUUID } from 'node:crypto';
import { courseCoverSvg } from '@lingua/content';
import type { TLanguageUse, TLocalizedText } from '@lingua/contracts';
import { COURSE_PICTURE_MAX_MB } from '@lingua/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activityTrainings, classes, courseActivities, courseChapters, courseSteps, courses } from '../../db/schema';
import type { Db, Tx } from '../../platform/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { acceptMimeTypes } from '../../platform/file-content';
import { MULTIPART_LIMITS, receiveUpload } from '../../platform/multipart';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { type CourseRow, coursePolicy, getChangeableCourse } from '../course-access/course-policy';
import { presentBuiltCourse } from './built-course-read';
import { type CopiedTest, givePapersToCopiedTests } from './copied-papers';
import { textToIntroduction } from './course-text';

const PICTURE_MIMES = ['image/png', 'image/jpeg', 'image/webp'];

function builtKey(): string {
  return `built-${randomUUID()}`;
}

async function insertBuiltCourse(
  tx: Tx,
  user: SessionUser,
  values: {
    name: TLocalizedText;
    audience: TLocalizedText;
    introduction: TLocalizedText;
    pictureUrl: string;
    copiedFrom?: number;
  },
): Promise<CourseRow> {
  const [row] = await tx
    .insert(courses)
    .values({
      key: builtKey(),
      ...values,
      pictures: values.pictureUrl ? [values.pictureUrl] : [],
      version: '1',
      schoolId: user.schoolId,
      ownerId: user.userId,
      status: 'draft',
    })
    .returning();
  if (!row) throw new Error('course insert returned nothing');
  return row;
}

/** A new, empty draft with a generated cover in the platform's style. */
export async function createBuiltCourse(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  name: TLocalizedText,
  language: TLanguageUse,
) {
  const cover = await storage.save(Buffer.from(courseCoverSvg(name.cn, name.en, '#0f766e')), 'svg', { public: true });
  const course = await db.transaction((tx) =>
    insertBuiltCourse(tx, user, {
      name,
      audience: { cn: '', en: '' },
      introduction: { cn: '', en: '' },
      pictureUrl: cover,
    }),
  );
  return presentBuiltCourse(db, course, language);
}

/**
 * A deep copy of a catalogue course: new chapter, step and activity rows in the same order, each
 * activity opening the same training (trainings are read-only content the school may use), and
 * each TestPaper activity given an exam paper of the copying teacher (copied-papers.ts). The
 * source's rows are only read.
 */
export async function copyCatalogueCourse(db: Db, user: SessionUser, sourceId: number, language: TLanguageUse) {
  const [source] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, sourceId), coursePolicy.catalogue()));
  if (!source) throw notFound();
  const course = await db.transaction(async (tx) => {
    const suffix = { cn: '（副本）', en: ' (copy)' };
    const copy = await insertBuiltCourse(tx, user, {
      name: { cn: `${source.name.cn}${suffix.cn}`.slice(0, 60), en: `${source.name.en}${suffix.en}`.slice(0, 60) },
      audience: source.audience,
      introduction: source.introduction,
      pictureUrl: source.pictureUrl,
      copiedFrom: source.id,
    });
    const chapters = await tx
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, source.id))
      .orderBy(asc(courseChapters.sort));
    const steps = await tx
      .select()
      .from(courseSteps)
      .where(eq(courseSteps.courseId, source.id))
      .orderBy(asc(courseSteps.sort));
    const activities = await tx
      .select({ activity: courseActivities, trainingId: activityTrainings.trainingId })
      .from(courseActivities)
      .leftJoin(activityTrainings, eq(activityTrainings.activityId, courseActivities.id))
      .where(eq(courseActivities.courseId, source.id))
      .orderBy(asc(courseActivities.stepId), asc(courseActivities.sort));
    if (chapters.length === 0) return copy;
    const newChapters = await tx
      .insert(courseChapters)
      .values(chapters.map((c) => ({ courseId: copy.id, sort: c.sort, title: c.title })))
      .returning({ id: courseChapters.id, sort: courseChapters.sort });
    const chapterId = new Map(chapters.map((c) => [c.id, newChapters.find((n) => n.sort === c.sort)?.id ?? 0]));
    if (steps.length === 0) return copy;
    const newSteps = await tx
      .insert(courseSteps)
      .values(
        steps.map((s) => ({
          courseId: copy.id,
          chapterId: chapterId.get(s.chapterId) ?? 0,
          sort: s.sort,
          title: s.title,
        })),
      )
      .returning({ id: courseSteps.id, sort: courseSteps.sort });
    const stepId = new Map(steps.map((s) => [s.id, newSteps.find((n) => n.sort === s.sort)?.id ?? 0]));
    const chapterOfStep = new Map(steps.map((s) => [s.id, s.chapterId]));
    const tests: CopiedTest[] = [];
    for (const { activity, trainingId } of activities) {
      const [row] = await tx
        .insert(courseActivities)
        .values({
          courseId: copy.id,
          stepId: stepId.get(activity.stepId) ?? 0,
          sort: activity.sort,
          kind: activity.kind,
          title: activity.title,
        })
        .returning({ id: courseActivities.id });
      if (row && trainingId !== null) await tx.insert(activityTrainings).values({ activityId: row.id, trainingId });
      if (row && activity.kind === 'testPaper') {
        const chapter = chapterOfStep.get(activity.stepId);
        const chapterTrainingIds = activities.flatMap((a) =>
          a.trainingId !== null && chapterOfStep.get(a.activity.stepId) === chapter ? [a.trainingId] : [],
        );
        tests.push({ activityId: row.id, title: activity.title[language], chapterTrainingIds });
      }
    }
    const courseTrainingIds = activities.flatMap((a) => (a.trainingId === null ? [] : [a.trainingId]));
    await givePapersToCopiedTests(tx, user, tests, courseTrainingIds);
    return copy;
  });
  return presentBuiltCourse(db, course, language);
}

export async function updateBuiltCourseInfo(
  db: Db,
  user: SessionUser,
  input: {
    courseId: number;
    name: TLocalizedText;
    audience: TLocalizedText;
    introduction: TLocalizedText;
    picUrl: string;
  },
  language: TLanguageUse,
) {
  const course = await getChangeableCourse(db, user, input.courseId);
  const pictureUrl = input.picUrl || course.pictureUrl;
  // Only a picture this course already has or one stored under public/ (the picture upload): never a private file.
  if (pictureUrl !== course.pictureUrl && !pictureUrl.startsWith('/files/public/'))
    throw badRequest('fieldInvalid', 'picUrl');
  const [row] = await db
    .update(courses)
    .set({
      name: input.name,
      audience: input.audience,
      introduction: { cn: textToIntroduction(input.introduction.cn), en: textToIntroduction(input.introduction.en) },
      pictureUrl,
      pictures: [pictureUrl],
      updatedAt: new Date(),
    })
    .where(eq(courses.id, course.id))
    .returning();
  return presentBuiltCourse(db, row ?? course, language);
}

async function classesUsing(db: Db, courseId: number): Promise<number> {
  const rows = await db.select({ id: classes.id }).from(classes).where(eq(classes.courseId, courseId)).limit(1);
  return rows.length;
}

export async function publishBuiltCourse(
  db: Db,
  user: SessionUser,
  courseId: number,
  published: boolean,
  language: TLanguageUse,
) {
  const course = await getChangeableCourse(db, user, courseId);
  if (published) {
    const [activity] = await db
      .select({ id: courseActivities.id })
      .from(courseActivities)
      .where(eq(courseActivities.courseId, courseId))
      .limit(1);
    if (!activity) throw conflict('builtCourseEmpty');
  } else if ((await classesUsing(db, courseId)) > 0) {
    throw conflict('builtCourseInUse');
  }
  const [row] = await db
    .update(courses)
    .set({ status: published ? 'published' : 'draft', updatedAt: new Date() })
    .where(eq(courses.id, course.id))
    .returning();
  return presentBuiltCourse(db, row ?? course, language);
}

export async function deleteBuiltCourse(db: Db, user: SessionUser, courseId: number): Promise<void> {
  const course = await getChangeableCourse(db, user, courseId);
  if ((await classesUsing(db, course.id)) > 0) throw conflict('builtCourseInUse');
  await db.delete(courses).where(inArray(courses.id, [course.id]));
}

/** A course picture: an image by content, stored public like every course picture. */
export async function uploadCoursePicture(req: FastifyRequest, storage: FileStorage) {
  const part = await req.file({ limits: { files: 1, fileSize: MULTIPART_LIMITS.fileSize } });
  if (!part) throw badRequest('fileMissing', 'file');
  try {
    const upload = await receiveUpload(part.file, storage, {
      maxBytes: COURSE_PICTURE_MAX_MB * 1024 * 1024,
      content: acceptMimeTypes(PICTURE_MIMES),
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.messageKey === 'fileTypeNotSupported') {
        throw new AppError(error.code, 'coursePictureType', {}, 'file');
      }
      throw error;
    });
    return { url: await upload.file.keep(upload.extension, { public: true }) };
  } catch (error) {
    part.file.destroy();
    throw error;
  }
}
