// @vitest-environment happy-dom
/**
 * The answer-key views of the teacher's preview, one family at a time, rendered from whole stored
 * contents (as the seeded courses and an imported bank hold them): choices mark their right
 * options with any fraction and feedback, blanks list their accepted answers, pairs and
 * placements read left → right, sequencing the order, written types the reference, spoken types
 * the text, script or lines.
 */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, whenDictionaryReady } from '../../../i18n/setup';
import { questionViewOf } from './index';

beforeAll(async () => {
  await whenDictionaryReady();
  await i18n.changeLanguage('zh');
});

/** The key of a type rendered to a detached element, to query like a page. */
function key(subjectType: number, content: unknown, stem = ''): HTMLElement {
  const AnswerKey = questionViewOf(subjectType)?.AnswerKey;
  if (!AnswerKey) throw new Error(`no answer key for ${subjectType}`);
  const box = document.createElement('div');
  box.innerHTML = renderToStaticMarkup(createElement(AnswerKey, { stem, content }));
  return box;
}
const texts = (box: HTMLElement, testId: string) =>
  [...box.querySelectorAll(`[data-testid="${testId}"]`)].map((e) => e.textContent?.trim());

describe('choice family', () => {
  const cif = {
    options: [
      { key: 'A', text: 'The buyer' },
      { key: 'B', text: 'The seller' },
      { key: 'C', text: 'The carrier' },
    ],
    multiple: false,
    answer: ['B'],
  };

  it('marks the right option of a choice and only that one', () => {
    const box = key(C.choice, cif);
    const rows = [...box.querySelectorAll('[data-testid="key-option"]')];
    expect(rows.map((r) => r.getAttribute('data-right'))).toEqual(['false', 'true', 'false']);
    expect(rows[1]?.querySelector('[data-testid="key-right"]')).not.toBeNull();
    expect(rows[0]?.querySelector('[data-testid="key-right"]')).toBeNull();
    expect(box.textContent).toContain('B. The seller');
    expect(texts(box, 'key-fraction')).toEqual([]);
  });

  it("shows an imported bank's fractions and feedback, from the content's lists or on the options", () => {
    const lists = key(C.choice, {
      ...cif,
      multiple: true,
      answer: ['A', 'B'],
      fractions: [50, 50, -100],
      feedback: ['', 'Yes: under CIF the seller books the freight.', 'The carrier is paid, it does not pay.'],
    });
    expect(texts(lists, 'key-fraction')).toEqual(['50%', '50%', '-100%']);
    expect(texts(lists, 'key-feedback')).toEqual([
      '反馈：Yes: under CIF the seller books the freight.',
      '反馈：The carrier is paid, it does not pay.',
    ]);
    const onOptions = key(C.choice, {
      ...cif,
      options: cif.options.map((o, i) => ({
        ...o,
        fraction: i === 1 ? 100 : 0,
        feedback: i === 0 ? 'That is FOB.' : '',
      })),
    });
    expect(texts(onOptions, 'key-fraction')).toEqual(['0%', '100%', '0%']);
    expect(texts(onOptions, 'key-feedback')).toEqual(['反馈：That is FOB.']);
  });

  it('says which value a true/false statement has, and which option fills each cloze blank', () => {
    expect(texts(key(C.trueFalse, { answer: false }), 'key-accepted')).toEqual(['错误']);
    const cloze = key(C.cloze, {
      blanks: [
        { options: ['quotation', 'invoice', 'receipt'], answer: 0 },
        { options: ['valid', 'void'], answer: 0 },
      ],
    });
    expect(texts(cloze, 'key-accepted')).toEqual(['A. quotation', 'A. valid']);
    expect(cloze.textContent).toContain('第 2 空');
  });
});

describe('blank family', () => {
  it('lists each blank’s accepted answers in order', () => {
    const box = key(C.fillBlank, {
      blanks: [{ accepted: ['within', 'inside'] }, { accepted: ['L/C', 'letter of credit'] }],
    });
    expect(texts(box, 'key-accepted')).toEqual(['within', 'inside', 'L/C', 'letter of credit']);
    expect(box.textContent).toContain('第 1 空');
    expect(box.textContent).toContain('第 2 空');
  });

  it("shows an imported blank's fractions, feedback, numbers with tolerance, units, case rule and other-answer feedback", () => {
    const box = key(C.fillBlank, {
      blanks: [
        {
          accepted: ['thirty', '30 days'],
          fractions: [100, 50],
          feedback: ['', 'Write the number in words.'],
          caseSensitive: true,
          otherFeedback: 'Look at the payment terms again.',
        },
        {
          accepted: ['1500'],
          numbers: [{ value: 1500, tolerance: 5, fraction: 100 }],
          units: [{ unit: 'kg', multiplier: 1 }],
        },
      ],
      wordBank: ['thirty', 'sixty'],
    });
    expect(texts(box, 'key-fraction')).toEqual(['100%', '50%', '100%']);
    expect(texts(box, 'key-feedback')).toEqual([
      '反馈：Write the number in words.',
      '其他答案的反馈：Look at the payment terms again.',
    ]);
    expect(box.textContent).toContain('1500（误差 ±5）');
    expect(box.textContent).toContain('区分大小写');
    expect(box.textContent).toContain('可带单位：kg');
    expect(box.textContent).toContain('词库：thirty · sixty');
  });

  it('lists each document field’s entries and the accepted jumbled sentences', () => {
    const doc = key(C.documents, {
      documentTitle: 'Commercial invoice',
      instructions: 'Fill in the invoice.',
      fields: [
        { id: 'f1', label: 'Consignee', accepted: ['Harbour Trading Ltd'] },
        { id: 'f2', label: 'Terms', accepted: ['CIF Hamburg', 'CIF'] },
      ],
    });
    expect(texts(doc, 'key-accepted')).toEqual(['Harbour Trading Ltd', 'CIF Hamburg', 'CIF']);
    expect(doc.textContent).toContain('Consignee');
    const jumbled = key(C.jumbledSentence, {
      tiles: ['we', 'look', 'forward', 'to', 'your', 'reply'],
      accepted: ['We look forward to your reply.'],
    });
    expect(texts(jumbled, 'key-accepted')).toEqual(['We look forward to your reply.']);
  });
});

