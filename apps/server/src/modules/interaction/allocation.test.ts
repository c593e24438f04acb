/** The allocation's properties over every team count and review count (and random dropouts). */
import { describe, expect, it } from 'vitest';
import { allocateReviews, seededRandom } from './allocation';

/** What is wrong with the allocation of `teamIds` (empty when nothing is). */
function problems(teamIds: number[], k: number, seed: number, pairs = allocateReviews(teamIds, k, seed)): string[] {
  const n = teamIds.length;
  const out: string[] = [];
  const load = new Map(teamIds.map((id) => [id, 0]));
  const received = new Map(teamIds.map((id) => [id, 0]));
  const seen = new Set<string>();
  for (const p of pairs) {
    const key = `${p.reviewerTeamId}>${p.targetTeamId}`;
    if (p.reviewerTeamId === p.targetTeamId) out.push(`self ${key}`);
    if (!load.has(p.reviewerTeamId) || !received.has(p.targetTeamId)) out.push(`stranger ${key}`);
    if (seen.has(key)) out.push(`twice ${key}`);
    seen.add(key);
    load.set(p.reviewerTeamId, (load.get(p.reviewerTeamId) ?? 0) + 1);
    received.set(p.targetTeamId, (received.get(p.targetTeamId) ?? 0) + 1);
  }
  const loads = [...load.values()];
  const gets = [...received.values()];
  if (Math.max(...loads) - Math.min(...loads) > 1) out.push(`loads ${loads}`);
  if (Math.max(...gets) - Math.min(...gets) > 1) out.push(`reviews ${gets}`);
  // As many as asked, or every other team when fewer are left.
  if (Math.min(...gets) !== Math.min(k, n - 1)) out.push(`n=${n} k=${k}: ${Math.min(...gets)} reviews`);
  return out;
}

describe('allocateReviews', () => {
  it('gives every answer and every team the same count, never itself, for 2 to 30 teams and 1 to 6 reviews', () => {
    const failures: string[] = [];
    for (let n = 2; n <= 30; n++) {
      for (let k = 1; k <= 6; k++) {
        for (let seed = 1; seed <= 5; seed++) {
          failures.push(
            ...problems(
              Array.from({ length: n }, (_, i) => 100 + i * 7),
              k,
              seed * 31 + n,
            ),
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the rule when random teams drop out (odd numbers left included)', () => {
    const random = seededRandom(2026);
    const failures: string[] = [];
    for (let round = 0; round < 500; round++) {
      const all = Array.from({ length: 2 + Math.floor(random() * 20) }, (_, i) => i + 1);
      const left = all.filter(() => random() > 0.3);
      if (left.length < 2) continue;
      failures.push(...problems(left, 1 + Math.floor(random() * 4), round));
    }
    expect(failures).toEqual([]);
    // Three teams left of four, asked for two reviews each: a full circle of 3 × 2.
    const pairs = allocateReviews([4, 9, 13], 2, 7);
    expect(pairs).toHaveLength(6);
    expect(problems([4, 9, 13], 2, 7, pairs)).toEqual([]);
  });

  it('is the same for the same seed, and nothing for fewer than two teams', () => {
    expect(allocateReviews([1, 2, 3, 4, 5], 2, 42)).toEqual(allocateReviews([1, 2, 3, 4, 5], 2, 42));
    expect(allocateReviews([1], 2, 1)).toEqual([]);
    expect(allocateReviews([], 2, 1)).toEqual([]);
  });
});
