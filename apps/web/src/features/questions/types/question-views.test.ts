// @vitest-environment happy-dom
/**
 * The web's question-type table lists the same codes as the contracts' table, in the same order,
 * and every view has its input, its formatted answer, its answer key and its key editor.
 */
import { QuestionTypeList, type TReportQuestion } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { QuestionViews, questionViewOf } from './index';

const labels = { true: 'True', false: 'False' };

describe('the web question-type table', () => {
  it('lists the codes of the contracts table', () => {
    expect(QuestionViews.map((v) => v.subject_type)).toEqual(QuestionTypeList.map((e) => e.subject_type));
  });

  it.each(QuestionViews.map((v) => [v.subject_type, v] as const))(
    '%i has an input, a formatted answer, an answer key and a key editor',
    (code, v) => {
      expect(questionViewOf(code)).toBe(v);
      expect(typeof v.Input).toBe('function');
      expect(typeof v.AnswerKey).toBe('function');
      expect(typeof v.KeyEditor).toBe('function');
      // An empty answer formats as nothing, whatever the content.
      const q = { subject_type: code, content: {} } as unknown as TReportQuestion;
      expect(v.formatAnswer(q, labels)).toBe('');
    },
  );

  it('formats by type', () => {
    const q = (subject_type: number, rest: Partial<TReportQuestion>) =>
      ({ subject_type, content: {}, ...rest }) as unknown as TReportQuestion;
    expect(questionViewOf(11)?.formatAnswer(q(11, { stu_answer: 'T' }), labels)).toBe('True');
    expect(
      questionViewOf(12)?.formatAnswer(
        q(12, { stu_answer: [{ stu_answer: 'a' }, { stu_answer: '' }, { stu_answer: 'c' }] }),
        labels,
      ),
    ).toBe('1. a; 3. c');
    expect(questionViewOf(44)?.formatAnswer(q(44, { result: 'I am here' }), labels)).toBe('I am here');
    expect(questionViewOf(14)?.formatAnswer(q(14, { stu_answer: 'text' }), labels)).toBe('text');
  });

  it("formats the right answer of true/false in the reader's words; the other types leave it to plain text", () => {
    expect(questionViewOf(11)?.formatRightAnswer?.('T', labels)).toBe('True');
    expect(questionViewOf(11)?.formatRightAnswer?.('F', labels)).toBe('False');
    const own = QuestionViews.filter((v) => v.formatRightAnswer).map((v) => v.subject_type);
    expect(own).toEqual([11]);
  });
});
