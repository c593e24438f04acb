/**
 * The question-type registry: per subject_type, its name, labels, content shape, how it is graded
 * (automatically for objective types, by the teacher for subjective ones), and the check of an
 * answer's shape. Grading never throws: a bad shape is an issue the server answers with 400.
 */
import type { z } from 'zod';
import { type TQuestionAnswer, ZQuestionAnswer } from './answer';
import { QuestionTypeCodes, type TQuestionTypeName, type TSubjectType } from './codes';
import {
  ZChoiceContent,
  ZClozeContent,
  ZDictationContent,
  ZDocumentsContent,
  ZFillBlankContent,
  ZJumbledSentenceContent,
  ZQaContent,
  ZTranslationContent,
  ZTrueFalseContent,
  ZWritingContent,
} from './content';
import {
  all,
  choiceKeys,
  entries,
  lcs,
  letters,
  needList,
  needString,
  normalizeText,
  partial,
  round,
  teacher,
  words,
} from './grading-helpers';
import { stripMarkup } from './markup';
import { dragDrop, matching, sequencing } from './pairing-entries';
import { dialogue, dub, oral } from './spoken-entries';

export type TQuestionDef = {
  subject_type: number;
  fullMark: number;
  content: unknown;
};

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
export { normalizeText } from './grading-helpers';
export type TGradeOutcome = { ok: true; grade: TGrade } | { ok: false; issue: string };

export type Graded = 'auto' | 'teacher';
export type Entry<C> = {
  name: TQuestionTypeName;
  label: { cn: string; en: string };
  grading: Graded;
  spoken: boolean;
  content: z.ZodType<C>;
  /** A message naming what is wrong with the answer's shape, or null. */
  checkShape: (content: C, answer: TQuestionAnswer) => string | null;
  grade: (content: C, answer: TQuestionAnswer, fullMark: number) => TGrade;
  /** The content a student sees while answering: everything but the right answers. */
  hide: (content: C) => unknown;
};

type ChoiceC = z.infer<typeof ZChoiceContent>;
type FillC = z.infer<typeof ZFillBlankContent>;
type ClozeC = z.infer<typeof ZClozeContent>;
type DocC = z.infer<typeof ZDocumentsContent>;
type JumbleC = z.infer<typeof ZJumbledSentenceContent>;

const choice: Entry<ChoiceC> = {
  name: 'choice',
  label: { cn: '选择题', en: 'Multiple choice' },
  grading: 'auto',
  spoken: false,
  content: ZChoiceContent,
  checkShape: (c, a) => {
    const s = needString(a);
    if (s) return s;
    const keys = choiceKeys(a);
    if (!keys.every((k) => /^[A-Z]$/.test(k))) return 'stu_answer must be option letters separated by commas';
    if (!c.multiple && keys.length > 1) return 'a single choice takes one option';
    if (new Set(keys).size !== keys.length) return 'an option is chosen twice';
    return null;
  },
  grade: (c, a, fullMark) => {
    const keys = choiceKeys(a);
    const right = [...c.answer].sort().join(', ');
    if (!c.multiple) return all(keys[0] === c.answer[0], fullMark, right);
    // Multiple: any wrong option scores nothing; otherwise the share of right options chosen.
    if (keys.some((k) => !c.answer.includes(k)))
      return { ...partial([false], fullMark, right), parts: c.answer.map(() => false) };
    return partial(
      c.answer.map((k) => keys.includes(k)),
      fullMark,
      right,
    );
  },
  hide: (c) => ({ options: c.options, multiple: c.multiple }),
};

const trueFalse: Entry<z.infer<typeof ZTrueFalseContent>> = {
  name: 'trueFalse',
  label: { cn: '判断题', en: 'True / false' },
  grading: 'auto',
  spoken: false,
  content: ZTrueFalseContent,
  checkShape: (_c, a) => {
    const s = needString(a);
    if (s) return s;
    const v = typeof a.stu_answer === 'string' ? a.stu_answer.trim() : '';
    return ['', 'T', 'F'].includes(v) ? null : 'stu_answer must be T or F';
  },
  grade: (c, a, fullMark) => {
    const v = typeof a.stu_answer === 'string' ? a.stu_answer.trim() : '';
    return all(v === (c.answer ? 'T' : 'F'), fullMark, c.answer ? 'T' : 'F');
  },
  hide: () => ({}),
};

