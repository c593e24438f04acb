/** The allocation's properties over every team count and review count (and random dropouts). */
import { describe, expect, it } from 'vitest';
import { type Assignment, allocateReviews, reallocateDropped, seededRandom } from './allocation';

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

/** What is wrong after teams dropped out during the review (empty when nothing is). */
function dropProblems(all: Assignment[], active: number[], dropped: number[], k: number, strict = false): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const a of all) {
    const key = `${a.reviewerTeamId}>${a.targetTeamId}`;
    if (a.reviewerTeamId === a.targetTeamId) out.push(`self ${key}`);
    if (seen.has(key)) out.push(`twice ${key}`);
    seen.add(key);
    if (dropped.includes(a.reviewerTeamId) && !a.done) out.push(`dropped team holds ${key}`);
  }
  const loads = active.map((id) => all.filter((a) => a.reviewerTeamId === id).length);
  // Within one of each other; when not, because finished reviews never move and no team two below
  // the busiest may take any of the busiest teams' unfinished ones (not its own answer, not twice).
  const max = Math.max(...loads);
  const light = active.filter((_, i) => (loads[i] as number) <= max - 2);
  const movable = all.some(
    (a) =>
      !a.done &&
      loads[active.indexOf(a.reviewerTeamId)] === max &&
      light.some((id) => id !== a.targetTeamId && !seen.has(`${id}>${a.targetTeamId}`)),
  );
  if (max - Math.min(...loads) > 1 && (strict || movable)) out.push(`loads ${loads}`);
  // Every answer keeps k reviews unless every team still reviewing already rates it.
  for (const target of [...active, ...dropped]) {
    const reviews = all.filter((a) => a.targetTeamId === target);
    const free = active.filter((id) => id !== target && !reviews.some((a) => a.reviewerTeamId === id));
    if (reviews.length < k && free.length > 0) out.push(`team ${target} has ${reviews.length} of ${k}`);
  }
  return out;
}

describe('reallocateDropped', () => {
  const dropRounds = (ratedShare: number, strict: boolean) => {
    const random = seededRandom(1616);
    const failures: string[] = [];
    for (let round = 0; round < 1000; round++) {
      const n = 3 + Math.floor(random() * 18);
      const k = 1 + Math.floor(random() * Math.min(4, n - 1));
      const teams = Array.from({ length: n }, (_, i) => 10 + i * 3);
      let all: Assignment[] = allocateReviews(teams, k, round).map((p) => ({ ...p, done: false }));
      let active = [...teams];
      const dropped: number[] = [];
      const drops = 1 + Math.floor(random() * Math.min(3, n - 2));
      for (let d = 0; d < drops; d++) {
        // Some reviews are given before each drop-out.
        all = all.map((a) => (a.done || random() >= ratedShare ? a : { ...a, done: true }));
        const out = active[Math.floor(random() * active.length)] as number;
        active = active.filter((id) => id !== out);
        dropped.push(out);
        const { removed, added } = reallocateDropped(all, out, active, round * 7 + d);
        // Only unfinished reviews move: the dropped team's, and others' to even the loads out.
        const done = (r: { reviewerTeamId: number; targetTeamId: number }) =>
          all.find((a) => a.reviewerTeamId === r.reviewerTeamId && a.targetTeamId === r.targetTeamId)?.done;
        expect(removed.filter(done)).toEqual([]);
        all = [
          ...all.filter(
            (a) => !removed.some((r) => r.reviewerTeamId === a.reviewerTeamId && r.targetTeamId === a.targetTeamId),
          ),
          ...added.map((p) => ({ ...p, done: false })),
        ];
        failures.push(
          ...dropProblems(all, active, dropped, k, strict).map((p) => `n=${n} k=${k} round ${round}: ${p}`),
        );
      }
    }
    return failures.slice(0, 10);
  };

  it('hands unfinished reviews on with loads within one when nothing was rated yet (1000 rounds, 1-3 drop-outs)', () => {
    expect(dropRounds(0, true)).toEqual([]);
  });

  it('keeps every rule over 1000 rounds where a quarter of the reviews are given before each drop-out', () => {
    expect(dropRounds(0.25, false)).toEqual([]);
  });

  it('on three teams of which one drops: its unfinished review goes to the one team that can take it', () => {
    const all: Assignment[] = allocateReviews([1, 2, 3], 1, 5).map((p) => ({ ...p, done: false }));
    const leaving = all[0]?.reviewerTeamId as number;
    const target = all[0]?.targetTeamId as number;
    const { removed, added } = reallocateDropped(all, leaving, [1, 2, 3], 5);
    expect(removed).toEqual([{ reviewerTeamId: leaving, targetTeamId: target }]);
    expect(added).toHaveLength(1);
    expect(added[0]?.targetTeamId).toBe(target);
    expect([leaving, target]).not.toContain(added[0]?.reviewerTeamId);
  });

  it('keeps finished reviews with the dropped team and moves nothing when it had finished', () => {
    const all: Assignment[] = allocateReviews([1, 2, 3, 4], 2, 9).map((p) => ({ ...p, done: true }));
    expect(reallocateDropped(all, 2, [1, 3, 4], 9)).toEqual({ removed: [], added: [] });
  });
});
