/**
 * GIFT read as Moodle's documentation means it. Fixtures: the examples file Moodle ships
 * (moodle/moodle question/format/gift/examples.txt, "Examples from the documentation") and the
 * GIFT page of docs.moodle.org (fractions, feedback, the `*` wildcard, format markers, escapes,
 * numerical ranges, $CATEGORY), with business English in place of the tomb where ours.
 */
import { QuestionTypeCodes as C, gradeAnswer } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { parseGift, toGift } from './gift';

type TQ = { subject_type: number; fullMark: number; content: unknown };
/** A parsed question out of ten. */
const ten = (q: TQ | undefined): TQ => ({ subject_type: q?.subject_type ?? 0, content: q?.content, fullMark: 10 });
const grade = (q: TQ, stu_answer: unknown) => {
  const r = gradeAnswer(q, { stu_answer } as never);
  return r.ok && r.grade.mode === 'auto' ? r.grade.score : null;
};

// From Moodle's examples.txt.
const MOODLE_EXAMPLES = `// ===Multiple Choice===
Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}

Grant is {~buried =entombed ~living} in Grant's tomb.

The American holiday of Thanksgiving is celebrated on the {
    ~second
    ~third
    =fourth
} Thursday of November.

// ===Short Answer===
Two plus two equals {=four =4}.

// ===True-False===
The sun rises in the east.{T}

// ===Matching===
Match the following countries with their corresponding capitals. {
    =Canada -> Ottawa
    =Italy  -> Rome
    =Japan  -> Tokyo
}

// ===Numerical===
When was Ulysses S. Grant born? {#1822}

What is the value of pi (to 3 decimal places)? {#3.1415:0.0005}.

What is the value of pi (to 3 decimal places)? {#3.141..3.142}.

When was Ulysses S. Grant born? {#
    =1822:0
    =%50%1822:2}
`;

