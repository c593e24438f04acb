/**
 * School numbers: the student or staff number by which the school's own sign-in finds an account
 * (school_accounts). A school whose people already have accounts links them ahead of their first
 * sign-in, one at a time or from a spreadsheet (mobile, school number: all rows or none), so the
 * sign-in finds the account they have instead of refusing them or making a second one.
 */
import { type TLanguageUse, type TSchoolNumbersImported, UserType } from '@lingua/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { schoolAccounts, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db, Queryable } from '../../platform/database';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { type MessageKey, translate } from '../../platform/messages';
import type { SessionUser } from '../../platform/request-context';
import { readSpreadsheet } from '../../platform/spreadsheet/read-sheet';

export const SCHOOL_NUMBER_HEADERS = { cn: ['手机号', '学号/工号'], en: ['Mobile', 'School number'] } as const;
/** A whole year group or a small school's staff and students in one file. */
export const SCHOOL_NUMBER_MAX_ROWS = 5000;
const MOBILE = /^1\d{10}$/;
const NUMBER = /^[\w.@-]{1,64}$/;

/** The school numbers of these accounts of the school, by user id. */
export async function schoolNumbersOf(
  db: Queryable,
  schoolId: number,
  userIds: number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: schoolAccounts.userId, number: schoolAccounts.number })
    .from(schoolAccounts)
    .where(and(eq(schoolAccounts.schoolId, schoolId), inArray(schoolAccounts.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.number]));
}

/** An account of the manager's school; anyone else's a 404 that confirms nothing. */
async function schoolPerson(db: Queryable, manager: SessionUser, userId: number) {
  const [person] = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile, userType: users.userType })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, manager.schoolId)));
  if (!person) throw notFound();
  return person;
}

const objectType = (userType: number) => (userType === UserType.student ? 'student' : 'teacher');

/** Links one account of the manager's school to its number; an empty number unlinks it. */
export async function setSchoolNumber(
  db: Db,
  manager: SessionUser,
  input: { userId: number; schoolNumber: string },
): Promise<null> {
  const person = await schoolPerson(db, manager, input.userId);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(schoolAccounts).where(eq(schoolAccounts.userId, person.id));
    if ((before?.number ?? '') === input.schoolNumber) return;
    if (input.schoolNumber) {
      const [holder] = await tx
        .select({ userId: schoolAccounts.userId, name: users.name })
        .from(schoolAccounts)
        .innerJoin(users, eq(users.id, schoolAccounts.userId))
        .where(and(eq(schoolAccounts.schoolId, manager.schoolId), eq(schoolAccounts.number, input.schoolNumber)));
      if (holder) throw badRequest('schoolNumberTaken', 'schoolNumber', { name: holder.name });
    }
    await tx.delete(schoolAccounts).where(eq(schoolAccounts.userId, person.id));
    if (input.schoolNumber) {
      await tx
        .insert(schoolAccounts)
        .values({ schoolId: manager.schoolId, number: input.schoolNumber, userId: person.id });
    }
    await recordAudit(tx, manager, {
      action: 'user.schoolNumber',
      objectType: objectType(person.userType),
      objectId: person.id,
      objectName: `${person.name} (${person.mobile})`,
      before: { schoolNumber: before?.number ?? '' },
      after: { schoolNumber: input.schoolNumber },
    });
  });
  return null;
}

export async function schoolNumberTemplate(language: TLanguageUse) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'School numbers' : '学号工号');
  sheet.columns = SCHOOL_NUMBER_HEADERS[language].map((header) => ({ header, width: 22 }));
  // Numbers kept as text: Excel would turn 20260001 into 2.026E+07 and drop leading zeros.
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(2).numFmt = '@';
  const help = workbook.addWorksheet(language === 'en' ? 'How to fill in' : '填写说明');
  const lines =
    language === 'en'
      ? [
          'One person per row: the mobile number of their account on this platform, and their student or staff number at the school.',
          "The number must be exactly what the school's own sign-in (CAS or OpenID Connect) sends: letters, digits and . _ @ - only.",
          'A person who already has a number gets the new one; a number already linked to someone not in the file cannot be used again.',
          'If any row is wrong, nothing is linked and every wrong row is listed.',
        ]
      : [
          '每行一人：本平台账号的手机号，以及该人在学校的学号或工号。',
          '学号/工号须与学校统一身份认证（CAS 或 OpenID Connect）提供的完全一致，只能包含字母、数字和 . _ @ -。',
          '已有学号/工号的人会改为新的；已关联给文件之外其他人的学号/工号不能再用。',
          '只要有一行有误，整个文件都不会导入，并列出所有有误的行。',
        ];
  for (const line of lines) help.addRow([line]);
  help.getColumn(1).width = 110;
  return {
    fileName: language === 'en' ? 'school-number-template.xlsx' : '学号工号导入模板.xlsx',
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}

interface NumberRow {
  row: number;
  mobile: string;
  number: string;
}

interface RowError {
  row: number;
  field: 'mobile' | 'schoolNumber';
  message: string;
}

