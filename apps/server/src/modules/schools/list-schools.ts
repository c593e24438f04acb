/** The operator's list of schools with their head counts. */
import { type TSchoolListItem, UserType } from '@lingua/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { schools, users } from '../../db/schema';
import type { Db } from '../../platform/database';

export async function listSchools(db: Db): Promise<TSchoolListItem[]> {
  const rows = await db
    .select({
      schoolId: schools.id,
      schoolName: schools.name,
      createdAt: schools.createdAt,
      teacherCount: sql<number>`count(${users.id}) filter (where ${users.userType} <> ${UserType.student})`.mapWith(
        Number,
      ),
      studentCount: sql<number>`count(${users.id}) filter (where ${users.userType} = ${UserType.student})`.mapWith(
        Number,
      ),
    })
    .from(schools)
    .leftJoin(users, eq(users.schoolId, schools.id))
    .groupBy(schools.id)
    .orderBy(asc(schools.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
