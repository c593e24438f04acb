import { describe, expect, it } from 'vitest';
import {
  competitionHeader,
  rankCandidates,
  type TCompetitionMain,
  WITHDRAWAL_REASON_MAX,
  ZWithdrawalRequest,
} from './competitions';

type Main = Pick<
  TCompetitionMain,
  'abilityCompId' | 'isPublicCompetition' | 'isOfficial' | 'eligibility' | 'exitControl'
>;
const main = (m: Partial<Main>): Main => ({
  abilityCompId: 7,
  isPublicCompetition: 1,
  isOfficial: 1,
  eligibility: 1,
  exitControl: 1,
  ...m,
});

describe('the competition header rules (part 2 §2.4)', () => {
  // [case, main, preview, signingIn, expected items]
  const table: [string, Partial<Main>, boolean, boolean, ReturnType<typeof competitionHeader>][] = [
    [
      'public, official, all on',
      {},
      false,
      false,
      { information: true, commitment: true, withdrawal: true, backHome: true, centre: true },
    ],
    [
      'not public: no information',
      { isPublicCompetition: 0 },
      false,
      false,
      { information: false, commitment: true, withdrawal: true, backHome: true, centre: true },
    ],
    [
      'practice (not official): no information, no commitment',
      { isOfficial: 0 },
      false,
      false,
      { information: false, commitment: false, withdrawal: true, backHome: true, centre: true },
    ],
    [
      'eligibility 0: no commitment',
      { eligibility: 0 },
      false,
      false,
      { information: true, commitment: false, withdrawal: true, backHome: true, centre: true },
    ],
    [
      'exitControl 0: no withdrawal',
      { exitControl: 0 },
      false,
      false,
      { information: true, commitment: true, withdrawal: false, backHome: true, centre: true },
    ],
    [
      'preview: no withdrawal, home or centre',
      {},
      true,
      false,
      { information: true, commitment: true, withdrawal: false, backHome: false, centre: false },
    ],
    [
      'signing in: no home or centre',
      {},
      false,
      true,
      { information: true, commitment: true, withdrawal: true, backHome: false, centre: false },
    ],
    [
      'school-only practice without exit',
      { isPublicCompetition: 0, isOfficial: 0, eligibility: 0, exitControl: 0 },
      false,
      false,
      { information: false, commitment: false, withdrawal: false, backHome: true, centre: true },
    ],
  ];
  it.each(table)('%s', (_name, m, preview, signingIn, expected) => {
    expect(competitionHeader({ main: main(m), preview, signingIn })).toEqual(expected);
  });
});

describe('the ranking', () => {
  const row = (studentId: number, score: number, timeUsedSeconds: number, withdrawn = false) => ({
    studentId,
    score,
    timeUsedSeconds,
    withdrawn,
  });

  it('ranks by score, then by the shorter time; equal score and time share a rank', () => {
    const ranked = rankCandidates([
      row(1, 80, 600),
      row(2, 90, 900),
      row(3, 80, 500),
      row(4, 80, 600),
      row(5, 70, 100),
    ]);
    expect(ranked.map((r) => [r.studentId, r.rank])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
      [4, 3],
      [5, 5],
    ]);
  });

  it('leaves withdrawn entrants out, and the others move up', () => {
    const ranked = rankCandidates([row(1, 95, 600, true), row(2, 90, 900), row(3, 80, 500)]);
    expect(ranked.map((r) => [r.studentId, r.rank])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });
});

describe('the withdrawal reason (§5)', () => {
  const parse = (reason: string) => ZWithdrawalRequest.safeParse({ abilityCompId: 1, stuId: '', reason });
  it('is required, and blank is empty', () => {
    expect(parse('').error?.issues[0]?.message).toBe('withdrawalReasonRequired');
    expect(parse('   ').error?.issues[0]?.message).toBe('withdrawalReasonRequired');
  });
  it('is at most 500 characters', () => {
    expect(parse('因'.repeat(WITHDRAWAL_REASON_MAX)).success).toBe(true);
    expect(parse('因'.repeat(WITHDRAWAL_REASON_MAX + 1)).error?.issues[0]?.message).toBe('withdrawalReasonTooLong');
  });
});
