/**
 * Teaching plans (issue 17): the list (the caller's own and the school's, or every plan of the
 * school for the manager), one plan, saving (new or changed), deleting and the plan document upload.
 * Writes are audited with the school. Files are private: signed only in answers to callers the
 * plan policy admitted.
 */
import {
  PLAN_FILE_MAX_MB,
  type TLanguageUse,
  type TPlan,
  type TPlanOptions,
  type TPlanPage,
  type TPlanScope,
  termChoices,
  termOfDate,
  UserType,
  type ZPlanListRequest,
  type ZSavePlanRequest,
} from '@lingua/contracts';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { classes, courses, teachingPlans, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db, Queryable } from '../../platform/database';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { acceptMimeTypes, ZIPPED_OFFICE } from '../../platform/file-content';
import { MULTIPART_LIMITS, receiveUpload } from '../../platform/multipart';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';
import { sanitizeRichText } from '../../platform/sanitize';
import type { FileStorage } from '../../platform/storage';
import { coursePolicy } from '../course-access/course-policy';
import { mayEdit, planPolicy } from './plan-policy';

type SaveInput = z.output<typeof ZSavePlanRequest>;
type ListInput = z.output<typeof ZPlanListRequest>;

const PLAN_MIMES = ['application/pdf', ZIPPED_OFFICE.docx, ZIPPED_OFFICE.xlsx, ZIPPED_OFFICE.pptx];

/** The text a reader sees of some HTML: a plan whose text is only tags has none. */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

async function selectPlans(
  db: Queryable,
  user: SessionUser,
  language: TLanguageUse,
  where: SQL,
  page?: { pageNum: number; pageSize: number },
): Promise<TPlan[]> {
  const query = db
    .select({ plan: teachingPlans, authorName: users.name, courseName: courses.name })
    .from(teachingPlans)
    .innerJoin(users, eq(users.id, teachingPlans.authorId))
    .leftJoin(courses, eq(courses.id, teachingPlans.courseId))
    .where(where)
    .orderBy(desc(teachingPlans.updatedAt), desc(teachingPlans.id));
  const rows = page ? await query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await query;
  return rows.map(({ plan, authorName, courseName }) => ({
    planId: plan.id,
    scope: plan.scope,
    title: plan.title,
    term: plan.term,
    courseId: plan.courseId,
    courseName: courseName ? (courseName[language] ?? courseName.cn) : null,
    authorId: plan.authorId,
    authorName,
    hasContent: hasText(plan.content),
    fileName: plan.fileName,
    updateTime: plan.updatedAt.toISOString(),
    editable: mayEdit(user, plan),
    content: plan.content,
    file: plan.fileUrl ? { name: plan.fileName, url: plan.fileUrl, size: plan.fileSize } : null,
    createTime: plan.createdAt.toISOString(),
  }));
}

function filters(body: ListInput): (SQL | undefined)[] {
  return [
    body.term ? eq(teachingPlans.term, body.term) : undefined,
    body.courseId ? eq(teachingPlans.courseId, body.courseId) : undefined,
    body.authorId ? eq(teachingPlans.authorId, body.authorId) : undefined,
    body.scope ? eq(teachingPlans.scope, body.scope) : undefined,
  ];
}

/** A page of plans: the caller's readable ones (mine: own and the school's; school: every plan). */
export async function listPlans(
  db: Db,
  user: SessionUser,
  body: ListInput,
  language: TLanguageUse,
  which: 'mine' | 'school',
): Promise<TPlanPage> {
  const base =
    which === 'school'
      ? eq(teachingPlans.schoolId, user.schoolId)
      : (and(
          eq(teachingPlans.schoolId, user.schoolId),
          sql`(${teachingPlans.authorId} = ${user.userId} or ${teachingPlans.scope} = 'school')`,
        ) as SQL);
  // An author to filter by must be of the caller's school: another school's id is a 404.
  if (body.authorId !== undefined) {
    const [author] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.authorId), eq(users.schoolId, user.schoolId)));
    if (!author) throw notFound();
  }
  const where = and(base, ...filters(body)) as SQL;
  const [total] = await db.select({ n: count() }).from(teachingPlans).where(where);
  const list = await selectPlans(db, user, language, where, body);
  return {
    total: total?.n ?? 0,
    list: list.map(({ content: _c, file: _f, createTime: _t, ...summary }) => summary),
  };
}

export async function getPlan(db: Queryable, user: SessionUser, planId: number, language: TLanguageUse) {
  const [found] = await selectPlans(
    db,
    user,
    language,
    and(eq(teachingPlans.id, planId), planPolicy.read(user)) as SQL,
  );
  if (!found) throw notFound();
  return found;
}

/** A plan's course is one the author may read: the catalogue or a built course of their school they see. */
async function checkCourse(db: Queryable, user: SessionUser, courseId: number | null, scope: TPlanScope) {
  if (courseId === null) {
    if (scope === 'teacher') throw badRequest('planCourseRequired', 'courseId');
    return;
  }
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), coursePolicy.read(user)));
  if (!course) throw badRequest('planCourseRequired', 'courseId');
}

