/**
 * The key editors' content edits: accepted answers keep an imported blank's fractions and feedback
 * aligned; matching pairs and distractors; a sequence's right order that never reorders what the
 * student sees; drag-and-drop placements; fresh ids. Each result is checked by the type's own
 * content check, so an edit the editors make is one the server takes.
 */
import { QuestionTypeCodes as C, checkQuestionContent } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDistractor,
  addMatchingPair,
  addSequenceItem,
  editBlankAccepted,
  matchingRows,
  move,
  nextId,
  placeItem,
  removeDistractor,
  removeMatchingPair,
  sequenceOf,
  setMatchingText,
  targetOf,
  withSequence,
} from './key-edits';

const fits = (subject_type: number, content: unknown) => checkQuestionContent({ subject_type, content });

describe('accepted answers of a blank', () => {
  const imported = { accepted: ['10', 'ten'], fractions: [100, 50], feedback: ['Right', 'In words'] };

  it('gives a new answer a full share and no feedback, and drops both with a removed one', () => {
    const added = editBlankAccepted(imported, { op: 'add' });
    expect(added).toEqual({
      accepted: ['10', 'ten', ''],
      fractions: [100, 50, 100],
      feedback: ['Right', 'In words', ''],
    });
    const removed = editBlankAccepted(imported, { op: 'remove', index: 0 });
    expect(removed).toEqual({ accepted: ['ten'], fractions: [50], feedback: ['In words'] });
    expect(fits(C.fillBlank, { blanks: [removed] })).toBeNull();
  });

  it('adds no companion list an authored blank does not have', () => {
    const edited = editBlankAccepted({ accepted: ['quote'] }, { op: 'set', index: 0, text: 'quotation' });
    expect(edited).toEqual({ accepted: ['quotation'] });
    expect(editBlankAccepted({ accepted: ['quote'] }, { op: 'add' })).toEqual({ accepted: ['quote', ''] });
  });
});

describe('matching', () => {
  const base = {
    left: [
      { id: 'l1', text: 'FOB' },
      { id: 'l2', text: 'CIF' },
    ],
    right: [
      { id: 'r1', text: 'Free on board' },
      { id: 'r2', text: 'Cost, insurance and freight' },
      { id: 'r3', text: 'Ex works' },
    ],
    pairs: [
      { left: 'l1', right: 'r1' },
      { left: 'l2', right: 'r2' },
    ],
  };

  it('reads the pairs as rows and the unpaired right items as distractors', () => {
    const { rows, distractors } = matchingRows(base);
    expect(rows.map((r) => [r.left.text, r.right.text])).toEqual([
      ['FOB', 'Free on board'],
      ['CIF', 'Cost, insurance and freight'],
    ]);
    expect(distractors.map((d) => d.id)).toEqual(['r3']);
  });

  it('adds a pair with fresh ids, edits both sides and removes a pair with its items', () => {
    const added = addMatchingPair(base);
    expect(added.pairs).toEqual([...base.pairs, { left: 'l3', right: 'r4' }]);
    const typed = setMatchingText(setMatchingText(added, 'left', 'l3', 'DAP'), 'right', 'r4', 'Delivered at place');
    expect(fits(C.matching, typed)).toBeNull();
    expect(matchingRows(typed).rows.at(-1)?.right.text).toBe('Delivered at place');
    const removed = removeMatchingPair(typed, 'l1');
    expect(removed.left).toEqual([
      { id: 'l2', text: 'CIF' },
      { id: 'l3', text: 'DAP' },
    ]);
    expect((removed.right as { id: string }[]).map((r) => r.id)).toEqual(['r2', 'r3', 'r4']);
    expect(fits(C.matching, removed)).toBeNull();
  });

  it('adds and removes distractors without touching the pairs', () => {
    const added = addDistractor(base);
    expect(matchingRows(added).distractors.map((d) => d.id)).toEqual(['r3', 'r4']);
    expect(removeDistractor(added, 'r3').pairs).toEqual(base.pairs);
    expect(matchingRows(removeDistractor(added, 'r3')).distractors.map((d) => d.id)).toEqual(['r4']);
  });
});

describe('sequencing', () => {
  // Stored shuffled: the order a student sees, which must stay whatever the right order becomes.
  const base = {
    items: [
      { id: 's2', text: 'Offer' },
      { id: 's1', text: 'Enquiry' },
      { id: 's3', text: 'Order' },
    ],
    order: ['s1', 's2', 's3'],
  };

  it('moves an item in the right order and keeps the stored order of the items', () => {
    const moved = withSequence(base, move(sequenceOf(base), 2, -1));
    expect(moved.order).toEqual(['s1', 's3', 's2']);
    expect((moved.items as { id: string }[]).map((i) => i.id)).toEqual(['s2', 's1', 's3']);
    expect(fits(C.sequencing, moved)).toBeNull();
  });

  it('adds an item at the end of both and removes one from both', () => {
    const added = addSequenceItem(base);
    expect(added.order).toEqual(['s1', 's2', 's3', 's4']);
    const removed = withSequence(
      added,
      sequenceOf(added).filter((i) => i.id !== 's2'),
    );
    expect(removed.order).toEqual(['s1', 's3', 's4']);
    expect((removed.items as { id: string }[]).map((i) => i.id)).toEqual(['s1', 's3', 's4']);
  });

  it('keeps an item where it is when moved past either end', () => {
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('drag and drop', () => {
  const base = {
    targets: [
      { id: 't1', label: 'Seller' },
      { id: 't2', label: 'Buyer' },
    ],
    items: [
      { id: 'i1', content: 'Issues the invoice' },
      { id: 'i2', content: 'Opens the L/C' },
      { id: 'i3', content: 'Pays the freight' },
    ],
    answer: [{ targetId: 't1', itemId: 'i1' }],
  };

  it('places an item, moves it, and takes it off, in the items order', () => {
    const placed = placeItem(base, 'i2', 't2');
    expect(targetOf(placed, 'i2')).toBe('t2');
    const both = placeItem(placed, 'i1', 't2');
    expect(both.answer).toEqual([
      { targetId: 't2', itemId: 'i1' },
      { targetId: 't2', itemId: 'i2' },
    ]);
    expect(fits(C.dragDrop, both)).toBeNull();
    expect(targetOf(placeItem(both, 'i1', null), 'i1')).toBeNull();
  });
});

it('finds an id no item uses', () => {
  expect(nextId('l', ['l1', 'l2'])).toBe('l3');
  expect(nextId('l', ['l3', 'x'])).toBe('l4');
});
