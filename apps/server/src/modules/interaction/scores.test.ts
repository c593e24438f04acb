/** The score rule of part 1 §9 and the ranks. */
import { describe, expect, it } from 'vitest';
import { computeResults, ranksOf, reviewStagePercent, stageScore, teamScore, totalScore } from './scores';

describe('the score rule', () => {
  it('turns rubric items out of 5 into a share of 100 and averages the reviews', () => {
    expect(reviewStagePercent([5, 5, 5])).toBe(100);
    expect(reviewStagePercent([4, 3])).toBe(70);
    expect(reviewStagePercent([])).toBeNull();
    const s = stageScore(
      7,
      [
        { targetTeamId: 1, scores: [{ stageId: 7, items: [4, 4] }] },
        { targetTeamId: 1, scores: [{ stageId: 7, items: [5, 3] }] },
      ],
      null,
    );
    expect(s).toMatchObject({ peerScore: 80, reviewCount: 2, score: 80, adjusted: null });
  });

  it('lets the adjustment replace the peer average and counts an unreviewed stage as 0', () => {
    expect(
      stageScore(7, [{ targetTeamId: 1, scores: [{ stageId: 7, items: [2, 2] }] }], { score: 65, reason: 'x' }),
    ).toMatchObject({ peerScore: 40, score: 65 });
    expect(stageScore(8, [], null)).toMatchObject({ peerScore: null, score: 0, reviewCount: 0 });
  });

  it('is team stage average × 50% + personal × 50%', () => {
    expect(totalScore(80, 90)).toBe(85);
    expect(totalScore(73.3, 60)).toBe(66.7);
    expect(teamScore([])).toBe(0);
  });

  it('ranks equal scores together', () => {
    expect(ranksOf([70, 90, 70, 50])).toEqual([2, 1, 2, 4]);
  });

  it('computes every team and person, with ranks only for people who have a personal score', () => {
    const r = computeResults({
      stageIds: [1, 2],
      teams: [
        {
          teamId: 10,
          name: 'A',
          leaderId: 100,
          members: [
            { userId: 100, name: 'a1' },
            { userId: 101, name: 'a2' },
          ],
        },
        { teamId: 20, name: 'B', leaderId: 200, members: [{ userId: 200, name: 'b1' }] },
      ],
      reviews: [
        {
          targetTeamId: 10,
          scores: [
            { stageId: 1, items: [5, 5] },
            { stageId: 2, items: [4, 4] },
          ],
        },
        {
          targetTeamId: 20,
          scores: [
            { stageId: 1, items: [3, 3] },
            { stageId: 2, items: [3, 4] },
          ],
        },
      ],
      adjustments: [{ teamId: 20, stageId: 2, score: 90, reason: 'strong close' }],
      personScores: [
        { studentId: 100, score: 80, reason: '' },
        { studentId: 200, score: 100, reason: '' },
      ],
    });
    expect(r.teams.map((t) => [t.teamScore, t.rank])).toEqual([
      [90, 1],
      [75, 2],
    ]);
    expect(r.persons.map((p) => [p.userId, p.total, p.rank, p.isLeader])).toEqual([
      [100, 85, 2, true],
      [101, null, null, false],
      [200, 87.5, 1, true],
    ]);
  });
});