describe('GIFT as Moodle writes it', () => {
  it("reads Moodle's own examples, the missing word inside its sentence", () => {
    const { questions, errors } = parseGift(MOODLE_EXAMPLES);
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.subject_type)).toEqual([
      C.choice,
      C.choice,
      C.choice,
      C.fillBlank,
      C.trueFalse,
      C.matching,
      C.fillBlank,
      C.fillBlank,
      C.fillBlank,
      C.fillBlank,
    ]);
    // The line stands where the braces were; students never see {{1}} in a choice.
    expect(questions[1]?.stem).toBe("Grant is _____ in Grant's tomb.");
    expect(questions[2]?.stem).toBe(
      'The American holiday of Thanksgiving is celebrated on the _____ Thursday of November.',
    );
    expect(questions[3]?.stem).toBe('Two plus two equals {{1}}.');
    const pi = questions[7];
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: the number Moodle's example gives
    expect(pi?.content).toMatchObject({ blanks: [{ numbers: [{ value: 3.1415, tolerance: 0.0005 }] }] });
    expect(grade(ten(pi), [{ stu_answer: '3.143' }])).toBe(0);
    expect(grade(ten(pi), [{ stu_answer: '3.1418' }])).toBe(10);
    // A range 3.141..3.142 is its middle within half its width.
    expect(grade(ten(questions[8]), [{ stu_answer: '3.1419' }])).toBe(10);
    // =1822:0 full marks, =%50%1822:2 half within two years.
    const born = ten(questions[9]);
    expect([
      grade(born, [{ stu_answer: '1822' }]),
      grade(born, [{ stu_answer: '1823' }]),
      grade(born, [{ stu_answer: '1830' }]),
    ]).toEqual([10, 5, 0]);
  });

  it('keeps fractions: partial and negative; a single choice with = and a multiple one of ~% only', () => {
    const { questions } = parseGift(`::Docs:: Which are documents of title? {
  ~%50%Bill of lading#Right: a negotiable B/L.
  ~%50%Warehouse receipt
  ~%-100%Packing list#No: it lists the goods.
}

::Terms:: Best term for a buyer new to shipping? {=DAP ~%50%CIP#Close ~EXW}`);
    const [docs, terms] = questions;
    expect(docs?.content).toMatchObject({ multiple: true, answer: ['A', 'B'], fractions: [50, 50, -100] });
    expect(docs?.content).toMatchObject({ feedback: ['Right: a negotiable B/L.', '', 'No: it lists the goods.'] });
    const d = ten(docs);
    expect([grade(d, 'A,B'), grade(d, 'A'), grade(d, 'A,C'), grade(d, 'A,B,C')]).toEqual([10, 5, 0, 0]);
    expect(terms?.content).toMatchObject({ multiple: false, answer: ['A'], fractions: [100, 50, 0] });
    const t = ten(terms);
    expect([grade(t, 'A'), grade(t, 'B'), grade(t, 'C')]).toEqual([10, 5, 0]);
  });

  it('never scores the * catch-all: it is feedback for anything else; partial short answers keep their fraction', () => {
    const { questions, notes } = parseGift(`::Incoterm:: Which rule puts the most on the seller? {
  =DDP#Right
  =%50%DAP#Nearly: duties stay with the buyer.
  =%0%*#Look at who pays the import duties.
}`);
    const q = ten(questions[0]);
    expect(questions[0]?.content).toMatchObject({
      blanks: [
        { accepted: ['DDP', 'DAP'], fractions: [100, 50], otherFeedback: 'Look at who pays the import duties.' },
      ],
    });
    expect([
      grade(q, [{ stu_answer: 'ddp' }]),
      grade(q, [{ stu_answer: 'DAP' }]),
      grade(q, [{ stu_answer: '*' }]),
      grade(q, [{ stu_answer: 'FOB' }]),
    ]).toEqual([10, 5, 0, 0]);
    expect(notes).toEqual([]);
    // A catch-all given credit by mistake still scores nothing, and the report says so.
    const loose = parseGift('Any word? {=%100%*#Anything goes =yes}');
    expect(grade(ten(loose.questions[0]), [{ stu_answer: 'whatever' }])).toBe(0);
    expect(loose.notes.map((n) => n.message)).toEqual(['the * catch-all answer gives no credit here']);
  });

  it('reads the format markers, undoes escapes and keeps general and per-answer feedback', () => {
    const { questions, passages } =
      parseGift(String.raw`::Html::[html]<p>Under <b>CIF</b>, who pays the <i>freight</i>?<br>Choose one.</p>{
  =The seller#<b>Yes</b>
  ~The buyer
  ####<p>CIF includes freight.</p>
}

::Md::[markdown]Is **FOB** a sea-only rule? {T}

::Esc:: Price \{per unit\}\: 5 \= five \# one backslash \\ here {=ok}

::Intro::[html]<p>This section covers <em>payment terms</em>.</p>`);
    expect(questions[0]?.stem).toBe('Under <bl>CIF</bl>, who pays the <it>freight</it>?\nChoose one.');
    expect(questions[0]?.analysis.en).toBe('CIF includes freight.');
    expect(questions[0]?.content).toMatchObject({ feedback: ['<bl>Yes</bl>', ''] });
    expect(questions[1]?.stem).toBe('Is <bl>FOB</bl> a sea-only rule?');
    expect(questions[2]?.stem).toBe('Price {per unit}: 5 = five # one backslash \\ here {{1}}');
    expect(passages).toEqual([{ row: 4, name: 'Intro', html: '<p>This section covers <em>payment terms</em>.</p>' }]);
  });

  it('knows each category and reports what it changed', () => {
    const parsed = parseGift(`$CATEGORY: $course$/top/Unit 1 Payment

Payment by L/C is safe for the seller. {T}

$CATEGORY: $course$/top/Unit 2 Shipping

FOB means free on board. {T}`);
    expect(parsed.origins.map((o) => o.category)).toEqual(['Unit 1 Payment', 'Unit 2 Shipping']);
  });

  it('round-trips: export, import, export is stable and keeps names, fractions, feedback and distractors', () => {
    const source = `::Docs:: Which are documents of title? {
  ~%50%Bill of lading#Right
  ~%50%Warehouse receipt
  ~%-100%Packing list
}

::Pi:: Pi to two places? {#=3.14:0.005#Good =%50%3.1:0.05}

::Duty:: Who pays import duty under DDP? {=the seller =%50%seller =%0%*#Read the rule again}

::Essay:: Describe your company. {####A model: We make valves.}`;
    const first = parseGift(source);
    const once = toGift(
      first.questions,
      first.origins.map((o) => o.name),
    ).text;
    const second = parseGift(once);
    const twice = toGift(
      second.questions,
      second.origins.map((o) => o.name),
    ).text;
    expect(twice).toBe(once);
    expect(second.questions.map((q) => q.content)).toEqual(first.questions.map((q) => q.content));
    expect(once).toContain('::Docs::');
    expect(once).toContain('####A model\\: We make valves.');
  });
  it("writes an authored essay's reference answer, not only its analysis, and reads it back", () => {
    const essays = [
      {
        subject_type: C.qa,
        stem: 'Why confirm an order in writing?',
        fullMark: 10,
        analysis: { cn: '', en: '' },
        content: { referenceAnswer: 'A written confirmation fixes the terms: price, quantity, delivery.' },
      },
      {
        subject_type: C.writing,
        stem: 'Write a short reply declining a discount.',
        fullMark: 20,
        analysis: { cn: '语气礼貌。', en: 'Keep it polite.' },
        content: { minWords: 60, referenceAnswer: 'Thank you for your request. We regret that we cannot…' },
      },
    ];
    const text = toGift(essays).text;
    expect(text).toContain('{ ####A written confirmation fixes the terms\\: price, quantity, delivery.}');
    expect(parseGift(text).questions.map((q) => q.content)).toEqual([
      { referenceAnswer: 'A written confirmation fixes the terms: price, quantity, delivery.' },
      { referenceAnswer: 'Thank you for your request. We regret that we cannot…' },
    ]);
  });
});
