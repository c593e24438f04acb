/**
 * The peer-review allocation (pure): which team rates which. Teams are put in a random order
 * (seeded, so one activity always gets the same allocation) and each rates the next `k` teams
 * around the circle. So every answer gets exactly k reviews, every team does exactly k, no team
 * rates itself and no pair repeats; k is capped at n − 1. Teams that dropped out (did not
 * submit) are simply not passed in, so the rule holds for whoever is left, odd numbers included.
 */

export interface ReviewPair {
  reviewerTeamId: number;
  targetTeamId: number;
}

/** A small seeded generator (mulberry32): the same seed gives the same order. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function allocateReviews(teamIds: readonly number[], reviewsPerAnswer: number, seed: number): ReviewPair[] {
  const teams = shuffled([...new Set(teamIds)], seededRandom(seed));
  const n = teams.length;
  const k = Math.max(0, Math.min(Math.floor(reviewsPerAnswer), n - 1));
  const pairs: ReviewPair[] = [];
  for (let i = 0; i < n; i++) {
    for (let step = 1; step <= k; step++) {
      pairs.push({ reviewerTeamId: teams[i] as number, targetTeamId: teams[(i + step) % n] as number });
    }
  }
  return pairs;
}

export interface Assignment extends ReviewPair {
  /** The rating is given: it stays with its reviewer whatever happens to the team later. */
  done: boolean;
}

/**
 * A reviewer team dropped out during the review (the teacher marks it): its unfinished reviews go
 * to the teams still reviewing. The answers hardest to place go first (fewest possible reviewers),
 * each to the possible team with the lightest load (ties in a seeded order), never to the answer's
 * own team nor to a team already rating it. So every answer keeps its count of reviews while any
 * team is left to give one, and the loads of the teams left stay within one of each other.
 */
export function reallocateDropped(
  assignments: readonly Assignment[],
  droppedTeamId: number,
  activeTeamIds: readonly number[],
  seed: number,
): { removed: ReviewPair[]; added: ReviewPair[] } {
  const active = shuffled(
    [...new Set(activeTeamIds)].filter((id) => id !== droppedTeamId),
    seededRandom(seed),
  );
  const removed = assignments.filter((a) => a.reviewerTeamId === droppedTeamId && !a.done);
  const kept = assignments.filter((a) => !removed.includes(a));
  const pairs = new Set(kept.map((a) => `${a.reviewerTeamId}>${a.targetTeamId}`));
  const load = new Map(active.map((id) => [id, 0]));
  for (const a of kept)
    if (load.has(a.reviewerTeamId)) load.set(a.reviewerTeamId, (load.get(a.reviewerTeamId) ?? 0) + 1);
  const candidates = (target: number) => active.filter((id) => id !== target && !pairs.has(`${id}>${target}`));
  const waiting = removed.map((a) => a.targetTeamId);
  const added: ReviewPair[] = [];
  while (waiting.length) {
    waiting.sort((a, b) => candidates(a).length - candidates(b).length);
    const target = waiting.shift() as number;
    const possible = candidates(target);
    if (possible.length === 0) continue;
    // Array.prototype.sort is stable: equal loads keep the seeded order.
    const reviewer = [...possible].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0))[0] as number;
    load.set(reviewer, (load.get(reviewer) ?? 0) + 1);
    pairs.add(`${reviewer}>${target}`);
    added.push({ reviewerTeamId: reviewer, targetTeamId: target });
  }
  const open = [
    ...kept.filter((a) => !a.done && load.has(a.reviewerTeamId)),
    ...added.map((p) => ({ ...p, done: false })),
  ];
  const moved = balance(open, load, pairs);
  const before = new Set(kept.map((a) => `${a.reviewerTeamId}>${a.targetTeamId}`));
  const after = new Set(moved.map((a) => `${a.reviewerTeamId}>${a.targetTeamId}`));
  return {
    removed: [...removed, ...kept.filter((a) => !a.done && !after.has(`${a.reviewerTeamId}>${a.targetTeamId}`))].map(
      ({ reviewerTeamId, targetTeamId }) => ({ reviewerTeamId, targetTeamId }),
    ),
    added: moved.filter((a) => !before.has(`${a.reviewerTeamId}>${a.targetTeamId}`)),
  };
}

/**
 * Evens the loads out by moving unfinished reviews along a chain: the busiest team hands one to a
 * team that may take it, which may hand one of its own on, until a team two or more below the
 * busiest takes one (a breadth-first search for the shortest such chain). Finished reviews never move.
 */
function balance(open: ReviewPair[], load: Map<number, number>, pairs: Set<string>): ReviewPair[] {
  const reviews = open.map((p) => ({ ...p }));
  for (let guard = 0; guard < 10_000; guard++) {
    const max = Math.max(...load.values());
    const chain = shortestChain(reviews, load, pairs, max);
    if (!chain) break;
    for (const step of chain) {
      const review = reviews[step.index] as ReviewPair;
      pairs.delete(`${review.reviewerTeamId}>${review.targetTeamId}`);
      load.set(review.reviewerTeamId, (load.get(review.reviewerTeamId) ?? 0) - 1);
      review.reviewerTeamId = step.to;
      pairs.add(`${step.to}>${review.targetTeamId}`);
      load.set(step.to, (load.get(step.to) ?? 0) + 1);
    }
  }
  return reviews;
}

function shortestChain(
  reviews: ReviewPair[],
  load: Map<number, number>,
  pairs: Set<string>,
  max: number,
): { index: number; to: number }[] | null {
  const teams = [...load.keys()];
  const from = new Map<number, { team: number; index: number } | null>();
  const queue = teams.filter((id) => load.get(id) === max);
  for (const id of queue) from.set(id, null);
  while (queue.length) {
    const team = queue.shift() as number;
    for (let index = 0; index < reviews.length; index++) {
      const r = reviews[index] as ReviewPair;
      if (r.reviewerTeamId !== team) continue;
      for (const to of teams) {
        if (from.has(to) || to === r.targetTeamId || pairs.has(`${to}>${r.targetTeamId}`)) continue;
        from.set(to, { team, index });
        if ((load.get(to) ?? 0) <= max - 2) {
          const chain: { index: number; to: number }[] = [];
          for (let at = to, step = from.get(at); step; at = step.team, step = from.get(at))
            chain.unshift({ index: step.index, to: at });
          return chain;
        }
        queue.push(to);
      }
    }
  }
  return null;
}
