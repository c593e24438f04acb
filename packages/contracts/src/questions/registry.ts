/**
 * The question-type registry's calls: per subject_type, the entry of the type table
 * (`types/index.ts`) hides the right answers, checks content and answer shapes, and grades
 * (automatically for objective types, by the teacher for subjective ones). Grading never throws:
 * a bad shape is an issue the server answers with 400.
 */
import { type TQuestionAnswer, ZQuestionAnswer } from './answer';
import type { TGradeOutcome, TQuestionTypeDefinition } from './types/entry';
import { questionTypeOf } from './types/index';

export type {
  Graded,
  TAutoGrade,
  TGrade,
  TGradeOutcome,
  TQuestionTypeDefinition,
  TQuestionTypeEntry,
  TQuestionTypeLabel,
  TQuestionTypeMeta,
  TQuestionTypeParts,
  TRightFlag,
  TTeacherGradeNeeded,
} from './types/entry';
export { defineQuestionType } from './types/entry';
export { normalizeText } from './types/helpers';
export {
  QuestionTypeList,
  QuestionTypeMetas,
  QuestionTypes,
  questionTypeLabels,
  questionTypeMetaOf,
  questionTypeOf,
} from './types/index';

/** A type's definition as its folder writes it (the old name of TQuestionTypeDefinition). */
export type Entry<C> = TQuestionTypeDefinition<string, number, C>;

export type TQuestionDef = {
  subject_type: number;
  fullMark: number;
  content: unknown;
};

/** The content a student sees while answering: the right answers left out. */
export function studentContent(q: Pick<TQuestionDef, 'subject_type' | 'content'>): unknown {
  return questionTypeOf(q.subject_type)?.hide(q.content) ?? null;
}

/** Checks a question's content against its type: the issue text, or null when it is valid. */
export function checkQuestionContent(q: Pick<TQuestionDef, 'subject_type' | 'content'>): string | null {
  const t = questionTypeOf(q.subject_type);
  if (!t) return `unknown subject_type ${q.subject_type}`;
  const r = t.content.safeParse(q.content);
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.') || 'content'}: ${i.message}`).join('; ');
}

/** The shape check of an answer for its question (null when fine). Never throws. */
export function checkAnswerShape(q: TQuestionDef, answer: TQuestionAnswer): string | null {
  const t = questionTypeOf(q.subject_type);
  if (!t) return `unknown subject_type ${q.subject_type}`;
  const a = ZQuestionAnswer.safeParse(answer ?? {});
  if (!a.success) return a.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ');
  try {
    return t.checkShape(q.content, a.data);
  } catch {
    return 'the answer has a bad shape';
  }
}

/** Grades an answer: automatically for objective types, or says a teacher grades it. Never throws. */
export function gradeAnswer(q: TQuestionDef, answer: TQuestionAnswer | null | undefined): TGradeOutcome {
  const t = questionTypeOf(q.subject_type);
  if (!t) return { ok: false, issue: `unknown subject_type ${q.subject_type}` };
  const a = ZQuestionAnswer.safeParse(answer ?? {});
  if (!a.success)
    return { ok: false, issue: a.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ') };
  try {
    return t.grade(q.content, a.data, q.fullMark);
  } catch {
    return { ok: false, issue: 'the answer has a bad shape' };
  }
}

/** A teacher's grade of a subjective answer: a score from 0 to the full mark, and a comment. */
export function checkTeacherGrade(
  fullMark: number,
  score: number,
  comment: string,
): 'scoreOverFullMark' | 'scoreInvalid' | 'commentEmpty' | null {
  if (!Number.isFinite(score) || score < 0) return 'scoreInvalid';
  if (score > fullMark) return 'scoreOverFullMark';
  if (comment.trim() === '') return 'commentEmpty';
  return null;
}
