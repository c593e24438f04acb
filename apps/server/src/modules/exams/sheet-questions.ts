/**
 * The fixed part of an exam sheet: a paper variant's questions as a student sees them (the right
 * answers left out), built once per paper and variant in this instance instead of once per start.
 * A paper's questions never change once an exam has used it (paper-editing.ts refuses) and
 * question rows are never edited in place; an edit of a paper drops its entries all the same
 * (dropPaperQuestions), so what the teacher changed is what the next sheet shows.
 */
import type { TExamQuestion } from '@lingua/contracts';
import type { Db } from '../../platform/database';
import { rowCache } from '../../platform/row-caches';
import { cachedPaperQuestions, dropCachedPaperQuestions, presentQuestion } from './papers';

const presented = rowCache(new Map<string, Promise<TExamQuestion[]>>());

/** The variant's questions presented, in paper order (sort 0, 1, …); shared: never change them. */
export function presentedPaperQuestions(db: Db, paperId: number, variant: number): Promise<TExamQuestion[]> {
  const key = `${paperId}:${variant}`;
  let hit = presented.get(key);
  if (!hit) {
    if (presented.size > 1000) presented.clear();
    hit = cachedPaperQuestions(db, paperId, variant).then((qs) => qs.map((q, i) => presentQuestion(q, i)));
    // A failed read is not kept.
    hit.catch(() => presented.delete(key));
    presented.set(key, hit);
  }
  return hit;
}

/** Forgets a paper's questions, raw and presented, in this instance (its questions were edited). */
export function dropPaperQuestions(paperId: number): void {
  dropCachedPaperQuestions(paperId);
  for (const key of presented.keys()) if (key.startsWith(`${paperId}:`)) presented.delete(key);
}
