/**
 * The content edits the key editors share (a teacher's own training, the pool's 编辑题目): lists of
 * texts edited entry by entry with their per-entry companions kept aligned (an imported blank's
 * fractions and feedback), new ids that do not clash, and the few types whose answer links
 * entries: matching pairs, a sequence's order, drag-and-drop placements. Pure functions on the
 * untyped stored content: every field an editor does not touch is kept.
 */
import { list, obj } from './input-parts';

export type TContent = Record<string, unknown>;
export type TListOp = { op: 'set'; index: number; text: string } | { op: 'add' } | { op: 'remove'; index: number };

export const replaceAt = <T>(values: readonly T[], index: number, value: T): T[] =>
  values.map((v, i) => (i === index ? value : v));
export const removeAt = <T>(values: readonly T[], index: number): T[] => values.filter((_v, i) => i !== index);

/** A list with one entry moved by `delta` places (kept in place at either end). */
export function move<T>(values: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= values.length) return [...values];
  const out = [...values];
  const [entry] = out.splice(index, 1);
  out.splice(to, 0, entry as T);
  return out;
}

/** `prefix` and the first number no id in `taken` uses. */
export function nextId(prefix: string, taken: readonly string[]): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

export function applyListOp(values: readonly string[], op: TListOp): string[] {
  if (op.op === 'set') return replaceAt(values, op.index, op.text);
  if (op.op === 'add') return [...values, ''];
  return removeAt(values, op.index);
}

/**
 * `owner[key]` (a list of texts) edited by `op`, and each companion list the owner carries (per
 * entry, such as `fractions` and `feedback`) given the companion's default on add and losing the
 * same entry on remove, so the type's "one per entry" rules still hold.
 */
export function editAlignedList(owner: TContent, key: string, op: TListOp, companions: TContent = {}): TContent {
  const next: TContent = { ...owner, [key]: applyListOp(list<string>(owner[key]), op) };
  for (const [name, fallback] of Object.entries(companions)) {
    if (!Array.isArray(owner[name]) || op.op === 'set') continue;
    const values = list<unknown>(owner[name]);
    next[name] = op.op === 'add' ? [...values, fallback] : removeAt(values, op.index);
  }
  return next;
}

/** A fill-in blank's accepted answers edited, with an imported blank's fractions (100) and feedback ('') aligned. */
export const editBlankAccepted = (blank: TContent, op: TListOp) =>
  editAlignedList(blank, 'accepted', op, { fractions: 100, feedback: '' });

type TItem = { id: string; text: string };
type TPair = { left: string; right: string };

/** Matching: the pairs as rows of their two texts, and the right items no pair uses (distractors). */
export function matchingRows(content: unknown): { rows: { left: TItem; right: TItem }[]; distractors: TItem[] } {
  const c = obj(content);
  const left = list<TItem>(c.left);
  const right = list<TItem>(c.right);
  const pairs = list<TPair>(c.pairs);
  const rows = pairs.flatMap((p) => {
    const l = left.find((x) => x.id === p.left);
    const r = right.find((x) => x.id === p.right);
    return l && r ? [{ left: l, right: r }] : [];
  });
  return { rows, distractors: right.filter((r) => !pairs.some((p) => p.right === r.id)) };
}

const setText = (items: TItem[], id: string, text: string) => items.map((x) => (x.id === id ? { ...x, text } : x));

/** Matching: one item's text (on the left or the right, by id). */
export function setMatchingText(content: unknown, side: 'left' | 'right', id: string, text: string): TContent {
  const c = obj(content);
  return { ...c, [side]: setText(list<TItem>(c[side]), id, text) };
}

/** Matching: a new empty pair at the end. */
export function addMatchingPair(content: unknown): TContent {
  const c = obj(content);
  const left = list<TItem>(c.left);
  const right = list<TItem>(c.right);
  const l = nextId(
    'l',
    left.map((x) => x.id),
  );
  const r = nextId(
    'r',
    right.map((x) => x.id),
  );
  return {
    ...c,
    left: [...left, { id: l, text: '' }],
    right: [...right, { id: r, text: '' }],
    pairs: [...list<TPair>(c.pairs), { left: l, right: r }],
  };
}

/** Matching: a pair gone with both its items. */
export function removeMatchingPair(content: unknown, leftId: string): TContent {
  const c = obj(content);
  const pair = list<TPair>(c.pairs).find((p) => p.left === leftId);
  return {
    ...c,
    left: list<TItem>(c.left).filter((x) => x.id !== leftId),
    right: list<TItem>(c.right).filter((x) => x.id !== pair?.right),
    pairs: list<TPair>(c.pairs).filter((p) => p.left !== leftId),
  };
}

/** Matching: a new empty distractor (a right item no left item takes). */
export function addDistractor(content: unknown): TContent {
  const c = obj(content);
  const right = list<TItem>(c.right);
  return {
    ...c,
    right: [
      ...right,
      {
        id: nextId(
          'r',
          right.map((x) => x.id),
        ),
        text: '',
      },
    ],
  };
}

/** Matching: a distractor gone. */
export function removeDistractor(content: unknown, rightId: string): TContent {
  const c = obj(content);
  return { ...c, right: list<TItem>(c.right).filter((x) => x.id !== rightId) };
}

/** Sequencing: the items in their right order. */
export function sequenceOf(content: unknown): TItem[] {
  const c = obj(content);
  const items = list<TItem>(c.items);
  return list<string>(c.order).flatMap((id) => items.filter((x) => x.id === id));
}

/**
 * Sequencing: the right order as the teacher put it. The items keep their stored order (the order
 * a student sees them in, so it must not become the answer); new items go last, texts follow.
 */
export function withSequence(content: unknown, sequence: TItem[]): TContent {
  const c = obj(content);
  const stored = list<TItem>(c.items);
  const kept = stored.flatMap((x) => sequence.filter((s) => s.id === x.id));
  const added = sequence.filter((s) => !stored.some((x) => x.id === s.id));
  return { ...c, items: [...kept, ...added], order: sequence.map((x) => x.id) };
}

/** Sequencing: a new empty item at the end of the order. */
export function addSequenceItem(content: unknown): TContent {
  const sequence = sequenceOf(content);
  const id = nextId(
    's',
    list<TItem>(obj(content).items).map((x) => x.id),
  );
  return withSequence(content, [...sequence, { id, text: '' }]);
}

type TPlacement = { targetId: string; itemId: string };

/** Drag and drop: the target an item belongs on, or null for an item that belongs nowhere. */
export function targetOf(content: unknown, itemId: string): string | null {
  return list<TPlacement>(obj(content).answer).find((a) => a.itemId === itemId)?.targetId ?? null;
}

/** Drag and drop: an item placed on a target (or on none), in the items' order. */
export function placeItem(content: unknown, itemId: string, targetId: string | null): TContent {
  const c = obj(content);
  const items = list<{ id: string }>(c.items);
  const others = list<TPlacement>(c.answer).filter((a) => a.itemId !== itemId);
  const placed = targetId === null ? others : [...others, { targetId, itemId }];
  const rank = (a: TPlacement) => items.findIndex((x) => x.id === a.itemId);
  return { ...c, answer: placed.sort((a, b) => rank(a) - rank(b)) };
}
