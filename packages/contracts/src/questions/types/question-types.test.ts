/**
 * Every registered question type has every part (docs/question-types.md): its meta and entry
 * agree, and the entry holds a content schema, the student view, the answered rule, the shape
 * check, grading and both names. The bank mappings it declares read and write its own content.
 */
import { describe, expect, it } from 'vitest';
import { QuestionTypeCodes, SubjectTypes } from '../codes';
import { QuestionTypeList, QuestionTypeMetas, questionTypeLabels } from './index';

describe('the question-type table', () => {
  it('lists each code once, meta and entry alike, in code order', () => {
    const codes = QuestionTypeList.map((e) => e.subject_type);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    expect(QuestionTypeMetas.map((m) => [m.name, m.subject_type, m.answered])).toEqual(
      QuestionTypeList.map((e) => [e.name, e.subject_type, e.answered]),
    );
    expect(SubjectTypes).toEqual(codes);
    for (const e of QuestionTypeList) expect(QuestionTypeCodes[e.name]).toBe(e.subject_type);
  });

  it.each(QuestionTypeList.map((e) => [e.name, e] as const))('%s has every part', (_name, e) => {
    expect(typeof e.content.safeParse).toBe('function');
    expect(e.content.safeParse(undefined).success).toBe(false);
    for (const part of [e.answered, e.checkShape, e.grade, e.hide]) expect(typeof part).toBe('function');
    expect(e.label.cn).not.toBe('');
    expect(e.label.en).not.toBe('');
    expect(['auto', 'teacher']).toContain(e.grading);
    // Invalid content never throws: grading names the issue, the student view is null.
    expect(e.grade(null, {}, 10)).toEqual({ ok: false, issue: 'the question content is invalid' });
    expect(e.hide(null)).toBeNull();
    expect(e.answered({})).toBe(false);
  });

  it('gives every code its name in both languages', () => {
    for (const language of ['cn', 'en'] as const) {
      const labels = questionTypeLabels(language) as Record<string, string>;
      expect(Object.keys(labels).map(Number)).toEqual(SubjectTypes);
      for (const e of QuestionTypeList) expect(labels[String(e.subject_type)]).toBe(e.label[language]);
    }
  });

  it('reads its xlsx example as valid content and writes it back to the same columns', () => {
    const carried = QuestionTypeList.filter((e) => e.bank.xlsx);
    expect(carried.map((e) => e.subject_type)).toEqual([10, 11, 12, 14, 16, 19, 20]);
    for (const e of carried) {
      const example = e.bank.xlsx?.example;
      if (!example) continue;
      const cells = { options: String(example[2]), answer: String(example[3]) };
      const read = e.bank.xlsx?.read(cells);
      if (typeof read !== 'object' || read === null) throw new Error(`${e.name}: ${String(read)}`);
      expect(e.content.safeParse(read.content).success).toBe(true);
      const q = { stem: String(example[0]), fullMark: 10, analysis: { cn: '', en: '' }, content: read.content };
      expect(e.bank.xlsx?.write(q)?.map(String)).toEqual([cells.options, cells.answer]);
    }
  });
});
