// @vitest-environment happy-dom
/**
 * A refused answer key on the real key editors (the pool's 编辑题目): the field the server names
 * marks its one input with the message under it, every other input stays unmarked and as typed; a
 * rule across fields marks none and is said under the editor.
 */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, whenDictionaryReady } from '../../i18n/setup';
import { KeyErrors } from './key-field';
import { questionViewOf } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeAll(async () => {
  await whenDictionaryReady();
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A type's key editor with `content`, refused on `field` with `message`; its box. */
function refused(subjectType: number, content: unknown, field: string, message: string): HTMLElement {
  const KeyEditor = questionViewOf(subjectType)?.KeyEditor;
  if (!KeyEditor) throw new Error(`no key editor for ${subjectType}`);
  const box = document.createElement('div');
  document.body.append(box);
  root = createRoot(box);
  const editor = createElement(KeyEditor, { content, onChange: () => {} });
  act(() => root?.render(createElement(KeyErrors, { field, message }, editor)));
  return box;
}

const marked = (box: HTMLElement) =>
  [...box.querySelectorAll('[aria-invalid="true"]')].map((e) => e.getAttribute('aria-label'));

describe('a refused key', () => {
  it('marks the one accepted answer the server names, with the message under it', () => {
    const content = { blanks: [{ accepted: ['', 'quote'] }, { accepted: ['discount'] }] };
    const box = refused(C.fillBlank, content, 'content.blanks.0.accepted.0', '可接受答案不能为空');
    expect(marked(box)).toEqual(['第 1 空的可接受答案 1']);
    const field = box.querySelector('[data-key-path="blanks.0.accepted.0"]');
    expect(field?.querySelector('[role="alert"]')?.textContent).toBe('可接受答案不能为空');
    expect(box.querySelectorAll('[role="alert"]')).toHaveLength(1);
    // The others keep what was typed.
    const values = [...box.querySelectorAll('input')].map((e) => e.value);
    expect(values).toEqual(['', 'quote', 'discount']);
  });

  it("marks a matching item by its stored place, not the pair's row", () => {
    const content = {
      left: [
        { id: 'l1', text: 'FOB' },
        { id: 'l2', text: 'CIF' },
      ],
      // Stored in another order than the pairs: right.0 is the second pair's meaning.
      right: [
        { id: 'r2', text: '' },
        { id: 'r1', text: 'Free on board' },
      ],
      pairs: [
        { left: 'l1', right: 'r1' },
        { left: 'l2', right: 'r2' },
      ],
    };
    const box = refused(C.matching, content, 'content.right.0.text', 'Right item text must not be empty');
    expect(marked(box)).toEqual(['第 2 组配对的右项']);
    expect(box.querySelector('[data-key-path="right.0.text"] [role="alert"]')?.textContent).toBe(
      'Right item text must not be empty',
    );
  });

  it('marks no input for a rule across fields, and says it under the editor', () => {
    const content = {
      items: [
        { id: 's1', text: 'Enquiry' },
        { id: 's2', text: 'Offer' },
      ],
      order: ['s1', 's2'],
    };
    const box = refused(C.sequencing, content, 'content', '正确顺序必须包含每个项目各一次');
    expect(marked(box)).toEqual([]);
    const alerts = [...box.querySelectorAll('[role="alert"]')];
    expect(alerts.map((e) => e.textContent)).toEqual(['正确顺序必须包含每个项目各一次']);
    expect(alerts[0]?.closest('[data-key-path]')).toBeNull();
  });
});
