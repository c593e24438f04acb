/**
 * The organiser's competitions: create (with the class its periods' exams are given to), edit,
 * the list and the detail (competitionDetails). Rich text is sanitised when written.
 */
import type {
  TCompetitionDetail,
  TCompetitionListItem,
  TCompetitionMain,
  ZCompetitionSaveRequest,
} from '@lingua/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { classes, competitionEntries, competitionPeriods, competitions, exams, schools, users } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { sanitizeRichText } from '../../platform/sanitize';
import { unusedClassCode } from '../classes/class-code';
import {
  assertOrganiser,
  type CompetitionRow,
  competitionPolicy,
  getChangeableCompetition,
} from './competition-policy';
import { listPeriods } from './periods';

type SaveInput = z.output<typeof ZCompetitionSaveRequest>;

function columns(input: SaveInput) {
  return {
    name: input.abilityCompName,
    logoUrl: input.abilityCompLogoUrl,
    bgUrl: input.abilityCompBgUrl,
    intro: sanitizeRichText(input.intro),
    rules: sanitizeRichText(input.rules),
    organisation: sanitizeRichText(input.organisation),
    faq: sanitizeRichText(input.faq),
    commitment: sanitizeRichText(input.commitment),
    downloads: input.downloads,
    isPublic: input.isPublicCompetition === 1,
    isOfficial: input.isOfficial === 1,
    eligibility: input.eligibility,
    exitControl: input.exitControl,
  };
}

export async function saveCompetition(db: Db, user: SessionUser, input: SaveInput): Promise<{ abilityCompId: number }> {
  assertOrganiser(user);
  if (input.abilityCompId) {
    const current = await getChangeableCompetition(db, user, input.abilityCompId);
    await db.transaction(async (tx) => {
      await tx
        .update(competitions)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(competitions.id, current.id));
      await tx
        .update(classes)
        .set({ name: competitionClassName(input.abilityCompName) })
        .where(eq(classes.id, current.classId));
    });
    return { abilityCompId: current.id };
  }
  const classCode = await unusedClassCode(db);
  return db.transaction(async (tx) => {
    const [klass] = await tx
      .insert(classes)
      .values({
        schoolId: user.schoolId,
        name: competitionClassName(input.abilityCompName),
        classCode,
        teacherId: user.userId,
        courseId: null,
      })
      .returning({ id: classes.id });
    if (!klass) throw new Error('class not created');
    const [row] = await tx
      .insert(competitions)
      .values({ schoolId: user.schoolId, organiserId: user.userId, classId: klass.id, ...columns(input) })
      .returning({ id: competitions.id });
    if (!row) throw new Error('competition not created');
    return { abilityCompId: row.id };
  });
}

/** The competition's class carries its name, so the exam pages and boards say which contest it is. */
const competitionClassName = (name: string) => `赛事 · ${name}`.slice(0, 100);

export async function presentMain(db: Queryable, row: CompetitionRow): Promise<TCompetitionMain> {
  const [names] = await db
    .select({ organiser: users.name, school: schools.name })
    .from(users)
    .innerJoin(schools, eq(schools.id, row.schoolId))
    .where(eq(users.id, row.organiserId));
  return {
    abilityCompId: row.id,
    abilityCompName: row.name,
    abilityCompLogoUrl: row.logoUrl,
    abilityCompBgUrl: row.bgUrl,
    isPublicCompetition: row.isPublic ? 1 : 0,
    // The letter is the competition's own text, shown in its frame on the entrance page.
    letterOfCommitmentUrl: row.commitment ? `/competition/student/entrance?id=${row.id}#commitment` : '',
    isOfficial: row.isOfficial ? 1 : 0,
    eligibility: row.eligibility === 1 ? 1 : 0,
    exitControl: row.exitControl === 1 ? 1 : 0,
    organiserName: names?.organiser ?? '',
    schoolName: names?.school ?? '',
    intro: row.intro,
    rules: row.rules,
    organisation: row.organisation,
    faq: row.faq,
    commitment: row.commitment,
    downloads: row.downloads,
  };
}

export async function getCompetitionDetail(db: Db, user: SessionUser, id: number): Promise<TCompetitionDetail> {
  const row = await getChangeableCompetition(db, user, id);
  return { main: await presentMain(db, row), classId: row.classId, periods: await listPeriods(db, row.id) };
}

/** List rows for the given competitions, with the caller's entry when a student asks. */
export async function listItems(
  db: Queryable,
  rows: CompetitionRow[],
  studentId: number | null,
): Promise<TCompetitionListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const windows = await db
    .select({
      competitionId: competitionPeriods.competitionId,
      periods: sql<number>`count(*)`.mapWith(Number),
      first: sql<Date | null>`min(${exams.opensAt})`,
      last: sql<Date | null>`max(${exams.closesAt})`,
    })
    .from(competitionPeriods)
    .innerJoin(exams, eq(exams.id, competitionPeriods.examId))
    .where(inArray(competitionPeriods.competitionId, ids))
    .groupBy(competitionPeriods.competitionId);
  const entrants = await db
    .select({ competitionId: competitionEntries.competitionId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(competitionEntries)
    .where(and(inArray(competitionEntries.competitionId, ids), isNull(competitionEntries.withdrawnAt)))
    .groupBy(competitionEntries.competitionId);
  const mine = studentId
    ? await db
        .select()
        .from(competitionEntries)
        .where(and(inArray(competitionEntries.competitionId, ids), eq(competitionEntries.studentId, studentId)))
    : [];
  const schoolNames = new Map(
    (
      await db
        .select({ id: schools.id, name: schools.name })
        .from(schools)
        .where(inArray(schools.id, [...new Set(rows.map((r) => r.schoolId))]))
    ).map((s) => [s.id, s.name]),
  );
  const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
  return rows.map((r) => {
    const w = windows.find((x) => x.competitionId === r.id);
    const entry = mine.find((m) => m.competitionId === r.id);
    return {
      abilityCompId: r.id,
      abilityCompName: r.name,
      abilityCompLogoUrl: r.logoUrl,
      isPublicCompetition: r.isPublic ? 1 : 0,
      isOfficial: r.isOfficial ? 1 : 0,
      schoolName: schoolNames.get(r.schoolId) ?? '',
      periodCount: w?.periods ?? 0,
      entrants: entrants.find((x) => x.competitionId === r.id)?.n ?? 0,
      entry: entryState(entry),
      firstOpensAt: iso(w?.first),
      lastClosesAt: iso(w?.last),
    };
  });
}

export function entryState(
  entry: { committedAt: Date | null; withdrawnAt: Date | null } | undefined,
): 'none' | 'entered' | 'committed' | 'withdrawn' {
  if (!entry) return 'none';
  if (entry.withdrawnAt) return 'withdrawn';
  return entry.committedAt ? 'committed' : 'entered';
}

export async function listOrganised(db: Db, user: SessionUser): Promise<TCompetitionListItem[]> {
  assertOrganiser(user);
  const rows = await db
    .select()
    .from(competitions)
    .where(competitionPolicy.change(user))
    .orderBy(desc(competitions.createdAt));
  return listItems(db, rows, null);
}