const fillBlank: Entry<FillC> = {
  name: 'fillBlank',
  label: { cn: '填空题', en: 'Fill in the blanks' },
  grading: 'auto',
  spoken: false,
  content: ZFillBlankContent,
  checkShape: (c, a) => needList(a, c.blanks.length),
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const parts = c.blanks.map((b, i) => {
      const s = normalizeText(given[i]?.stu_answer ?? '');
      return s !== '' && b.accepted.some((x) => normalizeText(x) === s);
    });
    return partial(parts, fullMark, c.blanks.map((b, i) => `${i + 1}. ${b.accepted[0]}`).join('; '));
  },
  hide: (c) => ({ blanks: c.blanks.length, wordBank: c.wordBank }),
};

const cloze: Entry<ClozeC> = {
  name: 'cloze',
  label: { cn: '完形填空', en: 'Cloze' },
  grading: 'auto',
  spoken: false,
  content: ZClozeContent,
  checkShape: (c, a) => {
    const s = needList(a, c.blanks.length);
    if (s) return s;
    return entries(a).every((e) => /^[A-Z]?$/.test(e.stu_answer.trim()))
      ? null
      : 'each cloze answer is an option letter';
  },
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const parts = c.blanks.map((b, i) => given[i]?.stu_answer.trim() === letters(b.answer));
    return partial(parts, fullMark, c.blanks.map((b, i) => `${i + 1}. ${letters(b.answer)}`).join('; '));
  },
  hide: (c) => ({ blanks: c.blanks.map((b) => ({ options: b.options })) }),
};

const documents: Entry<DocC> = {
  name: 'documents',
  label: { cn: '单证题', en: 'Trade documents' },
  grading: 'auto',
  spoken: false,
  content: ZDocumentsContent,
  checkShape: (c, a) => {
    const s = needList(a, c.fields.length);
    if (s) return s;
    for (const e of entries(a))
      if (!c.fields.some((f) => f.id === e.linkItem)) return 'an answer names an unknown field';
    return null;
  },
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const parts = c.fields.map((f) => {
      const s = normalizeText(given.find((e) => e.linkItem === f.id)?.stu_answer ?? '');
      return s !== '' && f.accepted.some((x) => normalizeText(x) === s);
    });
    return partial(parts, fullMark, c.fields.map((f) => `${f.label}: ${f.accepted[0]}`).join('; '));
  },
  hide: (c) => ({
    documentTitle: c.documentTitle,
    instructions: c.instructions,
    fields: c.fields.map((f) => ({ id: f.id, label: f.label })),
  }),
};

const dictation: Entry<z.infer<typeof ZDictationContent>> = {
  name: 'dictation',
  label: { cn: '听写题', en: 'Listening dictation' },
  grading: 'auto',
  spoken: false,
  content: ZDictationContent,
  checkShape: (_c, a) => needString(a),
  grade: (c, a, fullMark) => {
    const want = words(c.transcript);
    const got = words(typeof a.stu_answer === 'string' ? a.stu_answer : '');
    const same = lcs(want, got);
    const exact = same === want.length && got.length === want.length;
    // Words in order, less the extra words typed.
    const share = want.length === 0 ? 0 : Math.max(0, same - Math.max(0, got.length - want.length)) / want.length;
    return {
      mode: 'auto',
      score: exact ? fullMark : round(fullMark * share),
      right_flag: exact ? 1 : share === 0 ? 0 : 2,
      right_answer: stripMarkup(c.transcript),
      parts: want.map((_w, i) => i < same),
    };
  },
  hide: (c) => ({ audioUrl: c.audioUrl }),
};

const jumbledSentence: Entry<JumbleC> = {
  name: 'jumbledSentence',
  label: { cn: '连词成句', en: 'Jumbled sentence' },
  grading: 'auto',
  spoken: false,
  content: ZJumbledSentenceContent,
  checkShape: (_c, a) =>
    a.stu_answer !== undefined && a.stu_answer !== '' ? 'a jumbled sentence answer is its result' : null,
  grade: (c, a, fullMark) => {
    const r = normalizeText(a.result ?? '');
    return all(r !== '' && c.accepted.some((s) => normalizeText(s) === r), fullMark, stripMarkup(c.accepted[0] ?? ''));
  },
  hide: (c) => ({ tiles: c.tiles }),
};

function textTeacher<C>(
  name: TQuestionTypeName,
  label: { cn: string; en: string },
  content: z.ZodType<C>,
  ref: (c: C) => string,
  hide: (c: C) => unknown,
): Entry<C> {
  return {
    name,
    label,
    grading: 'teacher',
    spoken: false,
    content,
    checkShape: (c, a) => {
      const allowed = (c as { attachment?: string }).attachment !== undefined;
      if (!allowed && (a.attachments?.length ?? 0) > 0) return 'this question takes no attachments';
      return needString(a);
    },
    grade: (c) => teacher(ref(c)),
    hide,
  };
}

