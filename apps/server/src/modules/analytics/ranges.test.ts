/** The calendar arithmetic of the learning-time ranges and the score bands, without a database. */
import { describe, expect, it } from 'vitest';
import { scoreBand } from './achievement';
import { daysBetween, rangeDays, shiftDay } from './learning-time';

describe('learning-time ranges', () => {
  it('moves days across months and years, and months to the last day a short month has', () => {
    expect(shiftDay('2026-03-01', { days: -1 })).toBe('2026-02-28');
    expect(shiftDay('2024-03-01', { days: -1 })).toBe('2024-02-29');
    expect(shiftDay('2026-01-01', { days: -1 })).toBe('2025-12-31');
    expect(shiftDay('2026-08-31', { months: -6 })).toBe('2026-02-28');
    expect(shiftDay('2026-11-27', { months: -6 })).toBe('2026-05-27');
  });

  it('ends each range today and counts its days', () => {
    expect(rangeDays('7d', '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(rangeDays('30d', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeDays('6m', '2026-11-27')).toEqual({ from: '2026-05-28', to: '2026-11-27' });
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween(...(Object.values(rangeDays('6m', '2026-11-27')) as [string, string]))).toHaveLength(184);
  });
});

describe('score bands', () => {
  it('puts each percentage in its band, the edges in the higher one', () => {
    expect([0, 59.9, 60, 69.9, 70, 80, 89.9, 90, 100].map(scoreBand)).toEqual([0, 0, 1, 1, 2, 3, 3, 4, 4]);
  });
});
