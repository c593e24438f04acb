/**
 * Entering a competition (entrance), signing its commitment, withdrawing (§4, §5), the student's
 * list, and the organiser's entry list (studentSchedule, withdrawalInformation).
 *
 * An entrant sits the rounds as a student of the competition's class: they join it on entering
 * when no commitment is asked, else when they sign it; a withdrawal takes them out of it, so the
 * exam engine itself refuses them any further round.
 */
import type { TCompetitionListItem, TCompetitionView, TEntryRow } from '@lingua/contracts';
import { competitionHeader } from '@lingua/contracts';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  classStudents,
  competitionDeviceChecks,
  competitionEntries,
  competitions,
  exams,
  schools,
  userDefaultClasses,
  users,
} from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { AppError, conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { myExamsWhere } from '../exams/sitting';
import { entryState, listItems, presentMain } from './competition-editing';
import { type CompetitionRow, getChangeableCompetition, getReadableCompetition } from './competition-policy';
import { listPeriods } from './periods';
import { republishAfterWithdrawal } from './results';

/** The competition class of type 3 (getNowClassId classType 3). */
const COMPETITION_CLASS_TYPE = 3;

export const commitmentRequired = (c: Pick<CompetitionRow, 'eligibility' | 'isOfficial'>) =>
  competitionHeader({
    main: {
      abilityCompId: 0,
      isPublicCompetition: 0,
      isOfficial: c.isOfficial ? 1 : 0,
      eligibility: c.eligibility === 1 ? 1 : 0,
      exitControl: 0,
    },
    preview: false,
    signingIn: false,
  }).commitment;

async function ownEntry(db: Queryable, competitionId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(competitionEntries)
    .where(and(eq(competitionEntries.competitionId, competitionId), eq(competitionEntries.studentId, studentId)));
  return row;
}

export async function competitionView(
  db: Db,
  student: SessionUser,
  row: CompetitionRow,
  now: Date,
): Promise<TCompetitionView> {
  const entry = await ownEntry(db, row.id, student.userId);
  const periods = await listPeriods(db, row.id);
  const mine = periods.length
    ? await myExamsWhere(
        db,
        student,
        inArray(
          exams.id,
          periods.map((p) => p.examId),
        ),
        now,
      )
    : [];
  return {
    main: await presentMain(db, row),
    entry: entryState(entry),
    commitmentRequired: commitmentRequired(row),
    periods: periods.map((p) => {
      const exam = mine.find((e) => e.examId === p.examId);
      return { ...p, status: exam?.status ?? 'notStarted', attemptId: exam?.lastAttemptId ?? null };
    }),
  };
}

export async function listForStudent(db: Db, student: SessionUser): Promise<TCompetitionListItem[]> {
  const rows = await db
    .select()
    .from(competitions)
    .where(
      and(
        isNull(competitions.deletedAt),
        or(eq(competitions.schoolId, student.schoolId), eq(competitions.isPublic, true)),
      ),
    )
    .orderBy(desc(competitions.createdAt));
  return listItems(db, rows, student.userId);
}

export async function getEntrance(db: Db, student: SessionUser, id: number, now: Date) {
  return competitionView(db, student, await getReadableCompetition(db, student, id), now);
}

async function admitToRounds(db: Queryable, row: CompetitionRow, studentId: number) {
  await db.insert(classStudents).values({ classId: row.classId, studentId }).onConflictDoNothing();
  await db
    .insert(userDefaultClasses)
    .values({ userId: studentId, classType: COMPETITION_CLASS_TYPE, classId: row.classId })
    .onConflictDoUpdate({
      target: [userDefaultClasses.userId, userDefaultClasses.classType],
      set: { classId: row.classId },
    });
}

export async function enterCompetition(db: Db, student: SessionUser, id: number, now: Date) {
  const row = await getReadableCompetition(db, student, id);
  // Another school's competition is readable only when public (competition-policy.ts); its rounds
  // then admit the entrant across schools (exams/exam-policy.ts). Kept as a second lock.
  if (row.schoolId !== student.schoolId && !row.isPublic) throw conflict('competitionOtherSchool');
  const existing = await ownEntry(db, row.id, student.userId);
  if (existing?.withdrawnAt) throw conflict('competitionWithdrawn');
  if (!existing) {
    await db.transaction(async (tx) => {
      await tx
        .insert(competitionEntries)
        .values({ competitionId: row.id, studentId: student.userId, schoolId: student.schoolId })
        .onConflictDoNothing();
      if (!commitmentRequired(row)) await admitToRounds(tx, row, student.userId);
    });
  }
  return competitionView(db, student, row, now);
}

export async function signCommitment(db: Db, student: SessionUser, id: number, now: Date) {
  const row = await getReadableCompetition(db, student, id);
  if (!commitmentRequired(row)) throw conflict('competitionCommitmentNotNeeded');
  const entry = await ownEntry(db, row.id, student.userId);
  if (!entry) throw conflict('competitionNotEntered');
  if (entry.withdrawnAt) throw conflict('competitionWithdrawn');
  if (!entry.committedAt) {
    await db.transaction(async (tx) => {
      await tx
        .update(competitionEntries)
        .set({ committedAt: now })
        .where(and(eq(competitionEntries.competitionId, row.id), eq(competitionEntries.studentId, student.userId)));
      await admitToRounds(tx, row, student.userId);
    });
  }
  return competitionView(db, student, row, now);
}

export async function withdraw(db: Db, student: SessionUser, id: number, reason: string, now: Date) {
  const row = await getReadableCompetition(db, student, id);
  if (row.exitControl !== 1) throw new AppError(409, 'competitionWithdrawalClosed');
  const entry = await ownEntry(db, row.id, student.userId);
  if (!entry) throw conflict('competitionNotEntered');
  if (entry.withdrawnAt) throw conflict('competitionWithdrawn');
  await db.transaction(async (tx) => {
    await tx
      .update(competitionEntries)
      .set({ withdrawnAt: now, withdrawalReason: reason })
      .where(and(eq(competitionEntries.competitionId, row.id), eq(competitionEntries.studentId, student.userId)));
    await tx
      .delete(classStudents)
      .where(and(eq(classStudents.classId, row.classId), eq(classStudents.studentId, student.userId)));
    // A published ranking loses the entrant; the others move up.
    await republishAfterWithdrawal(tx, row.id, now);
  });
  return { abilityCompId: row.id };
}

export async function listEntries(db: Db, user: SessionUser, id: number): Promise<TEntryRow[]> {
  const row = await getChangeableCompetition(db, user, id);
  const rows = await db
    .select({
      entry: competitionEntries,
      name: users.name,
      mobile: users.mobile,
      schoolName: schools.name,
      deviceCheckedAt: competitionDeviceChecks.checkedAt,
    })
    .from(competitionEntries)
    .innerJoin(users, eq(users.id, competitionEntries.studentId))
    .innerJoin(schools, eq(schools.id, competitionEntries.schoolId))
    .leftJoin(
      competitionDeviceChecks,
      and(
        eq(competitionDeviceChecks.competitionId, competitionEntries.competitionId),
        eq(competitionDeviceChecks.studentId, competitionEntries.studentId),
      ),
    )
    .where(eq(competitionEntries.competitionId, row.id))
    .orderBy(asc(competitionEntries.enteredAt), asc(users.name));
  return rows.map(({ entry, name, mobile, schoolName, deviceCheckedAt }) => ({
    studentId: entry.studentId,
    name,
    mobile,
    schoolName,
    enteredAt: entry.enteredAt.toISOString(),
    committedAt: entry.committedAt?.toISOString() ?? null,
    withdrawnAt: entry.withdrawnAt?.toISOString() ?? null,
    withdrawalReason: entry.withdrawalReason,
    deviceCheckedAt: deviceCheckedAt?.toISOString() ?? null,
  }));
}
