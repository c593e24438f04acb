/**
 * What a question type is on the web (docs/question-types.md): its input, which edits the
 * question sheet item and hands every change up for autosave, and its answer as report text.
 * One entry a type in `types/index.ts`, beside the contracts' table of the same codes.
 */
import type { TQuestionAnswer, TReportQuestion } from '@lingua/contracts';
import type { ComponentType } from 'react';

export type TQuestionInputProps = {
  subjectType: number;
  stem: string;
  /** The student view of the content (the right answers left out). */
  content: unknown;
  answer: TQuestionAnswer;
  disabled: boolean;
  onChange: (answer: TQuestionAnswer) => void;
};

/** The words a formatted answer may need (true and false in the reader's language). */
export type TAnswerLabels = { true: string; false: string };

export type TQuestionView = {
  subject_type: number;
  Input: ComponentType<TQuestionInputProps>;
  /** A student's answer as text for the report (the right answer comes from the server). */
  formatAnswer: (q: TReportQuestion, labels: TAnswerLabels) => string;
  /** The server's right answer as the reader reads it, where it is not plain markup text. */
  formatRightAnswer?: (rightAnswer: string, labels: TAnswerLabels) => string;
};
