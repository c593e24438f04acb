/**
 * The school's teachers for its manager: the list with their working classes and courses, adding
 * one (the mobile number is the account; a first password given or generated, answered once),
 * importing a list from xlsx (through the one people-sheet reader: all rows or none) and the export.
 */
import { type TInitialPassword, type TLanguageUse, type TSchoolTeacher, UserType, zonedDay } from '@lingua/contracts';
import { and, asc, eq, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { classes, courses, schoolAccounts, userRoles, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { generatePassword, hashPassword } from '../../platform/auth/passwords';
import type { Db, Queryable } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { tableFile } from '../../platform/xlsx-table';
import { schoolNumbersOf } from '../school-sign-in/school-numbers';
import { schoolTimeZone } from '../schools/school-time-zone';
import { checkPeopleRows, existingAccounts, PEOPLE_HEADERS, readPeopleSheet } from '../users/people-sheet';

export const TEACHER_IMPORT_MAX_ROWS = 300;

/**
 * A keyword finds a person by name, mobile or school number; % and _ are the keyword's own
 * characters.
 */
export function keywordMatch(db: Queryable, keyword: string | undefined) {
  const k = keyword?.trim();
  if (!k) return undefined;
  const pattern = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byNumber = inArray(
    users.id,
    db.select({ id: schoolAccounts.userId }).from(schoolAccounts).where(ilike(schoolAccounts.number, pattern)),
  );
  return or(ilike(users.name, pattern), ilike(users.mobile, pattern), byNumber);
}

export async function listTeachers(
  db: Db,
  manager: SessionUser,
  keyword: string | undefined,
  language: TLanguageUse,
): Promise<TSchoolTeacher[]> {
  const people = await db
    .select({
      userId: users.id,
      name: users.name,
      mobile: users.mobile,
      status: users.status,
      createdAt: users.createdAt,
      role: userRoles.role,
    })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'manager')))
    .where(and(eq(users.schoolId, manager.schoolId), ne(users.userType, UserType.student), keywordMatch(db, keyword)))
    .orderBy(asc(users.id));
  const taught = await db
    .select({ teacherId: classes.teacherId, classId: classes.id, className: classes.name, courseName: courses.name })
    .from(classes)
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .where(and(eq(classes.schoolId, manager.schoolId), isNull(classes.archivedAt)))
    .orderBy(asc(classes.id));
  const numbers = await schoolNumbersOf(
    db,
    manager.schoolId,
    people.map((p) => p.userId),
  );
  return people.map((p) => ({
    userId: p.userId,
    name: p.name,
    mobile: p.mobile,
    status: p.status,
    isManager: p.role === 'manager',
    schoolNumber: numbers.get(p.userId) ?? '',
    classes: taught
      .filter((c) => c.teacherId === p.userId)
      .map((c) => ({ classId: c.classId, className: c.className, courseName: c.courseName?.[language] ?? null })),
    createTime: p.createdAt.toISOString(),
  }));
}

export async function addTeacher(
  db: Db,
  manager: SessionUser,
  input: { name: string; mobile: string; password?: string | undefined },
): Promise<TInitialPassword> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile));
  if (taken) throw badRequest('mobileTaken', 'mobile');
  const initialPassword = input.password ?? generatePassword();
  const passwordHash = await hashPassword(initialPassword);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        schoolId: manager.schoolId,
        mobile: input.mobile,
        name: input.name,
        userType: UserType.teacher,
        passwordHash,
        mustChangePassword: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Two adds of one number at once: the second finds it taken here.
    if (!created) throw badRequest('mobileTaken', 'mobile');
    await recordAudit(tx, manager, {
      action: 'teacher.add',
      objectType: 'teacher',
      objectId: created.id,
      objectName: `${input.name} (${input.mobile})`,
    });
    return { userId: created.id, initialPassword };
  });
}

export async function teacherTemplate(language: TLanguageUse) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Teachers' : '教师名单');
  sheet.columns = PEOPLE_HEADERS[language].map((header) => ({ header, width: 20 }));
  const help = workbook.addWorksheet(language === 'en' ? 'How to fill in' : '填写说明');
  const lines =
    language === 'en'
      ? [
          'One teacher per row: mobile number (11 digits), which is the account, and name.',
          "Each teacher's first password is the last six digits of the number; ask them to change it after signing in.",
          'A number that already has an account cannot be imported again.',
          'If any row is wrong, nothing is imported and every wrong row is listed.',
        ]
      : [
          '每行一名教师：手机号（11 位，即登录账号）和姓名。',
          '教师的初始密码为手机号后六位，请提醒教师登录后在个人中心修改。',
          '已有账号的手机号不能重复导入。',
          '只要有一行有误，整个文件都不会导入，并列出所有有误的行。',
        ];
  for (const line of lines) help.addRow([line]);
  help.getColumn(1).width = 100;
  return {
    fileName: language === 'en' ? 'teacher-import-template.xlsx' : '教师导入模板.xlsx',
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}

export async function importTeachers(
  db: Db,
  manager: SessionUser,
  bytes: Buffer,
  language: TLanguageUse,
): Promise<{ created: number }> {
  const rows = await readPeopleSheet(bytes, TEACHER_IMPORT_MAX_ROWS, 'teachersEmpty');
  const existing = await existingAccounts(db, rows);
  // A teacher's number is a new account: any existing account with it is taken.
  checkPeopleRows(rows, existing, { language, takenKey: 'teacherMobileTaken', mayReuse: () => false });
  const hashes = await Promise.all(rows.map((r) => hashPassword(r.mobile.slice(-6))));
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        rows.map((r, i) => ({
          schoolId: manager.schoolId,
          mobile: r.mobile,
          name: r.name,
          userType: UserType.teacher,
          passwordHash: hashes[i] ?? '',
          mustChangePassword: true,
        })),
      )
      .returning({ id: users.id, name: users.name, mobile: users.mobile });
    for (const c of created) {
      await recordAudit(tx, manager, {
        action: 'teacher.import',
        objectType: 'teacher',
        objectId: c.id,
        objectName: `${c.name} (${c.mobile})`,
      });
    }
    return { created: created.length };
  });
}

export async function exportTeachers(
  db: Db,
  manager: SessionUser,
  keyword: string | undefined,
  language: TLanguageUse,
) {
  const zone = await schoolTimeZone(db, manager.schoolId);
  const list = await listTeachers(db, manager, keyword, language);
  const en = language === 'en';
  const status = (s: string) => (s === 'active' ? (en ? 'Active' : '正常') : en ? 'Disabled' : '已停用');
  return tableFile(
    `${en ? 'teachers' : '教师名单'}_${zonedDay(new Date(), zone)}.xlsx`,
    en ? 'Teachers' : '教师名单',
    [
      { header: en ? 'Name' : '姓名', width: 16 },
      { header: en ? 'Mobile (account)' : '手机号（账号）', width: 18 },
      { header: en ? 'School number' : '学号/工号', width: 16 },
      { header: en ? 'Status' : '状态', width: 10 },
      { header: en ? 'Classes' : '班级', width: 40 },
      { header: en ? 'Courses' : '课程', width: 40 },
    ],
    list.map((t) => [
      t.name,
      t.mobile,
      t.schoolNumber,
      status(t.status),
      t.classes.map((c) => c.className).join(en ? ', ' : '、'),
      [...new Set(t.classes.flatMap((c) => (c.courseName ? [c.courseName] : [])))].join(en ? ', ' : '、'),
    ]),
  );
}
