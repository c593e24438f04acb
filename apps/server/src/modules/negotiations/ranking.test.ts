import { describe, expect, it } from 'vitest';
import { rankTeams, teamTotal } from './ranking';

const t = (teamId: number, name: string, judgeScores: number[][], done: string | null = null) => ({
  teamId,
  name,
  side: 'seller' as const,
  simulationDoneAt: done ? new Date(done) : null,
  judgeScores,
});

describe('negotiation ranking', () => {
  it('totals the rubric per judge and takes the mean over judges', () => {
    expect(
      teamTotal([
        [30, 20],
        [25, 20],
      ]),
    ).toBe(47.5);
    expect(teamTotal([])).toBeNull();
  });

  it('orders by total, breaks ties by the earlier simulation finish, then shares a rank', () => {
    const rows = rankTeams([
      t(1, 'Late', [[40, 40]], '2026-11-28T02:10:00Z'),
      t(2, 'Early', [[40, 40]], '2026-11-28T02:05:00Z'),
      t(3, 'Best', [[50, 45]]),
      t(4, 'Unscored', []),
      t(5, 'Never finished', [[40, 40]]),
      t(6, 'Twin', [[40, 40]], '2026-11-28T02:05:00Z'),
    ]);
    expect(rows.map((r) => [r.name, r.rank])).toEqual([
      ['Best', 1],
      ['Early', 2],
      ['Twin', 2],
      ['Late', 4],
      ['Never finished', 5],
      ['Unscored', 6],
    ]);
    expect(rows[0]).toMatchObject({ total: 95, judges: 1 });
    expect(rows[5]).toMatchObject({ total: null, judges: 0 });
  });
});