async function readNumberSheet(bytes: Buffer): Promise<NumberRow[]> {
  const table = await readSpreadsheet(bytes, { columns: 2, maxRows: SCHOOL_NUMBER_MAX_ROWS });
  const [first = '', second = ''] = table.header;
  if (![SCHOOL_NUMBER_HEADERS.cn, SCHOOL_NUMBER_HEADERS.en].some((h) => h[0] === first && h[1] === second))
    throw new AppError(400, 'schoolNumberHeader', {}, 'file');
  const rows = table.rows.map(({ row, cells: [mobile = '', number = ''] }) => ({
    row,
    mobile: mobile.replace(/\s+/g, ''),
    number: number.trim(),
  }));
  if (rows.length === 0) throw new AppError(400, 'schoolNumbersEmpty', {}, 'file');
  return rows;
}

/**
 * Every row checked before anything is written: a valid, unrepeated mobile of an account of this
 * school; a valid number, unrepeated, and not linked to anyone outside the file. Then, in one
 * transaction, the file's people are linked to their numbers (their old numbers let go).
 */
export async function importSchoolNumbers(
  db: Db,
  manager: SessionUser,
  bytes: Buffer,
  language: TLanguageUse,
): Promise<TSchoolNumbersImported> {
  const rows = await readNumberSheet(bytes);
  const mobiles = rows.map((r) => r.mobile).filter((m) => MOBILE.test(m));
  const people = mobiles.length
    ? await db
        .select({ id: users.id, mobile: users.mobile, name: users.name, userType: users.userType })
        .from(users)
        .where(and(eq(users.schoolId, manager.schoolId), inArray(users.mobile, mobiles)))
    : [];
  const byMobile = new Map(people.map((p) => [p.mobile, p]));
  const numbers = rows.map((r) => r.number).filter((n) => NUMBER.test(n));
  const held = numbers.length
    ? await db
        .select({ number: schoolAccounts.number, userId: schoolAccounts.userId })
        .from(schoolAccounts)
        .where(and(eq(schoolAccounts.schoolId, manager.schoolId), inArray(schoolAccounts.number, numbers)))
    : [];
  const holderOf = new Map(held.map((h) => [h.number, h.userId]));
  const inFile = new Set(rows.flatMap((r) => (byMobile.get(r.mobile) ? [byMobile.get(r.mobile)?.id] : [])));

  const errors: RowError[] = [];
  let firstReason = '';
  const say = (row: number, field: RowError['field'], key: MessageKey) => {
    const reason = translate(language, key);
    if (!firstReason) firstReason = reason;
    errors.push({ row, field, message: translate(language, 'rosterRow', { row, reason }) });
  };
  const seenMobiles = new Set<string>();
  const seenNumbers = new Set<string>();
  for (const r of rows) {
    if (!MOBILE.test(r.mobile)) say(r.row, 'mobile', 'rosterMobileInvalid');
    else if (seenMobiles.has(r.mobile)) say(r.row, 'mobile', 'rosterDuplicate');
    else if (!byMobile.has(r.mobile)) say(r.row, 'mobile', 'schoolNumberNoAccount');
    else if (!NUMBER.test(r.number)) say(r.row, 'schoolNumber', 'schoolNumberInvalid');
    else if (seenNumbers.has(r.number)) say(r.row, 'schoolNumber', 'schoolNumberRepeated');
    else {
      const holder = holderOf.get(r.number);
      if (holder !== undefined && !inFile.has(holder)) say(r.row, 'schoolNumber', 'schoolNumberHeldOutside');
    }
    seenMobiles.add(r.mobile);
    seenNumbers.add(r.number);
  }
  const first = errors[0];
  if (first) throw new AppError(400, 'rosterRow', { row: first.row, reason: firstReason }, 'file', { errors });

  const before = await schoolNumbersOf(
    db,
    manager.schoolId,
    people.map((p) => p.id),
  );
  const changes = rows.flatMap((r) => {
    const person = byMobile.get(r.mobile);
    return person && before.get(person.id) !== r.number ? [{ person, number: r.number }] : [];
  });
  if (changes.length === 0) return { linked: 0, unchanged: rows.length };
  await db.transaction(async (tx) => {
    const ids = changes.map((c) => c.person.id);
    await tx.delete(schoolAccounts).where(inArray(schoolAccounts.userId, ids));
    // The numbers this file moves between its own people are free once their old links are gone.
    await tx
      .insert(schoolAccounts)
      .values(changes.map((c) => ({ schoolId: manager.schoolId, number: c.number, userId: c.person.id })));
    for (const c of changes) {
      await recordAudit(tx, manager, {
        action: 'user.schoolNumber',
        objectType: objectType(c.person.userType),
        objectId: c.person.id,
        objectName: `${c.person.name} (${c.person.mobile})`,
        before: { schoolNumber: before.get(c.person.id) ?? '' },
        after: { schoolNumber: c.number },
      });
    }
  });
  return { linked: changes.length, unchanged: rows.length - changes.length };
}
