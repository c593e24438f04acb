/** The report's figures as text, and the sorter that keeps missing figures last. */
import { describe, expect, it } from 'vitest';
import {
  compareNullable,
  figureText,
  isWeakDiscrimination,
  percentText,
  round1,
  shareOfFullMark,
} from './report-format';

describe('figures', () => {
  it('rounds to one decimal', () => {
    expect(round1(71.25)).toBe(71.3);
    expect(round1(80)).toBe(80);
  });
  it('reads points as a share of the full mark', () => {
    expect(shareOfFullMark(7.5, 20)).toBe(37.5);
    expect(shareOfFullMark(null, 20)).toBeNull();
    expect(shareOfFullMark(3, 0)).toBeNull();
  });
  it('writes a missing figure as a dash', () => {
    expect(percentText(null)).toBe('-');
    expect(percentText(66.666)).toBe('66.7%');
    expect(figureText(null)).toBe('-');
    expect(figureText(12)).toBe('12');
  });
  it('calls a discrimination under 20 weak, and none not weak', () => {
    expect(isWeakDiscrimination(19.9)).toBe(true);
    expect(isWeakDiscrimination(-5)).toBe(true);
    expect(isWeakDiscrimination(20)).toBe(false);
    expect(isWeakDiscrimination(null)).toBe(false);
  });
});

describe('compareNullable', () => {
  // antd negates the comparison when it sorts descending.
  const sortAs = (values: (number | null)[], order: 'ascend' | 'descend') =>
    [...values].sort((a, b) => {
      const result = compareNullable(a, b, order);
      return order === 'ascend' ? result : -result;
    });

  it('keeps nulls last ascending and descending', () => {
    expect(sortAs([50, null, 90, 70], 'ascend')).toEqual([50, 70, 90, null]);
    expect(sortAs([50, null, 90, 70], 'descend')).toEqual([90, 70, 50, null]);
  });
});
