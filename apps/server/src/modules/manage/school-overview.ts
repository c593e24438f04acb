/** Manager mode: head counts and online time for the manager's own school. */
import { type TSchoolOverview, UserType, zonedDay } from '@lingua/contracts';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { classes, onlineTime, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { schoolTimeZone } from '../schools/school-time-zone';

export async function getSchoolOverview(db: Db, schoolId: number): Promise<TSchoolOverview> {
  const zone = await schoolTimeZone(db, schoolId);
  const today = zonedDay(new Date(), zone);
  const days = Array.from({ length: 7 }, (_, i) => zonedDay(new Date(Date.now() - (6 - i) * 86_400_000), zone));
  const firstDay = days[0] ?? today;
  const [people, classRows, activeRows, timeRows] = await Promise.all([
    db
      .select({
        teachers: sql<number>`count(*) filter (where ${users.userType} <> ${UserType.student})`.mapWith(Number),
        students: sql<number>`count(*) filter (where ${users.userType} = ${UserType.student})`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.schoolId, schoolId)),
    db.select({ n: count() }).from(classes).where(eq(classes.schoolId, schoolId)),
    db
      .select({ n: sql<number>`count(distinct ${onlineTime.userId})`.mapWith(Number) })
      .from(onlineTime)
      .where(and(eq(onlineTime.schoolId, schoolId), eq(onlineTime.day, today))),
    db
      .select({
        day: onlineTime.day,
        teacherSeconds:
          sql<number>`coalesce(sum(${onlineTime.seconds}) filter (where ${onlineTime.userType} <> ${UserType.student}), 0)`.mapWith(
            Number,
          ),
        studentSeconds:
          sql<number>`coalesce(sum(${onlineTime.seconds}) filter (where ${onlineTime.userType} = ${UserType.student}), 0)`.mapWith(
            Number,
          ),
      })
      .from(onlineTime)
      .where(and(eq(onlineTime.schoolId, schoolId), gte(onlineTime.day, firstDay)))
      .groupBy(onlineTime.day),
  ]);
  const byDay = new Map(timeRows.map((r) => [String(r.day), r]));
  return {
    teacherCount: people[0]?.teachers ?? 0,
    studentCount: people[0]?.students ?? 0,
    classCount: classRows[0]?.n ?? 0,
    activeTodayCount: activeRows[0]?.n ?? 0,
    onlineTimeByDay: days.map((day) => ({
      day,
      teacherSeconds: byDay.get(day)?.teacherSeconds ?? 0,
      studentSeconds: byDay.get(day)?.studentSeconds ?? 0,
    })),
  };
}
