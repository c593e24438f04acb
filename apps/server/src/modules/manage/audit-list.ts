/**
 * The school's audit log for its manager, newest first: filtered by kind of object, by who made
 * the change and by school days (the school's time zone), paged; and the same rows as an xlsx.
 */
import {
  type TAuditListRequest,
  type TAuditPage,
  type TLanguageUse,
  type TSchoolAuditEntry,
  zonedDayStart,
  zonedSecond,
  zoneName,
} from '@lingua/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { tableFile } from '../../platform/xlsx-table';
import { schoolTimeZone } from '../schools/school-time-zone';
import { getSchoolPerson } from './admin-policy';

const EXPORT_MAX = 5000;
/** The calendar day after `day` ("2026-11-30" → "2026-12-01"). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type AuditFilter = Omit<TAuditListRequest, 'pageNum' | 'pageSize'>;

/** The filter's days are the school's calendar days, from the first instant of `from` to the end of `to`. */
function auditWhere(manager: SessionUser, filter: AuditFilter, zone: string): SQL {
  const dayStart = (day: string) => zonedDayStart(day, zone);
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest('dateRange', 'from');
  return and(
    eq(auditLog.schoolId, manager.schoolId),
    filter.objectType ? eq(auditLog.objectType, filter.objectType) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.from ? gte(auditLog.at, dayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, dayStart(nextDay(filter.to))) : undefined,
  ) as SQL;
}

async function selectEntries(db: Db, where: SQL, limit: number, offset: number): Promise<TSchoolAuditEntry[]> {
  const rows = await db
    .select({ a: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ a, actorName }) => ({
    id: a.id,
    at: a.at.toISOString(),
    actorId: a.actorId,
    actorName: actorName ?? '',
    action: a.action,
    objectType: a.objectType,
    objectId: a.objectId,
    objectName: a.objectName,
    before: a.before,
    after: a.after,
  }));
}

/** Filtering by someone of another school is a 404, like any other of its ids. */
async function checkActor(db: Db, manager: SessionUser, actorId: number | undefined) {
  if (actorId !== undefined) await getSchoolPerson(db, manager, actorId);
}

export async function listAuditEntries(db: Db, manager: SessionUser, input: TAuditListRequest): Promise<TAuditPage> {
  await checkActor(db, manager, input.actorId);
  const where = auditWhere(manager, input, await schoolTimeZone(db, manager.schoolId));
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const list = await selectEntries(db, where, input.pageSize, (input.pageNum - 1) * input.pageSize);
  return { total: total?.n ?? 0, list };
}

const ACTION_WORDS: Record<string, { cn: string; en: string }> = {
  'teacher.add': { cn: '添加教师', en: 'Added a teacher' },
  'teacher.import': { cn: '导入教师', en: 'Imported a teacher' },
  'user.disable': { cn: '停用账号', en: 'Disabled an account' },
  'user.enable': { cn: '启用账号', en: 'Enabled an account' },
  'user.resetPassword': { cn: '重置密码', en: 'Reset a password' },
  'student.import': { cn: '导入学生', en: 'Imported students' },
  'student.move': { cn: '调整班级', en: 'Moved a student' },
  'class.create': { cn: '创建班级', en: 'Created a class' },
  'class.changeTeacher': { cn: '更换教师', en: 'Changed the teacher' },
  'class.setCourse': { cn: '设置课程', en: 'Set the course' },
  'class.gradeSettings': { cn: '设置成绩权重', en: 'Set the grade weights' },
  'class.archive': { cn: '归档班级', en: 'Archived a class' },
  'class.restore': { cn: '恢复班级', en: 'Restored a class' },
  'news.publish': { cn: '发布新闻', en: 'Published news' },
  'news.withdraw': { cn: '撤回新闻', en: 'Withdrew news' },
  'news.delete': { cn: '删除新闻', en: 'Deleted news' },
  // Exam rows (the invigilation's log, objectType exam).
  create: { cn: '发布考试', en: 'Exam published' },
  update: { cn: '修改考试', en: 'Exam edited' },
  delete: { cn: '删除考试', en: 'Exam deleted' },
  pause: { cn: '暂停考试', en: 'Exam paused' },
  resume: { cn: '继续考试', en: 'Exam resumed' },
  endSignIn: { cn: '结束入场', en: 'Entry ended' },
  close: { cn: '关闭考试', en: 'Exam closed' },
  publish: { cn: '发布成绩', en: 'Scores published' },
  unpublish: { cn: '撤回成绩', en: 'Scores withdrawn' },
  showDetails: { cn: '开放答案详情', en: 'Answer details opened' },
  hideDetails: { cn: '关闭答案详情', en: 'Answer details closed' },
  lock: { cn: '锁屏', en: 'Screen locked' },
  unlock: { cn: '解锁', en: 'Screen unlocked' },
  absent: { cn: '标记缺考', en: 'Marked absent' },
  cheating: { cn: '标记疑似作弊', en: 'Marked suspected cheating' },
  forceSubmit: { cn: '强制交卷', en: 'Force-submitted' },
  reopen: { cn: '撤销标记', en: 'Mark undone' },
  faceWaive: { cn: '免除人脸核验', en: 'Face check waived' },
  accommodation: { cn: '调整加时/加次', en: 'Extra time or attempts changed' },
};

const valueText = (v: Record<string, unknown> | null) =>
  v
    ? Object.entries(v)
        .map(([k, x]) => `${k}: ${String(x)}`)
        .join('; ')
    : '';

export async function exportAuditEntries(db: Db, manager: SessionUser, filter: AuditFilter, language: TLanguageUse) {
  const zone = await schoolTimeZone(db, manager.schoolId);
  await checkActor(db, manager, filter.actorId);
  const list = await selectEntries(db, auditWhere(manager, filter, zone), EXPORT_MAX, 0);
  const en = language === 'en';
  return tableFile(
    `${en ? 'audit-log' : '操作记录'}_${zonedSecond(new Date(), zone).slice(0, 10)}.xlsx`,
    en ? 'Audit log' : '操作记录',
    [
      { header: en ? `Time (${zoneName(zone).en})` : `时间（${zoneName(zone).cn}）`, width: 20 },
      { header: en ? 'By' : '操作人', width: 14 },
      { header: en ? 'Action' : '操作', width: 16 },
      { header: en ? 'Object' : '对象', width: 28 },
      { header: en ? 'Before' : '变更前', width: 28 },
      { header: en ? 'After' : '变更后', width: 28 },
    ],
    list.map((e) => [
      zonedSecond(new Date(e.at), zone),
      e.actorName,
      ACTION_WORDS[e.action]?.[language] ?? e.action,
      e.objectName,
      valueText(e.before),
      valueText(e.after),
    ]),
  );
}