/** Saves the caller's own plan (scope teacher) or a school plan (scope school, the manager's). */
export async function savePlan(
  db: Db,
  user: SessionUser,
  input: SaveInput,
  scope: TPlanScope,
  language: TLanguageUse,
): Promise<TPlan> {
  await checkCourse(db, user, input.courseId, scope);
  const content = sanitizeRichText(input.content);
  if (!hasText(content) && !input.file) throw badRequest('planTextOrFile', 'file');
  const values = {
    courseId: input.courseId,
    term: input.term,
    title: input.title,
    content: hasText(content) ? content : '',
    fileUrl: input.file?.url ?? '',
    fileName: input.file?.name ?? '',
    fileSize: input.file?.size ?? 0,
  };
  const mayChange = scope === 'school' ? planPolicy.changeSchool(user) : planPolicy.changeOwn(user);
  const planId = await db.transaction(async (tx) => {
    if (input.planId === undefined) {
      const [created] = await tx
        .insert(teachingPlans)
        .values({ ...values, schoolId: user.schoolId, scope, authorId: user.userId })
        .returning({ id: teachingPlans.id });
      if (!created) throw notFound();
      await recordAudit(tx, user, {
        action: 'teachingPlan.create',
        objectType: 'teachingPlan',
        objectId: created.id,
        objectName: `${input.title} (${input.term})`,
        after: { term: input.term, courseId: input.courseId, file: values.fileName || null },
      });
      return created.id;
    }
    const [before] = await tx
      .select()
      .from(teachingPlans)
      .where(and(eq(teachingPlans.id, input.planId), mayChange));
    if (!before) throw notFound();
    await tx
      .update(teachingPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(teachingPlans.id, before.id));
    await recordAudit(tx, user, {
      action: 'teachingPlan.update',
      objectType: 'teachingPlan',
      objectId: before.id,
      objectName: `${input.title} (${input.term})`,
      before: { title: before.title, term: before.term, courseId: before.courseId, file: before.fileName || null },
      after: { title: input.title, term: input.term, courseId: input.courseId, file: values.fileName || null },
    });
    return before.id;
  });
  return getPlan(db, user, planId, language);
}

export async function deletePlan(db: Db, user: SessionUser, planId: number, scope: TPlanScope): Promise<void> {
  const mayChange = scope === 'school' ? planPolicy.changeSchool(user) : planPolicy.changeOwn(user);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(teachingPlans)
      .where(and(eq(teachingPlans.id, planId), mayChange))
      .returning({ id: teachingPlans.id, title: teachingPlans.title, term: teachingPlans.term });
    if (!removed) throw notFound();
    await recordAudit(tx, user, {
      action: 'teachingPlan.delete',
      objectType: 'teachingPlan',
      objectId: removed.id,
      objectName: `${removed.title} (${removed.term})`,
    });
  });
}

export async function planOptions(db: Db, user: SessionUser, language: TLanguageUse): Promise<TPlanOptions> {
  const now = new Date();
  const taughtRows = await db
    .selectDistinct({ courseId: classes.courseId })
    .from(classes)
    .where(and(eq(classes.schoolId, user.schoolId), eq(classes.teacherId, user.userId)));
  const taught = new Set(taughtRows.map((r) => r.courseId));
  const courseRows = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(coursePolicy.forClass(user.schoolId))
    .orderBy(asc(courses.id));
  const authors = hasRole(user, 'manager')
    ? await db
        .select({ userId: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.schoolId, user.schoolId), ne(users.userType, UserType.student)))
        .orderBy(asc(users.id))
    : [];
  return {
    terms: termChoices(now),
    currentTerm: termOfDate(now),
    courses: courseRows
      .map((c) => ({ courseId: c.id, name: c.name[language] ?? c.name.cn, taught: taught.has(c.id) }))
      .sort((a, b) => Number(b.taught) - Number(a.taught)),
    authors,
  };
}

/** A plan document: the file alone, checked by content, kept where only a signed URL reaches it. */
export async function uploadPlanFile(req: FastifyRequest, storage: FileStorage) {
  const part = await req.file({ limits: { files: 1, fileSize: MULTIPART_LIMITS.fileSize } });
  if (!part) throw badRequest('fileMissing', 'file');
  try {
    const upload = await receiveUpload(part.file, storage, {
      maxBytes: PLAN_FILE_MAX_MB * 1024 * 1024,
      content: acceptMimeTypes(PLAN_MIMES),
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.messageKey === 'fileTypeNotSupported') {
        throw new AppError(error.code, 'planFileType', {}, 'file');
      }
      throw error;
    });
    const url = await upload.file.keep(upload.extension);
    return { name: part.filename.slice(0, 200) || `plan.${upload.extension}`, url, size: upload.file.size };
  } catch (error) {
    part.file.destroy();
    throw error;
  }
}
