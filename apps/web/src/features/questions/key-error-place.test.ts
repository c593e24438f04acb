/** Where a refused answer key is shown: the server's field path mapped to the key editor's inputs. */
import { describe, expect, it } from 'vitest';
import { contentPath, placeKeyError } from './key-error-place';

// A fill-in key editor's inputs: each blank's list of accepted answers and its entries, the word bank.
const FILL_IN = [
  'blanks.0.accepted',
  'blanks.0.accepted.0',
  'blanks.1.accepted',
  'blanks.1.accepted.0',
  'blanks.1.accepted.1',
  'wordBank',
  'wordBank.0',
];

describe('the path inside the content a refusal names', () => {
  it('strips the content, keeps the whole content as the empty path, and leaves other fields alone', () => {
    expect(contentPath('content.blanks.0.accepted.0')).toBe('blanks.0.accepted.0');
    expect(contentPath('content')).toBe('');
    expect(contentPath('stem')).toBeNull();
    expect(contentPath('contents.0')).toBeNull();
    expect(contentPath(undefined)).toBeNull();
  });
});

describe('the inputs a refusal marks', () => {
  it('marks only the refused entry and puts the message under it', () => {
    expect(placeKeyError('blanks.0.accepted.0', FILL_IN)).toEqual({
      marked: ['blanks.0.accepted.0'],
      messageAt: 'blanks.0.accepted.0',
    });
    expect(placeKeyError('blanks.1.accepted.1', FILL_IN)).toEqual({
      marked: ['blanks.1.accepted.1'],
      messageAt: 'blanks.1.accepted.1',
    });
  });

  it('marks a refused list with its entries, the message under the list', () => {
    expect(placeKeyError('blanks.1.accepted', FILL_IN)).toEqual({
      marked: ['blanks.1.accepted', 'blanks.1.accepted.0', 'blanks.1.accepted.1'],
      messageAt: 'blanks.1.accepted',
    });
  });

  it('takes a number as a whole segment: blank 1 is not blank 10', () => {
    const many = ['blanks.1.accepted.0', 'blanks.10.accepted.0'];
    expect(placeKeyError('blanks.1', many)).toEqual({
      marked: ['blanks.1.accepted.0'],
      messageAt: 'blanks.1.accepted.0',
    });
  });

  it("marks a refused item's one text input (a matching item refused as a whole)", () => {
    const matching = ['left.0.text', 'right.0.text', 'left.1.text', 'right.1.text'];
    expect(placeKeyError('left.1', matching)).toEqual({ marked: ['left.1.text'], messageAt: 'left.1.text' });
  });

  it('marks several inputs of a refused part with the message under the editor', () => {
    const documents = ['fields.0.label', 'fields.0.accepted', 'fields.0.accepted.0'];
    expect(placeKeyError('fields.0', documents)).toEqual({ marked: documents, messageAt: null });
  });

  it('falls back to the closest input holding a part the editor does not show', () => {
    expect(placeKeyError('blanks.0.accepted.3', FILL_IN)).toEqual({
      marked: ['blanks.0.accepted'],
      messageAt: 'blanks.0.accepted',
    });
  });

  it('marks nothing for a rule across fields or a part no input shows: the message goes under the editor', () => {
    expect(placeKeyError('', FILL_IN)).toEqual({ marked: [], messageAt: null });
    expect(placeKeyError('options.0.key', ['options.0.text', 'answer'])).toEqual({ marked: [], messageAt: null });
  });
});
