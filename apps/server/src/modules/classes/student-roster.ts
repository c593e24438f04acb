/**
 * A class's roster as a spreadsheet (part 2 §2.1 studentManage): the import template, the import
 * (all rows checked first; any bad row rejects the whole file and says which row and why), and the
 * export. Files travel as base64, as the spec's exports do.
 */
import {
  type TFileDownload,
  type TLanguageUse,
  type TRosterImportResult,
  UserType,
  zonedDay,
  zonedMinute,
} from '@lingua/contracts';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { classStudents, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { schoolTimeZone } from '../schools/school-time-zone';
import { checkPeopleRows, existingAccounts, PEOPLE_HEADERS, readPeopleSheet } from '../users/people-sheet';
import { getChangeableClass } from './class-policy';
import { getClassDetail } from './class-queries';

export const ROSTER_MAX_ROWS = 500;

async function toBase64(workbook: ExcelJS.Workbook): Promise<string> {
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

export async function rosterTemplate(language: TLanguageUse): Promise<TFileDownload> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Students' : '学生名单');
  sheet.columns = PEOPLE_HEADERS[language].map((header) => ({ header, width: 20 }));
  const help = workbook.addWorksheet(language === 'en' ? 'How to fill in' : '填写说明');
  const lines =
    language === 'en'
      ? [
          'One student per row: mobile number (11 digits) and name.',
          'A new mobile number gets a student account whose first password is the last six digits of the number.',
          'If any row is wrong, nothing is imported and every wrong row is listed.',
        ]
      : [
          '每行一名学生：手机号（11 位）和姓名。',
          '系统中没有的手机号将新建学生账号，初始密码为手机号后六位。',
          '只要有一行有误，整个文件都不会导入，并列出所有有误的行。',
        ];
  for (const line of lines) help.addRow([line]);
  help.getColumn(1).width = 90;
  return {
    fileName: language === 'en' ? 'student-import-template.xlsx' : '学生导入模板.xlsx',
    base64: await toBase64(workbook),
  };
}

export async function importRoster(
  db: Db,
  user: SessionUser,
  classId: number,
  bytes: Buffer,
  language: TLanguageUse,
): Promise<TRosterImportResult> {
  const target = await getChangeableClass(db, user, classId);
  const rows = await readPeopleSheet(bytes, ROSTER_MAX_ROWS, 'rosterEmpty');
  const existing = await existingAccounts(db, rows);
  // Only the school's own students join by number; a teacher's or another school's number is taken.
  checkPeopleRows(rows, existing, {
    language,
    takenKey: 'rosterMobileTaken',
    mayReuse: (found) => found.schoolId === user.schoolId && found.userType === UserType.student,
  });
  const toCreate = rows.filter((r) => !existing.has(r.mobile));
  // A new student's first password is the number's last six digits, as the template says.
  const hashes = await Promise.all(toCreate.map((r) => hashPassword(r.mobile.slice(-6))));
  return db.transaction(async (tx) => {
    const created = toCreate.length
      ? await tx
          .insert(users)
          .values(
            toCreate.map((r, i) => ({
              schoolId: user.schoolId,
              mobile: r.mobile,
              name: r.name,
              userType: UserType.student,
              passwordHash: hashes[i] ?? '',
              mustChangePassword: true,
            })),
          )
          .returning({ id: users.id, mobile: users.mobile })
      : [];
    const ids = [
      ...rows.flatMap((r) => {
        const found = existing.get(r.mobile);
        return found ? [found.id] : [];
      }),
      ...created.map((u) => u.id),
    ];
    const added = await tx
      .insert(classStudents)
      .values(ids.map((studentId) => ({ classId, studentId })))
      .onConflictDoNothing()
      .returning({ studentId: classStudents.studentId });
    await recordAudit(tx, user, {
      action: 'student.import',
      objectType: 'class',
      objectId: classId,
      objectName: target.className,
      after: { added: added.length, created: created.length },
    });
    return { added: added.length, created: created.length };
  });
}

export async function exportRoster(
  db: Db,
  user: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<TFileDownload> {
  const detail = await getClassDetail(db, user, classId);
  const zone = await schoolTimeZone(db, user.schoolId);
  const joined = await db
    .select({ studentId: classStudents.studentId, joinedAt: classStudents.joinedAt })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId)))
    .orderBy(asc(classStudents.joinedAt));
  const joinedAt = new Map(joined.map((j) => [j.studentId, j.joinedAt]));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Students' : '学生名单');
  const headers = language === 'en' ? ['No.', 'Name', 'Mobile', 'Joined'] : ['序号', '姓名', '手机号', '加入时间'];
  sheet.columns = headers.map((header, i) => ({ header, width: [8, 20, 18, 22][i] ?? 16 }));
  detail.students.forEach((s, i) => {
    const at = joinedAt.get(s.userId);
    sheet.addRow([i + 1, s.name, s.mobile, at ? zonedMinute(at, zone) : '']);
  });
  const day = zonedDay(new Date(), zone);
  return {
    fileName: `${detail.className}_${language === 'en' ? 'students' : '学生名单'}_${day}.xlsx`,
    base64: await toBase64(workbook),
  };
}
