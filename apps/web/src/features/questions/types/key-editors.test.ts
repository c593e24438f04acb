// @vitest-environment happy-dom
/**
 * Every type's key editor renders the stored content for editing: the texts and answers a teacher
 * changes stand in its inputs (accepted answers, pairs, the right order, fields, reference texts,
 * lines), and nothing it cannot edit (a recording) is offered.
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

/** The values of the inputs and text areas of a type's editor rendered with `content`. */
function values(subjectType: number, content: unknown): string[] {
  const KeyEditor = questionViewOf(subjectType)?.KeyEditor;
  if (!KeyEditor) throw new Error(`no key editor for ${subjectType}`);
  const box = document.createElement('div');
  box.innerHTML = renderToStaticMarkup(createElement(KeyEditor, { content, onChange: () => undefined }));
  return [...box.querySelectorAll('input[type="text"], input:not([type]), textarea')].map(
    (e) => (e as HTMLInputElement | HTMLTextAreaElement).value || e.textContent || '',
  );
}

describe('the key editors', () => {
  it('fill-in: every accepted answer of every blank, and the word bank', () => {
    const content = { blanks: [{ accepted: ['quotation', 'quote'] }, { accepted: ['discount'] }], wordBank: ['price'] };
    expect(values(C.fillBlank, content)).toEqual(['quotation', 'quote', 'discount', 'price']);
  });

  it('matching: each pair left and right, then the distractors', () => {
    const content = {
      left: [
        { id: 'l1', text: 'FOB' },
        { id: 'l2', text: 'CIF' },
      ],
      right: [
        { id: 'r2', text: 'Cost, insurance and freight' },
        { id: 'r1', text: 'Free on board' },
        { id: 'r3', text: 'Ex works' },
      ],
      pairs: [
        { left: 'l1', right: 'r1' },
        { left: 'l2', right: 'r2' },
      ],
    };
    expect(values(C.matching, content)).toEqual([
      'FOB',
      'Free on board',
      'CIF',
      'Cost, insurance and freight',
      'Ex works',
    ]);
  });

  it('sequencing: the items in their right order, not as stored', () => {
    const content = {
      items: [
        { id: 'b', text: 'Offer' },
        { id: 'a', text: 'Enquiry' },
      ],
      order: ['a', 'b'],
    };
    expect(values(C.sequencing, content)).toEqual(['Enquiry', 'Offer']);
  });

  it("documents: the title, the facts and each field's label and entries", () => {
    const content = {
      documentTitle: 'Commercial invoice',
      instructions: 'Seller: Ningbo Textiles.',
      fields: [{ id: 'f1', label: 'Seller', accepted: ['Ningbo Textiles'] }],
    };
    expect(values(C.documents, content)).toEqual([
      'Commercial invoice',
      'Seller: Ningbo Textiles.',
      'Seller',
      'Ningbo Textiles',
    ]);
  });

  it('written and spoken types: the reference or the text and its translation; no recording to change', () => {
    expect(values(C.translation, { direction: 'en-cn', source: 'Thanks.', referenceAnswer: '谢谢。' })).toEqual([
      'Thanks.',
      '谢谢。',
    ]);
    expect(values(C.qa, {})).toEqual(['']);
    expect(values(C.readAloud, { text: 'Thank you.', translation: '谢谢。', audioUrl: '/files/a.mp3' })).toEqual([
      'Thank you.',
      '谢谢。',
    ]);
    expect(values(C.dictation, { audioUrl: '/files/d.mp3', transcript: 'Please confirm.' })).toEqual([
      'Please confirm.',
    ]);
  });

  it('dialogue and dub: each line and its translation', () => {
    const dialogue = {
      roles: [
        { id: 'b', name: 'Buyer', voice: 'v1' },
        { id: 's', name: 'Seller', voice: 'v2' },
      ],
      lines: [
        { role: 'b', text: 'Your best price?', translation: '最优价？' },
        { role: 's', text: 'Ten dollars.' },
      ],
    };
    expect(values(C.dialogue, dialogue)).toEqual(['Your best price?', '最优价？', 'Ten dollars.', '']);
    const dub = { videoUrl: '/files/c.mp4', durationSeconds: 5, lines: [{ start: 0, end: 2, text: 'Welcome.' }] };
    expect(values(C.dub, dub)).toEqual(['Welcome.', '']);
  });

  it('jumbled sentence and cloze: tiles and sentences; each blank option', () => {
    expect(values(C.jumbledSentence, { tiles: ['We', 'agree'], accepted: ['We agree'] })).toEqual([
      'We',
      'agree',
      'We agree',
    ]);
    expect(values(C.cloze, { blanks: [{ options: ['in', 'on'], answer: 1 }] })).toEqual(['in', 'on']);
  });
});
