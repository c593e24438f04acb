/**
 * What a question type is on the web (docs/question-types.md): its input, which edits the
 * question sheet item and hands every change up for autosave, its answer as report text, and its
 * answer key as the teacher's preview shows it.
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

/** What an answer-key view reads: the question's whole content, right answers included, and its stem. */
export type TAnswerKeyProps = {
  stem: string;
  /** The stored content (the preview's `answerKey`), untyped: imported banks may add optional grading. */
  content: unknown;
};

/** The words a formatted answer may need (true and false in the reader's language). */
export type TAnswerLabels = { true: string; false: string };

/** An editor of a question's right answer (a teacher's own training): the whole content in, the changed content out. */
export type TKeyEditorProps = {
  content: unknown;
  onChange: (content: unknown) => void;
};

export type TQuestionView = {
  subject_type: number;
  Input: ComponentType<TQuestionInputProps>;
  /** A student's answer as text for the report (the right answer comes from the server). */
  formatAnswer: (q: TReportQuestion, labels: TAnswerLabels) => string;
  /** The server's right answer as the reader reads it, where it is not plain markup text. */
  formatRightAnswer?: (rightAnswer: string, labels: TAnswerLabels) => string;
  /** The right answer shown under the question in the teacher's preview (choices marked, blanks' accepted answers, pairs, order, reference text). */
  AnswerKey: ComponentType<TAnswerKeyProps>;
  /** Editing the right answer and the texts (the pool's 编辑题目 of one's own training); the server checks the content against the type. */
  KeyEditor: ComponentType<TKeyEditorProps>;
};
