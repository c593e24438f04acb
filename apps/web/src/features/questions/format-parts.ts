/** What the formatted answers share: the typed text, and a list answer's numbered entries. */
import type { TReportQuestion } from '@lingua/contracts';

/** The typed or chosen text ('' when the answer is a list). */
export const typedAnswer = (q: TReportQuestion) => (typeof q.stu_answer === 'string' ? q.stu_answer : '');

/** The list entries of the answer ([] when it is text). */
export const answerEntries = (q: TReportQuestion) => (Array.isArray(q.stu_answer) ? q.stu_answer : []);

/** "1. a; 2. b": the answered entries, numbered by position. */
export const numberedEntries = (q: TReportQuestion) =>
  answerEntries(q)
    .map((e, i) => (e.stu_answer ? `${i + 1}. ${e.stu_answer}` : ''))
    .filter(Boolean)
    .join('; ');
