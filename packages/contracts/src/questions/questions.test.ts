import { describe, expect, it } from 'vitest';
import {
  checkAnswerShape,
  checkQuestionContent,
  gradeAnswer,
  isAnswered,
  QuestionTypeCodes,
  QuestionTypes,
  SubjectTypes,
  type TGrade,
  type TQuestionAnswer,
  type TQuestionDef,
} from '../index';

const C = QuestionTypeCodes;

describe('the code table', () => {
  it('has one entry per code, named as the code table names it', () => {
    expect(SubjectTypes).toHaveLength(21);
    expect(new Set(SubjectTypes).size).toBe(21);
    for (const [name, code] of Object.entries(C)) expect(QuestionTypes[code].name).toBe(name);
  });
  it('grades the objective types automatically and the subjective and spoken ones by teacher', () => {
    const teacher = SubjectTypes.filter((c) => QuestionTypes[c].grading === 'teacher').sort((a, b) => a - b);
    expect(teacher).toEqual([
      C.qa,
      C.writing,
      C.translation,
      C.readWord,
      C.repeatSentence,
      C.readAloud,
      C.speaking,
      C.speech,
      C.discussion,
      C.dialogue,
      C.dub,
    ]);
  });
});

describe('the answered rule (part 1 §5), for every code', () => {
  const empty: TQuestionAnswer = {};
  const textCodes = [10, 11, 12, 13, 14, 19, 20, 21, 26, 28];
  it.each(textCodes)('code %i needs a non-empty answer; a list needs one entry with an answer', (code) => {
    expect(isAnswered(code, empty)).toBe(false);
    expect(isAnswered(code, { stu_answer: '' })).toBe(false);
    expect(isAnswered(code, { stu_answer: '   ' })).toBe(false);
    expect(isAnswered(code, { stu_answer: 'A' })).toBe(true);
    expect(isAnswered(code, { stu_answer: [] })).toBe(false);
    expect(isAnswered(code, { stu_answer: [{ stu_answer: '' }, { stu_answer: ' ' }] })).toBe(false);
    expect(isAnswered(code, { stu_answer: [{ stu_answer: '' }, { stu_answer: 'x' }] })).toBe(true);
    // A recording does not answer a text question.
    expect(isAnswered(code, { user_oral_url: '/files/a.mp3' })).toBe(false);
  });
  it('code 16 needs at least one linked item', () => {
    expect(isAnswered(16, { stu_answer: [{ stu_answer: 'l1' }] })).toBe(false);
    expect(isAnswered(16, { stu_answer: [{ stu_answer: 'l1', linkItem: '' }] })).toBe(false);
    expect(isAnswered(16, { stu_answer: 'text' })).toBe(false);
    expect(isAnswered(16, { stu_answer: [{ stu_answer: 'l1', linkItem: 'r2' }] })).toBe(true);
  });
  it('code 24 needs a deletable item', () => {
    expect(isAnswered(24, { resource_subject_content_list: [] })).toBe(false);
    expect(isAnswered(24, { resource_subject_content_list: [{ id: 'a', content: 'x', canDelete: false }] })).toBe(
      false,
    );
    expect(isAnswered(24, { resource_subject_content_list: [{ id: 'a', content: 'x', canDelete: true }] })).toBe(true);
  });
  it('code 44 needs a result', () => {
    expect(isAnswered(44, { result: '' })).toBe(false);
    expect(isAnswered(44, { stu_answer: 'words' })).toBe(false);
    expect(isAnswered(44, { result: 'We ship today.' })).toBe(true);
  });
  const oralCodes = SubjectTypes.filter((c) => ![...textCodes, 16, 24, 44].includes(c));
  it.each(oralCodes)('code %i needs an oral recording url', (code) => {
    expect(QuestionTypes[code].spoken).toBe(true);
    expect(isAnswered(code, { stu_answer: 'typed' })).toBe(false);
    expect(isAnswered(code, { user_oral_url: '' })).toBe(false);
    expect(isAnswered(code, { user_oral_url: '/files/rec.mp3' })).toBe(true);
  });
  it('no answer at all is unanswered for every code', () => {
    for (const code of SubjectTypes) {
      expect(isAnswered(code, null)).toBe(false);
      expect(isAnswered(code, undefined)).toBe(false);
    }
  });
});

