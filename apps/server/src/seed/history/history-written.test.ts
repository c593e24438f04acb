import { describe, expect, it } from 'vitest';
import { draftFrom, teacherGrade, withSlips } from './history-written';
import { seededRandom } from './seeded-random';

const LETTER = `Dear Mr Ross,

We have obtained your name from the Canadian Trade Office in Beijing, which tells us that you import camping equipment.

Qingdao Haiyue Outdoor Products was founded in 2009. Our products are sold in 15 countries.

Please let us know which items interest you, and we will send you a quotation at once.

We look forward to hearing from you.

Yours sincerely,
Wang Lei
Sales Manager`;

describe('a demo student’s written answer', () => {
  it('is the whole reference at full quality, and keeps a letter’s sign-off when it is short', () => {
    const full = draftFrom(LETTER, 1.2, seededRandom('test:full'));
    expect(full.covered).toBe(1);
    const short = draftFrom(LETTER, 0.2, seededRandom('test:short'));
    expect(short.covered).toBeLessThan(0.6);
    expect(short.text.startsWith('Dear Mr Ross,')).toBe(true);
    expect(short.text).toMatch(/sincerely,\nWang Lei\nSales Manager$/);
  });

  it('does not break a sentence at an abbreviation or a decimal point', () => {
    const text = 'Please quote for Art. No. LT-140 at USD 9.60 per piece. We need them by May.';
    const draft = draftFrom(text, 0.3, seededRandom('test:abbr'));
    expect(draft.text).toBe('Please quote for Art. No. LT-140 at USD 9.60 per piece.');
  });

  it('cuts a one-sentence answer at a clause and ends it as a sentence, in English and in Chinese', () => {
    expect(
      draftFrom('Put the offer in an email and send him one sample by express.', 0.2, seededRandom('a')).text,
    ).toBe('Put the offer in an email.');
    expect(
      draftFrom('我公司是国有企业，经营手工具出口十五年以上，产品享有良好声誉。', 0.2, seededRandom('b')).text,
    ).toBe('我公司是国有企业。');
  });

  it('makes the slips its text has room for, and the teacher’s comment names them', () => {
    const slipped = withSlips('We look forward to hearing from you. Please let us know.', 2, seededRandom('c'));
    expect(slipped.notes).toHaveLength(2);
    expect(slipped.text).toContain('look forward to hear ');
    expect(slipped.text).toContain('let us to know');
    const grade = teacherGrade(19, 30, { text: slipped.text, covered: 1, slipNotes: slipped.notes }, seededRandom('d'));
    expect(grade.score).toBeLessThan(30);
    expect(Number.isInteger(grade.score)).toBe(true);
    for (const note of slipped.notes) expect(grade.comment).toContain(note);
  });
});
