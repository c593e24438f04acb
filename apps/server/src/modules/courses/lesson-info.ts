/** Lesson details (part 1 §3) for the course-details dialog; people studying counts this school only. */
import type { TLanguageUse, TLessonInfo } from '@lingua/contracts';
import { and, count, eq } from 'drizzle-orm';
import { classes, classStudents } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableCourse } from '../course-access/course-policy';

export async function getLessonInfo(
  db: Db,
  user: SessionUser,
  lessonId: number,
  language: TLanguageUse,
): Promise<TLessonInfo> {
  const course = await getReadableCourse(db, user, lessonId);
  const [studying] = await db
    .select({ n: count() })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classes.courseId, lessonId), eq(classes.schoolId, user.schoolId)));
  return {
    lessonId: course.id,
    lessonName: course.name[language],
    picUrl: course.pictureUrl,
    studyPeopleNum: studying?.n ?? 0,
    lessonOtherInfo: course.audience[language],
    lessonContent: course.introduction[language],
    version: course.version,
    pictures: course.pictures.map((picUrl) => ({ picUrl })),
  };
}