function q(subject_type: number, content: unknown, fullMark = 10): TQuestionDef {
  return { subject_type, fullMark, content };
}
function graded(def: TQuestionDef, answer: TQuestionAnswer): TGrade {
  const r = gradeAnswer(def, answer);
  if (!r.ok) throw new Error(r.issue);
  return r.grade;
}
function auto(def: TQuestionDef, answer: TQuestionAnswer) {
  const g = graded(def, answer);
  if (g.mode !== 'auto') throw new Error('expected automatic grading');
  return { score: g.score, right_flag: g.right_flag };
}
function bad(def: TQuestionDef, answer: unknown): string {
  const r = gradeAnswer(def, answer as TQuestionAnswer);
  if (r.ok) throw new Error('expected a shape issue');
  return r.issue;
}

describe('automatic grading', () => {
  const options = [
    { key: 'A', text: 'FOB' },
    { key: 'B', text: 'CIF' },
    { key: 'C', text: 'EXW' },
    { key: 'D', text: 'DDP' },
  ];
  it('10 single choice: right, wrong, unanswered, bad shapes', () => {
    const def = q(C.choice, { options, multiple: false, answer: ['B'] });
    expect(auto(def, { stu_answer: 'B' })).toEqual({ score: 10, right_flag: 1 });
    expect(auto(def, { stu_answer: 'A' })).toEqual({ score: 0, right_flag: 0 });
    expect(auto(def, {})).toEqual({ score: 0, right_flag: 0 });
    expect(bad(def, { stu_answer: 'A,B' })).toMatch(/one option/);
    expect(bad(def, { stu_answer: [{ stu_answer: 'B' }] })).toMatch(/text/);
    expect(bad(def, { stu_answer: 'banana' })).toMatch(/letters/);
    expect(graded(def, { stu_answer: 'B' }).right_answer).toBe('B');
  });
  it('10 multiple choice: all right, part right, any wrong option scores nothing', () => {
    const def = q(C.choice, { options, multiple: true, answer: ['A', 'C'] });
    expect(auto(def, { stu_answer: 'C,A' })).toEqual({ score: 10, right_flag: 1 });
    expect(auto(def, { stu_answer: 'A' })).toEqual({ score: 5, right_flag: 2 });
    expect(auto(def, { stu_answer: 'A,B' })).toEqual({ score: 0, right_flag: 0 });
    expect(bad(def, { stu_answer: 'A,A' })).toMatch(/twice/);
  });
  it('11 true/false', () => {
    const def = q(C.trueFalse, { answer: false }, 2);
    expect(auto(def, { stu_answer: 'F' })).toEqual({ score: 2, right_flag: 1 });
    expect(auto(def, { stu_answer: 'T' })).toEqual({ score: 0, right_flag: 0 });
    expect(bad(def, { stu_answer: 'yes' })).toMatch(/T or F/);
  });
  it('12 fill-in-blank and gap-filling: per blank, case and spacing forgiven', () => {
    const def = q(
      C.fillBlank,
      { blanks: [{ accepted: ['invoice'] }, { accepted: ['letter of credit', 'L/C'] }, { accepted: ['shipment'] }] },
      6,
    );
    expect(
      auto(def, { stu_answer: [{ stu_answer: 'Invoice' }, { stu_answer: ' l/c ' }, { stu_answer: 'shipment.' }] }),
    ).toEqual({ score: 6, right_flag: 1 });
    expect(auto(def, { stu_answer: [{ stu_answer: 'invoice' }, { stu_answer: 'cheque' }] })).toEqual({
      score: 2,
      right_flag: 2,
    });
    expect(auto(def, { stu_answer: [] })).toEqual({ score: 0, right_flag: 0 });
    expect(bad(def, { stu_answer: 'invoice' })).toMatch(/list/);
    expect(bad(def, { stu_answer: [1, 2, 3, 4].map(() => ({ stu_answer: 'x' })) })).toMatch(/more than 3/);
    const gap = q(C.fillBlank, { blanks: [{ accepted: ['quote'] }], wordBank: ['quote', 'order'] }, 1);
    expect(auto(gap, { stu_answer: [{ stu_answer: 'quote' }] })).toEqual({ score: 1, right_flag: 1 });
  });
  it('13 cloze: an option letter per blank', () => {
    const def = q(
      C.cloze,
      {
        blanks: [
          { options: ['a', 'b'], answer: 1 },
          { options: ['c', 'd', 'e'], answer: 2 },
        ],
      },
      4,
    );
    expect(auto(def, { stu_answer: [{ stu_answer: 'B' }, { stu_answer: 'C' }] })).toEqual({ score: 4, right_flag: 1 });
    expect(auto(def, { stu_answer: [{ stu_answer: 'B' }, { stu_answer: 'A' }] })).toEqual({ score: 2, right_flag: 2 });
    expect(bad(def, { stu_answer: [{ stu_answer: 'bee' }] })).toMatch(/option letter/);
  });
  it('16 matching: per pair', () => {
    const def = q(C.matching, {
      left: [
        { id: 'l1', text: 'B/L' },
        { id: 'l2', text: 'L/C' },
      ],
      right: [
        { id: 'r1', text: 'bill of lading' },
        { id: 'r2', text: 'letter of credit' },
      ],
      pairs: [
        { left: 'l1', right: 'r1' },
        { left: 'l2', right: 'r2' },
      ],
    });
    expect(
      auto(def, {
        stu_answer: [
          { stu_answer: 'l1', linkItem: 'r1' },
          { stu_answer: 'l2', linkItem: 'r2' },
        ],
      }),
    ).toEqual({ score: 10, right_flag: 1 });
    expect(auto(def, { stu_answer: [{ stu_answer: 'l1', linkItem: 'r1' }] })).toEqual({ score: 5, right_flag: 2 });
    expect(auto(def, { stu_answer: [{ stu_answer: 'l1', linkItem: 'r2' }] })).toEqual({ score: 0, right_flag: 0 });
    expect(bad(def, { stu_answer: [{ stu_answer: 'zz', linkItem: 'r1' }] })).toMatch(/unknown/);
    expect(bad(def, { stu_answer: [{ stu_answer: 'l1', linkItem: 'zz' }] })).toMatch(/unknown/);
    expect(graded(def, {}).right_answer).toBe('B/L → bill of lading; L/C → letter of credit');
  });
  it('21 listening dictation: words in order, extra words cost', () => {
    const def = q(C.dictation, { audioUrl: '/files/a.mp3', transcript: 'Please confirm the order by Friday.' }, 6);
    expect(auto(def, { stu_answer: 'please confirm the order by friday' })).toEqual({ score: 6, right_flag: 1 });
    expect(auto(def, { stu_answer: 'please confirm order by friday' })).toEqual({ score: 5, right_flag: 2 });
    expect(auto(def, { stu_answer: 'please please confirm the order by friday' })).toEqual({ score: 5, right_flag: 2 });
    expect(auto(def, { stu_answer: '' })).toEqual({ score: 0, right_flag: 0 });
    expect(bad(def, { stu_answer: [{ stu_answer: 'x' }] })).toMatch(/text/);
  });
  it('24 drag and drop: per target, only placed items count', () => {
    const def = q(C.dragDrop, {
      targets: [
        { id: 't1', label: 'Seller' },
        { id: 't2', label: 'Buyer' },
      ],
      items: [
        { id: 'i1', content: 'issues the invoice' },
        { id: 'i2', content: 'opens the L/C' },
      ],
      answer: [
        { targetId: 't1', itemId: 'i1' },
        { targetId: 't2', itemId: 'i2' },
      ],
    });
    const place = (id: string, targetId: string, canDelete = true) => ({ id, content: '', canDelete, targetId });
    expect(auto(def, { resource_subject_content_list: [place('i1', 't1'), place('i2', 't2')] })).toEqual({
      score: 10,
      right_flag: 1,
    });
    expect(auto(def, { resource_subject_content_list: [place('i1', 't1'), place('i2', 't2', false)] })).toEqual({
      score: 5,
      right_flag: 2,
    });
    expect(auto(def, { resource_subject_content_list: [place('i2', 't1')] })).toEqual({ score: 0, right_flag: 0 });
    expect(bad(def, { resource_subject_content_list: [place('i9', 't1')] })).toMatch(/unknown item/);
    expect(bad(def, { resource_subject_content_list: [place('i1', 't9')] })).toMatch(/unknown target/);
    expect(bad(def, { stu_answer: 'i1' })).toMatch(/placed items/);
  });
  it('26 sequencing: per position', () => {
    const def = q(
      C.sequencing,
      {
        items: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id.toUpperCase() })),
        order: ['c', 'a', 'd', 'b'],
      },
      8,
    );
    const seq = (...ids: string[]) => ({ stu_answer: ids.map((stu_answer) => ({ stu_answer })) });
    expect(auto(def, seq('c', 'a', 'd', 'b'))).toEqual({ score: 8, right_flag: 1 });
    expect(auto(def, seq('c', 'a', 'b', 'd'))).toEqual({ score: 4, right_flag: 2 });
    expect(bad(def, seq('c', 'c'))).toMatch(/twice/);
    expect(bad(def, seq('x'))).toMatch(/unknown/);
  });
  it('28 documents: per field, by field id', () => {
    const def = q(C.documents, {
      documentTitle: 'Commercial invoice',
      instructions: 'Fill it in.',
      fields: [
        { id: 'no', label: 'Invoice No.', accepted: ['INV-2024-018'] },
        { id: 'terms', label: 'Terms', accepted: ['CIF Hamburg', 'CIF HAMBURG'] },
      ],
    });
    expect(
      auto(def, {
        stu_answer: [
          { linkItem: 'terms', stu_answer: 'cif hamburg' },
          { linkItem: 'no', stu_answer: 'INV-2024-018' },
        ],
      }),
    ).toEqual({ score: 10, right_flag: 1 });
    expect(
      auto(def, {
        stu_answer: [
          { linkItem: 'terms', stu_answer: 'FOB Shanghai' },
          { linkItem: 'no', stu_answer: 'INV-2024-018' },
        ],
      }),
    ).toEqual({ score: 5, right_flag: 2 });
    expect(bad(def, { stu_answer: [{ linkItem: 'nope', stu_answer: 'x' }] })).toMatch(/unknown field/);
  });
  it('44 jumbled sentence: the result as a whole', () => {
    const def = q(C.jumbledSentence, { tiles: ['we', 'ship', 'today'], accepted: ['We ship today.'] }, 3);
    expect(auto(def, { result: 'we ship today' })).toEqual({ score: 3, right_flag: 1 });
    expect(auto(def, { result: 'today we ship' })).toEqual({ score: 0, right_flag: 0 });
    expect(bad(def, { stu_answer: 'we ship today' })).toMatch(/result/);
  });
  it('subjective and spoken types wait for the teacher, with the reference answer', () => {
    expect(
      graded(q(C.writing, { minWords: 80, referenceAnswer: 'Dear Ms Li, ...' }), { stu_answer: 'Dear ...' }),
    ).toEqual({ mode: 'teacher', right_answer: 'Dear Ms Li, ...' });
    expect(graded(q(C.qa, { referenceAnswer: 'Because ...' }), { stu_answer: 'x' }).mode).toBe('teacher');
    expect(
      graded(q(C.translation, { direction: 'en-cn', source: 'Hi', referenceAnswer: '你好' }), { stu_answer: '你好' })
        .mode,
    ).toBe('teacher');
    expect(bad(q(C.writing, { minWords: 0 }), { stu_answer: [{ stu_answer: 'x' }] })).toMatch(/text/);
    const oral = q(C.readAloud, { text: '<bl>Good</bl> morning' });
    expect(graded(oral, { user_oral_url: '/files/2024/rec.mp3' })).toEqual({
      mode: 'teacher',
      right_answer: 'Good morning',
    });
    // The answer's schema refuses it (stored-url.ts), before the type's own check.
    expect(bad(oral, { user_oral_url: 'javascript:alert(1)' })).toMatch(/^user_oral_url: fieldUrlNotAllowed/);
    expect(bad(oral, { user_oral_url: 'https://example.com/rec.mp3' })).toMatch(/^user_oral_url: fieldUrlNotAllowed/);
  });
  it('never throws: unknown codes, broken content and hostile answers are issues', () => {
    expect(gradeAnswer(q(99, {}), {})).toEqual({ ok: false, issue: 'unknown subject_type 99' });
    expect(gradeAnswer(q(C.choice, { options: [] }), {})).toEqual({
      ok: false,
      issue: 'the question content is invalid',
    });
    for (const code of SubjectTypes) {
      for (const hostile of [{ stu_answer: 5 }, { stu_answer: [null] }, { resource_subject_content_list: 'x' }, 'x']) {
        const r = gradeAnswer(q(code, {}), hostile as unknown as TQuestionAnswer);
        expect(r.ok).toBe(false);
      }
      expect(() => gradeAnswer(q(code, {}), null)).not.toThrow();
    }
  });
  it('rejects answers that are not the question sheet shape', () => {
    const def = q(C.trueFalse, { answer: true });
    expect(gradeAnswer(def, { stu_answer: 5 } as unknown as TQuestionAnswer).ok).toBe(false);
    expect(gradeAnswer(def, { extra: 1 } as unknown as TQuestionAnswer).ok).toBe(false);
    expect(gradeAnswer(def, null).ok).toBe(true);
  });
  it('checks question content and answer shapes on their own', () => {
    expect(checkQuestionContent({ subject_type: C.trueFalse, content: { answer: true } })).toBeNull();
    expect(
      checkQuestionContent({
        subject_type: C.choice,
        content: {
          options: [
            { key: 'A', text: 'x' },
            { key: 'B', text: 'y' },
          ],
          multiple: false,
          answer: ['C'],
        },
      }),
    ).toMatch(/answer keys/);
    expect(checkAnswerShape(q(C.trueFalse, { answer: true }), { stu_answer: 'T' })).toBeNull();
  });
});
