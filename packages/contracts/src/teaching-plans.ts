/**
 * Teaching plans (issue 17, part 2 §2.3 teachingPlan; designed calls, docs/api.md "Teaching plans"):
 * a plan per course and term, written as rich text and/or an uploaded document (pdf, docx, xlsx,
 * pptx). A teacher writes their own plans; the manager lists every plan of the school and may write
 * school-level plans. Files are private: their URLs are signed only in answers to the school's staff.
 */
import { z } from 'zod';
import { ZId, ZPageNum } from './fields';
import { ZOwnFileUrl } from './stored-url';

export const PLAN_TITLE_MAX = 80;
/** Characters of HTML: room for a term's week-by-week plan with its tables. */
export const PLAN_CONTENT_MAX = 100_000;
/** The largest plan document, in MB. */
export const PLAN_FILE_MAX_MB = 20;
/** The document types a plan may carry, by content. */
export const PLAN_FILE_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'pptx'] as const;

/** "2026-2027-1": the school year 2026–2027, first term (2 the second). */
export const TERM_PATTERN = /^(\d{4})-(\d{4})-([12])$/;

export function isTermCode(value: string): boolean {
  const m = TERM_PATTERN.exec(value);
  return !!m && Number(m[2]) === Number(m[1]) + 1 && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
}

export const ZTermCode = z
  .string()
  .trim()
  .min(1, { message: 'planTermRequired' })
  .max(12)
  // The pattern first (it reaches the JSON schema, so generated bodies can fit it), then the years.
  .regex(TERM_PATTERN, { message: 'planTermInvalid' })
  .refine(isTermCode, { message: 'planTermInvalid' });

/** The term a day falls in: August to January the first term of the year starting in August, February to July the second. */
export function termOfDate(date: Date): string {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  if (month >= 8) return `${year}-${year + 1}-1`;
  if (month === 1) return `${year - 1}-${year}-1`;
  return `${year - 1}-${year}-2`;
}

/** The terms offered: the current one, the two before and the two after, newest first. */
export function termChoices(now: Date): string[] {
  const current = termOfDate(now);
  const [from = 0, , half = 1] = current.split('-').map(Number);
  const index = from * 2 + (half - 1);
  return [2, 1, 0, -1, -2].map((d) => {
    const i = index + d;
    const start = Math.floor(i / 2);
    return `${start}-${start + 1}-${(i % 2) + 1}`;
  });
}

export const ZPlanFile = z.object({
  name: z.string().trim().min(1).max(200),
  url: ZOwnFileUrl,
  size: z
    .number()
    .int()
    .min(0)
    .max(PLAN_FILE_MAX_MB * 1024 * 1024),
});
export type TPlanFile = z.infer<typeof ZPlanFile>;

/** A new plan (no planId) or changes to one. One of content or file is needed. */
export const ZSavePlanRequest = z
  .object({
    planId: ZId.optional(),
    /** Required of a teacher's plan; a school plan may be for every course (null). */
    courseId: ZId.nullable().default(null),
    term: ZTermCode,
    title: z.string().trim().min(1, { message: 'planTitleRequired' }).max(PLAN_TITLE_MAX),
    /** Rich text (HTML), sanitised when stored. */
    content: z.string().max(PLAN_CONTENT_MAX).default(''),
    file: ZPlanFile.nullable().default(null),
  })
  .superRefine((plan, ctx) => {
    const text = plan.content
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim();
    if (!text && !plan.file) ctx.addIssue({ code: 'custom', message: 'planTextOrFile', path: ['file'] });
  });
export type TSavePlanRequest = z.input<typeof ZSavePlanRequest>;

export const ZPlanIdRequest = z.object({ planId: ZId });

export const ZPlanScope = z.enum(['teacher', 'school']);
export type TPlanScope = z.infer<typeof ZPlanScope>;

export const ZPlanListRequest = z.object({
  term: ZTermCode.optional(),
  courseId: ZId.optional(),
  authorId: ZId.optional(),
  scope: ZPlanScope.optional(),
  pageNum: ZPageNum.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPlanListRequest = z.input<typeof ZPlanListRequest>;

/** A plan in a list: no content, whether it has a file. */
export const ZPlanSummary = z.object({
  planId: z.number().int(),
  scope: ZPlanScope,
  title: z.string(),
  term: z.string(),
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  authorId: z.number().int(),
  authorName: z.string(),
  hasContent: z.boolean(),
  fileName: z.string(),
  updateTime: z.string(),
  /** Whether the caller may change it (its author). */
  editable: z.boolean(),
});
export type TPlanSummary = z.infer<typeof ZPlanSummary>;

export const ZPlan = ZPlanSummary.extend({
  content: z.string(),
  file: ZPlanFile.nullable(),
  createTime: z.string(),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlanPage = z.object({ total: z.number().int(), list: z.array(ZPlanSummary) });
export type TPlanPage = z.infer<typeof ZPlanPage>;

/** What the plan forms and filters choose from. */
export const ZPlanOptions = z.object({
  terms: z.array(z.string()),
  currentTerm: z.string(),
  courses: z.array(z.object({ courseId: z.number().int(), name: z.string(), taught: z.boolean() })),
  /** The school's authors (the manager's filter); empty for a teacher. */
  authors: z.array(z.object({ userId: z.number().int(), name: z.string() })),
});
export type TPlanOptions = z.infer<typeof ZPlanOptions>;
