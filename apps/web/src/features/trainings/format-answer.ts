/**
 * A student's answer, and the right answer the server sends, as text for the report, by
 * subject_type: lookups in the question-type table (features/questions/types/).
 */
import { stripMarkup, type TReportQuestion } from '@lingua/contracts';
import { typedAnswer } from '../questions/format-parts';
import type { TAnswerLabels } from '../questions/question-view';
import { questionViewOf } from '../questions/types';

export function formatAnswer(q: TReportQuestion, labels: TAnswerLabels): string {
  return (questionViewOf(q.subject_type)?.formatAnswer ?? typedAnswer)(q, labels);
}

/** The right answer the server sends, as the reader reads it (true/false in their language, else plain text). */
export function formatRightAnswer(subjectType: number, rightAnswer: string, labels: TAnswerLabels): string {
  const format = questionViewOf(subjectType)?.formatRightAnswer;
  return format ? format(rightAnswer, labels) : stripMarkup(rightAnswer);
}
