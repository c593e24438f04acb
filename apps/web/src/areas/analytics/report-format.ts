/**
 * How the report's numbers read. Scores, right ratios and facility come as percentages (0-100),
 * discrimination as 100 × a correlation (-100-100), task scores as points of the task's full mark;
 * the server rounds to one decimal. A missing figure shows as a dash.
 */

/** One decimal at most: 71.25 → 71.3, 80 → 80. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Points of a full mark as a percentage of it (a task's average among tasks of different full marks). */
export function shareOfFullMark(points: number | null, fullMark: number): number | null {
  return points === null || fullMark <= 0 ? null : round1((points / fullMark) * 100);
}

/** A percentage figure (score, facility, discrimination) as text. */
export function percentText(value: number | null): string {
  return value === null ? '-' : `${round1(value)}%`;
}

/** A plain figure (a score of 0-100, minutes) as text. */
export function figureText(value: number | null): string {
  return value === null ? '-' : String(round1(value));
}

/** Moodle reads a discrimination index under 20 as weak: the question hardly tells stronger students from weaker. */
export const WEAK_DISCRIMINATION = 20;

export function isWeakDiscrimination(value: number | null): boolean {
  return value !== null && value < WEAK_DISCRIMINATION;
}

/**
 * An antd column sorter that keeps "no figure" rows last in both directions, so a student
 * without a score never heads a ranking. antd negates the result for a descending sort (and says
 * which way it sorts), so a null is "larger" ascending and "smaller" descending.
 */
export function compareNullable(a: number | null, b: number | null, order?: 'ascend' | 'descend' | null): number {
  if (a === null && b === null) return 0;
  const nullLast = order === 'descend' ? -1 : 1;
  if (a === null) return nullLast;
  if (b === null) return -nullLast;
  return a - b;
}
