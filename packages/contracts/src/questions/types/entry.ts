/**
 * What a question type is (docs/question-types.md): the shape of one entry in the type table
 * (`types/index.ts`). A type's folder writes its meta (`meta.ts`) and a typed definition
 * (`index.ts`) and hands it to `defineQuestionType`, which erases its content type: the table's entries parse the content
 * themselves, so grading never throws and a bad shape is an issue the server answers with 400.
 * This file imports nothing from the entries (the helpers and every entry import it).
 */
import type { z } from 'zod';
import type { TQuestionAnswer } from '../answer';
import type { TBankFormats, TBankQuestionOut } from './bank';

export type TRightFlag = 0 | 1 | 2;
/** right_flag: 1 right, 0 wrong, 2 partly right. */
export type TAutoGrade = {
  mode: 'auto';
  score: number;
  right_flag: TRightFlag;
  right_answer: string;
  parts: boolean[];
};
export type TTeacherGradeNeeded = { mode: 'teacher'; right_answer: string };
export type TGrade = TAutoGrade | TTeacherGradeNeeded;
export type TGradeOutcome = { ok: true; grade: TGrade } | { ok: false; issue: string };

export type Graded = 'auto' | 'teacher';
export type TQuestionTypeLabel = { cn: string; en: string };

/**
 * What a type's `meta.ts` holds: its identity and answered rule, free of schemas, so the web
 * bundle reads codes, names and the answered rule without zod.
 */
export type TQuestionTypeMeta<N extends string = string, S extends number = number> = {
  name: N;
  /** The `subject_type` code the table registers it by. */
  subject_type: S;
  /** Its name as users read it (tags, statistics, paper forms). */
  label: TQuestionTypeLabel;
  grading: Graded;
  spoken: boolean;
  /** Spoken types: the longest recording in seconds when the question sets none (part 1 §3's levels). */
  recordingSeconds?: number;
  /** The answered rule (part 1 §5): whether the answer sheet marks the question answered. */
  answered: (answer: TQuestionAnswer) => boolean;
};

/** The rest of a type as its folder's `index.ts` writes it, typed by its content C. */
export type TQuestionTypeParts<C> = {
  content: z.ZodType<C>;
  /** A message naming what is wrong with the answer's shape, or null. */
  checkShape: (content: C, answer: TQuestionAnswer) => string | null;
  grade: (content: C, answer: TQuestionAnswer, fullMark: number) => TGrade;
  /** The student view: the content a student sees while answering, everything but the right answers. */
  hide: (content: C) => unknown;
  /** How it maps to and from the question-bank formats; a format it lacks cannot carry it. */
  bank: TBankFormats<C>;
};

/** A question type as its folder writes it: its meta and its parts. */
export type TQuestionTypeDefinition<N extends string, S extends number, C> = TQuestionTypeMeta<N, S> &
  TQuestionTypeParts<C>;

/** A table entry: the definition with its content type erased (it parses the content itself). */
export type TQuestionTypeEntry<N extends string = string, S extends number = number> = TQuestionTypeMeta<N, S> & {
  content: z.ZodType<unknown>;
  checkShape: (content: unknown, answer: TQuestionAnswer) => string | null;
  grade: (content: unknown, answer: TQuestionAnswer, fullMark: number) => TGradeOutcome;
  /** The content without its right answers (null if the content is invalid). */
  hide: (content: unknown) => unknown;
  bank: TBankFormats<unknown>;
};

const INVALID = 'the question content is invalid';

/** Erases a definition's content type: every part parses the content first. */
export function defineQuestionType<const N extends string, const S extends number, C>(
  e: TQuestionTypeDefinition<N, S, C>,
): TQuestionTypeEntry<N, S> {
  const parse = (content: unknown) => e.content.safeParse(content);
  /** An exporter's question with its content parsed, or null when the content is invalid. */
  const typed = (q: TBankQuestionOut<unknown>): TBankQuestionOut<C> | null => {
    const c = parse(q.content);
    return c.success ? { ...q, content: c.data } : null;
  };
  const { moodle, gift, xlsx } = e.bank;
  return {
    name: e.name,
    subject_type: e.subject_type,
    label: e.label,
    grading: e.grading,
    spoken: e.spoken,
    content: e.content,
    answered: e.answered,
    checkShape: (content, answer) => {
      const c = parse(content);
      return c.success ? e.checkShape(c.data, answer) : INVALID;
    },
    grade: (content, answer, fullMark) => {
      const c = parse(content);
      if (!c.success) return { ok: false, issue: INVALID };
      const issue = e.checkShape(c.data, answer);
      return issue ? { ok: false, issue } : { ok: true, grade: e.grade(c.data, answer, fullMark) };
    },
    hide: (content) => {
      const c = parse(content);
      return c.success ? e.hide(c.data) : null;
    },
    bank: {
      moodle: moodle && {
        ...moodle,
        write: (q) => {
          const t = typed(q);
          return t ? moodle.write(t) : null;
        },
      },
      gift: gift && {
        ...gift,
        write: (q, parts) => {
          const t = typed(q);
          return t ? gift.write(t, parts) : null;
        },
      },
      xlsx: xlsx && {
        ...xlsx,
        write: (q) => {
          const t = typed(q);
          return t ? xlsx.write(t) : null;
        },
      },
    },
  };
}
