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