describe('pair and order family', () => {
  it('shows matching pairs left → right and names the distractors', () => {
    const box = key(C.matching, {
      left: [
        { id: 'l1', text: 'FOB' },
        { id: 'l2', text: 'CIF' },
      ],
      right: [
        { id: 'r1', text: 'Free On Board' },
        { id: 'r2', text: 'Cost, Insurance and Freight' },
        { id: 'r3', text: 'Delivered At Place' },
      ],
      pairs: [
        { left: 'l1', right: 'r1' },
        { left: 'l2', right: 'r2' },
      ],
    });
    expect(texts(box, 'key-pair')).toEqual(['→ Free On Board', '→ Cost, Insurance and Freight']);
    expect(box.textContent).toContain('FOB');
    expect(texts(box, 'key-distractors')).toEqual(['干扰项（不与任何左项配对）：Delivered At Place']);
  });

  it('places each drag-and-drop item on its target', () => {
    const box = key(C.dragDrop, {
      targets: [
        { id: 't1', label: 'Exporter' },
        { id: 't2', label: 'Importer' },
      ],
      items: [
        { id: 'i1', content: 'Ships the goods' },
        { id: 'i2', content: 'Opens the letter of credit' },
      ],
      answer: [
        { targetId: 't1', itemId: 'i1' },
        { targetId: 't2', itemId: 'i2' },
      ],
    });
    expect(texts(box, 'key-pair')).toEqual(['→ Ships the goods', '→ Opens the letter of credit']);
  });

  it('numbers sequencing items in their right order', () => {
    const box = key(C.sequencing, {
      items: [
        { id: 'a', text: 'Send the invoice' },
        { id: 'b', text: 'Receive the order' },
        { id: 'c', text: 'Ship the goods' },
      ],
      order: ['b', 'c', 'a'],
    });
    expect(texts(box, 'key-accepted')).toEqual(['Receive the order', 'Ship the goods', 'Send the invoice']);
    expect(box.textContent).toContain('正确顺序');
  });
});

describe('reference family (teacher-graded and spoken)', () => {
  it('shows a written type’s reference answer, or says there is none, with the writing task’s rules', () => {
    const qa = key(C.qa, { referenceAnswer: 'Thank the customer and confirm the delivery date.' });
    expect(texts(qa, 'key-reference')).toEqual(['Thank the customer and confirm the delivery date.']);
    const writing = key(C.writing, { minWords: 120, language: 'en' });
    expect(texts(writing, 'key-no-reference')).toHaveLength(1);
    expect(writing.textContent).toContain('不少于 120 词');
    expect(writing.textContent).toContain('须用英文作答');
    const translation = key(C.translation, {
      direction: 'cn-en',
      source: '我们将于下周发货。',
      referenceAnswer: 'We will ship the goods next week.',
    });
    expect(texts(translation, 'key-reference')).toEqual(['We will ship the goods next week.']);
  });

  it('shows a dictation’s transcript and its recording', () => {
    const box = key(C.dictation, {
      audioUrl: '/files/dictation.mp3',
      transcript: 'Please confirm the order by Friday.',
    });
    expect(texts(box, 'key-reference')).toEqual(['Please confirm the order by Friday.']);
    expect(box.querySelector('audio')?.getAttribute('src')).toBe('/files/dictation.mp3');
  });

  it('shows every oral type’s text, translation and model audio', () => {
    for (const code of [C.readWord, C.repeatSentence, C.readAloud, C.speaking, C.speech, C.discussion]) {
      const box = key(code, {
        text: 'We would like to confirm the delivery date.',
        translation: '我们想确认一下交货日期。',
        audioUrl: '/files/model.mp3',
      });
      expect(texts(box, 'key-reference')).toEqual([
        'We would like to confirm the delivery date.',
        '我们想确认一下交货日期。',
      ]);
      expect(texts(box, 'key-audio')).toHaveLength(1);
    }
    expect(key(C.readAloud, { text: 'Thank you for your enquiry.' }).querySelector('audio')).toBeNull();
  });

  it('shows a dialogue’s script under its roles’ names and a dub’s timed lines', () => {
    const dialogue = key(C.dialogue, {
      roles: [
        { id: 'buyer', name: 'Buyer', nameCn: '买方', voice: 'en-us-f' },
        { id: 'seller', name: 'Seller', voice: 'en-us-m' },
      ],
      lines: [
        { role: 'buyer', text: 'Could you quote CIF Hamburg?', translation: '能报汉堡到岸价吗？' },
        { role: 'seller', text: 'Certainly, I will send it today.' },
      ],
    });
    expect(texts(dialogue, 'key-line')).toEqual(['Could you quote CIF Hamburg?', 'Certainly, I will send it today.']);
    expect(dialogue.textContent).toContain('买方：');
    expect(dialogue.textContent).toContain('Seller：');
    const dub = key(C.dub, {
      videoUrl: '/files/clip.mp4',
      durationSeconds: 12,
      lines: [{ start: 0.5, end: 3, text: 'Welcome to our showroom.' }],
    });
    expect(texts(dub, 'key-line')).toEqual(['Welcome to our showroom.']);
    expect(dub.textContent).toContain('0.5s–3.0s');
  });
});
