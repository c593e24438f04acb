/**
 * A student's answer as text for the report, by subject_type: a lookup in the question-type
 * table (features/questions/types/). The right answer comes from the server.
 */
import type { TReportQuestion } from '@lingua/contracts';
import { typedAnswer } from '../questions/format-parts';
import type { TAnswerLabels } from '../questions/question-view';
import { questionViewOf } from '../questions/types';

export function formatAnswer(q: TReportQuestion, labels: TAnswerLabels): string {
  return (questionViewOf(q.subject_type)?.formatAnswer ?? typedAnswer)(q, labels);
}
