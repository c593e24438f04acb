import { describe, expect, it } from 'vitest';
import { findUnsafeInput, hasUnsafeCharacters, MAX_BODY_DEPTH } from './unsafe-input';

describe('hasUnsafeCharacters', () => {
  it('refuses NUL, other C0 and C1 controls, DEL and unpaired surrogates', () => {
    for (const text of [
      'a\u0000',
      '\u0001',
      '\u0007',
      '\u000b',
      '\u000c',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      'x\ud800',
      '\udc00y',
    ]) {
      expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('keeps tabs, line breaks, Chinese, and emoji (a surrogate pair)', () => {
    for (const text of ['a\tb', 'line\nline\r\n', '你好，世界', 'ok 👍', '']) {
      expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('findUnsafeInput', () => {
  it('names the first field with a control character, in a list or a nested object', () => {
    expect(findUnsafeInput({ title: 'ok', background: [{ htmlStr: 'ok' }, { htmlStr: 'a\u0000' }] })).toEqual({
      field: 'background.1.htmlStr',
      problem: 'fieldUnsafeCharacters',
    });
    expect(findUnsafeInput({ a: 'x\u0000', b: 'y\u0000' })?.field).toBe('a');
  });

  it('names the object that holds a key with a control character', () => {
    expect(findUnsafeInput({ answer: { 'k\u0000': 1 } })).toEqual({
      field: 'answer',
      problem: 'fieldUnsafeCharacters',
    });
    expect(findUnsafeInput({ 'k\u0000': 1 })?.field).toBe('body');
  });

  it('refuses more levels of nesting than any call takes, naming the top field or the body', () => {
    const nested = (levels: number) => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    // The body is one level; its fields' lists and objects the others.
    expect(findUnsafeInput({ answer: nested(MAX_BODY_DEPTH - 1) })).toBeUndefined();
    expect(findUnsafeInput({ answer: nested(MAX_BODY_DEPTH) })).toEqual({ field: 'answer', problem: 'fieldTooDeep' });
    expect(findUnsafeInput(nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(findUnsafeInput(nested(MAX_BODY_DEPTH + 1))).toEqual({ field: 'body', problem: 'fieldTooDeep' });
  });

  it('walks 100,000 levels without overflowing its own stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findUnsafeInput(deep)?.problem).toBe('fieldTooDeep');
  });

  it('passes ordinary bodies, numbers and nulls', () => {
    expect(findUnsafeInput({ n: 1, b: true, s: 'text', list: [1, 'two', null], nested: { x: null } })).toBeUndefined();
    expect(findUnsafeInput(null)).toBeUndefined();
  });
});
