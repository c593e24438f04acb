/** Teacher grades, markup, input checks, score rules and the student's view of a question. */
import { describe, expect, it } from 'vitest';
import {
  checkQuestionContent,
  checkTeacherGrade,
  containsChinese,
  countWords,
  exportScore,
  markupSegments,
  normalizePositiveInteger,
  QuestionTypeCodes,
  scoreByRule,
  scoreRuleOfCode,
  stemPreview,
  stripMarkup,
  studentContent,
} from '../index';

const C = QuestionTypeCodes;

describe('teacher grades', () => {
  it('score from 0 to the full mark, with a comment', () => {
    expect(checkTeacherGrade(20, 20, 'Clear and polite.')).toBeNull();
    expect(checkTeacherGrade(20, 0, 'Off topic.')).toBeNull();
    expect(checkTeacherGrade(20, 20.5, 'x')).toBe('scoreOverFullMark');
    expect(checkTeacherGrade(20, -1, 'x')).toBe('scoreInvalid');
    expect(checkTeacherGrade(20, Number.NaN, 'x')).toBe('scoreInvalid');
    expect(checkTeacherGrade(20, 12, '  ')).toBe('commentEmpty');
  });
});

describe('content markup', () => {
  it('strips the tags for plain text', () => {
    expect(
      stripMarkup(
        'The <re>seller</re> pays <bl><it>freight</it></bl> to H<sub>2</sub>O x<sup>2</sup> <del>old</del> <ud>u</ud> <gr>g</gr>',
      ),
    ).toBe('The seller pays freight to H2O x2 old u g');
    expect(stripMarkup('a <b>bold</b> <span>x</span>')).toBe('a <b>bold</b> <span>x</span>');
  });
  it('previews a stem on one line with its blanks as gaps', () => {
    expect(stemPreview('Please <bl>confirm</bl> the {{1}} by\n{{2}}.')).toBe('Please confirm the ____ by ____.');
    expect(stemPreview('{{12}} terms')).toBe('____ terms');
  });
  it('yields styled segments as coloured content', () => {
    expect(markupSegments('Pay <re>by <bl>Friday</bl></re>.')).toEqual([
      { content: 'Pay ', tags: [], colorType: '', colorValue: '' },
      { content: 'by ', tags: ['re'], colorType: 're', colorValue: '#e53935' },
      { content: 'Friday', tags: ['re', 'bl'], colorType: 're_bl', colorValue: '#e53935' },
      { content: '.', tags: [], colorType: '', colorValue: '' },
    ]);
  });
  it('survives malformed markup', () => {
    expect(markupSegments('a</re>b<gr>c')).toEqual([
      { content: 'ab', tags: [], colorType: '', colorValue: '' },
      { content: 'c', tags: ['gr'], colorType: 'gr', colorValue: '#2e7d32' },
    ]);
    expect(markupSegments('')).toEqual([]);
  });
});

describe('positive-integer input (part 1 §5)', () => {
  it('strips non-digits, turns 0 or empty into the minimum, clamps to the maximum', () => {
    expect(normalizePositiveInteger('12a3')).toEqual({ value: 123, clamped: false });
    expect(normalizePositiveInteger('')).toEqual({ value: 1, clamped: false });
    expect(normalizePositiveInteger('0')).toEqual({ value: 1, clamped: false });
    expect(normalizePositiveInteger('-5')).toEqual({ value: 5, clamped: false });
    expect(normalizePositiveInteger('1000')).toEqual({ value: 999, clamped: true });
    expect(normalizePositiveInteger('007')).toEqual({ value: 7, clamped: false });
    expect(normalizePositiveInteger('3', { min: 5, max: 10 })).toEqual({ value: 5, clamped: false });
    expect(normalizePositiveInteger(null)).toEqual({ value: 1, clamped: false });
  });
});

