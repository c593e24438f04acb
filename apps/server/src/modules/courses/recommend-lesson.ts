/**
 * recommendLesson: courses a student is not yet studying, the ones most studied in their school
 * first, so the dashboard suggests what classmates take.
 */
import type { TLanguageUse, TRecommendLesson } from '@lingua/contracts';
import { asc, desc, sql } from 'drizzle-orm';
import { classes, classStudents, courses } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';

const RECOMMEND_LIMIT = 4;

export async function recommendLessons(
  db: Db,
  student: SessionUser,
  language: TLanguageUse,
): Promise<TRecommendLesson[]> {
  const studying = sql<number>`(
    select count(*) from ${classStudents} join ${classes} on ${classes.id} = ${classStudents.classId}
    where ${classes.courseId} = "courses"."id" and ${classes.schoolId} = ${student.schoolId})`.mapWith(Number);
  const rows = await db
    .select({
      lessonId: courses.id,
      name: courses.name,
      audience: courses.audience,
      picUrl: courses.pictureUrl,
      studyPeopleNum: studying,
    })
    .from(courses)
    .where(
      sql`${courses.schoolId} is null and not exists (select 1 from ${classStudents} join ${classes} on ${classes.id} = ${classStudents.classId}
        where ${classes.courseId} = "courses"."id" and ${classStudents.studentId} = ${student.userId})`,
    )
    .orderBy(desc(studying), asc(courses.id))
    .limit(RECOMMEND_LIMIT);
  return rows.map((r) => ({
    lessonId: r.lessonId,
    lessonName: r.name[language],
    picUrl: r.picUrl,
    lessonOtherInfo: r.audience[language],
    studyPeopleNum: r.studyPeopleNum,
  }));
}