/** A registry entry with its content type erased: it parses the content itself. */
export type TQuestionTypeEntry = {
  name: TQuestionTypeName;
  label: { cn: string; en: string };
  grading: Graded;
  spoken: boolean;
  content: z.ZodType<unknown>;
  checkShape: (content: unknown, answer: TQuestionAnswer) => string | null;
  grade: (content: unknown, answer: TQuestionAnswer, fullMark: number) => TGradeOutcome;
  /** The content without its right answers (null if the content is invalid). */
  hide: (content: unknown) => unknown;
};

function erase<C>(e: Entry<C>): TQuestionTypeEntry {
  return {
    name: e.name,
    label: e.label,
    grading: e.grading,
    spoken: e.spoken,
    content: e.content,
    checkShape: (content, answer) => {
      const c = e.content.safeParse(content);
      return c.success ? e.checkShape(c.data, answer) : 'the question content is invalid';
    },
    grade: (content, answer, fullMark) => {
      const c = e.content.safeParse(content);
      if (!c.success) return { ok: false, issue: 'the question content is invalid' };
      const issue = e.checkShape(c.data, answer);
      return issue ? { ok: false, issue } : { ok: true, grade: e.grade(c.data, answer, fullMark) };
    },
    hide: (content) => {
      const c = e.content.safeParse(content);
      return c.success ? e.hide(c.data) : null;
    },
  };
}

export const QuestionTypes: Record<TSubjectType, TQuestionTypeEntry> = {
  [QuestionTypeCodes.choice]: erase(choice),
  [QuestionTypeCodes.trueFalse]: erase(trueFalse),
  [QuestionTypeCodes.fillBlank]: erase(fillBlank),
  [QuestionTypeCodes.cloze]: erase(cloze),
  [QuestionTypeCodes.qa]: erase(
    textTeacher(
      'qa',
      { cn: '问答题', en: 'Questions and answers' },
      ZQaContent,
      (c) => c.referenceAnswer ?? '',
      (c) => ({ attachment: c.attachment }),
    ),
  ),
  [QuestionTypeCodes.matching]: erase(matching),
  [QuestionTypeCodes.writing]: erase(
    textTeacher(
      'writing',
      { cn: '写作题', en: 'Writing' },
      ZWritingContent,
      (c) => c.referenceAnswer ?? '',
      (c) => ({
        minWords: c.minWords,
        language: c.language,
        attachment: c.attachment,
      }),
    ),
  ),
  [QuestionTypeCodes.translation]: erase(
    textTeacher(
      'translation',
      { cn: '翻译题', en: 'Translation' },
      ZTranslationContent,
      (c) => c.referenceAnswer,
      (c) => ({
        direction: c.direction,
        source: c.source,
        attachment: c.attachment,
      }),
    ),
  ),
  [QuestionTypeCodes.dictation]: erase(dictation),
  [QuestionTypeCodes.dragDrop]: erase(dragDrop),
  [QuestionTypeCodes.sequencing]: erase(sequencing),
  [QuestionTypeCodes.documents]: erase(documents),
  [QuestionTypeCodes.readWord]: erase(oral('readWord', { cn: '单词朗读', en: 'Read the word aloud' })),
  [QuestionTypeCodes.dialogue]: erase(dialogue),
  [QuestionTypeCodes.dub]: erase(dub),
  [QuestionTypeCodes.repeatSentence]: erase(oral('repeatSentence', { cn: '句子跟读', en: 'Repeat the sentence' })),
  [QuestionTypeCodes.readAloud]: erase(oral('readAloud', { cn: '段落朗读', en: 'Read the paragraph aloud' })),
  [QuestionTypeCodes.speaking]: erase(oral('speaking', { cn: '口语题', en: 'Speaking' })),
  [QuestionTypeCodes.speech]: erase(oral('speech', { cn: '演讲题', en: 'Speech' })),
  [QuestionTypeCodes.discussion]: erase(oral('discussion', { cn: '讨论题', en: 'Discussion' })),
  [QuestionTypeCodes.jumbledSentence]: erase(jumbledSentence),
};

export function questionTypeOf(subjectType: number): TQuestionTypeEntry | undefined {
  return (QuestionTypes as Record<number, TQuestionTypeEntry>)[subjectType];
}

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