describe('scoring rules (part 1 §9)', () => {
  const attempts = [
    { score: 60, submittedAt: '2024-05-01T10:00:00Z' },
    { score: 90, submittedAt: '2024-05-03T10:00:00Z' },
    { score: 75, submittedAt: '2024-05-05T10:00:00Z' },
  ];
  const shuffled = [attempts[2], attempts[0], attempts[1]].filter((a) => a !== undefined);
  it('highest, first, latest and average', () => {
    expect(scoreByRule(shuffled, 'highest')).toBe(90);
    expect(scoreByRule(shuffled, 'first')).toBe(60);
    expect(scoreByRule(shuffled, 'latest')).toBe(75);
    expect(scoreByRule(shuffled, 'average')).toBe(75);
    expect(scoreByRule([...shuffled, { score: 70, submittedAt: '2024-05-06T10:00:00Z' }], 'average')).toBe(73.75);
  });
  it('reads the class codes in the export dialog order, latest last', () => {
    expect([0, 1, 2, 3, 9].map(scoreRuleOfCode)).toEqual(['highest', 'first', 'average', 'latest', 'highest']);
  });
  it('no attempts: no score; an ungraded first or latest attempt is pending, not replaced', () => {
    for (const rule of ['highest', 'first', 'latest', 'average'] as const) expect(scoreByRule([], rule)).toBeNull();
    const pending = [...attempts, { score: null, submittedAt: new Date('2024-05-06T10:00:00Z') }];
    expect(scoreByRule(pending, 'latest')).toBeNull();
    expect(scoreByRule(pending, 'highest')).toBe(90);
  });
});

describe('export score choices (part 2 §9)', () => {
  const attempts = [
    { score: 60, submittedAt: '2024-05-01T10:00:00Z' },
    { score: 90, submittedAt: '2024-05-03T10:00:00Z' },
    { score: null, submittedAt: '2024-05-04T10:00:00Z' },
    { score: 75, submittedAt: '2024-05-05T10:00:00Z' },
  ];
  it('highest 0, first 1, average 2 (of graded attempts)', () => {
    expect(exportScore(attempts, 0)).toBe(90);
    expect(exportScore(attempts, 1)).toBe(60);
    expect(exportScore(attempts, 2)).toBe(75);
    expect(
      exportScore(
        [
          { score: 1, submittedAt: '2024-01-01' },
          { score: 2, submittedAt: '2024-01-02' },
          { score: 2, submittedAt: '2024-01-03' },
        ],
        2,
      ),
    ).toBe(1.67);
    expect(exportScore([], 2)).toBeNull();
  });
});

describe('word count and Chinese check', () => {
  it('counts English words and Chinese characters', () => {
    expect(countWords("We'll ship <bl>twenty-five</bl> cartons.")).toBe(4);
    expect(countWords('谢谢 your order')).toBe(4);
    expect(containsChinese('Hello 你好')).toBe(true);
    expect(containsChinese('Hello')).toBe(false);
  });
});

describe('the content a student sees', () => {
  it('leaves out every right answer', () => {
    const cases: [number, unknown][] = [
      [
        C.choice,
        {
          options: [
            { key: 'A', text: 'x' },
            { key: 'B', text: 'y' },
          ],
          multiple: false,
          answer: ['B'],
        },
      ],
      [C.trueFalse, { answer: true }],
      [C.fillBlank, { blanks: [{ accepted: ['SECRET'] }], wordBank: ['alpha', 'beta'] }],
      [C.cloze, { blanks: [{ options: ['a', 'b'], answer: 1 }] }],
      [C.qa, { referenceAnswer: 'SECRET' }],
      [C.writing, { minWords: 50, referenceAnswer: 'SECRET' }],
      [C.translation, { direction: 'en-cn', source: 'Hello', referenceAnswer: 'SECRET' }],
      [C.dictation, { audioUrl: '/files/a.mp3', transcript: 'SECRET' }],
      [
        C.sequencing,
        {
          items: [
            { id: 'a', text: 'A' },
            { id: 'b', text: 'B' },
          ],
          order: ['b', 'a'],
        },
      ],
      [C.jumbledSentence, { tiles: ['b', 'a'], accepted: ['SECRET'] }],
      [
        C.documents,
        { documentTitle: 'Invoice', instructions: 'Fill', fields: [{ id: 'f', label: 'No.', accepted: ['SECRET'] }] },
      ],
    ];
    for (const [code, content] of cases) {
      expect(checkQuestionContent({ subject_type: code, content })).toBeNull();
      const seen = JSON.stringify(studentContent({ subject_type: code, content }));
      expect(seen).not.toMatch(/SECRET|"answer"|"order"|"accepted"|"pairs"|referenceAnswer|transcript/);
    }
    expect(studentContent({ subject_type: C.fillBlank, content: { blanks: [{ accepted: ['x'] }] } })).toEqual({
      blanks: 1,
    });
  });
});
