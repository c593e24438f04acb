/**
 * Positive-integer input (part 1 §5, part 2 §5): non-digits are stripped, 0 or empty becomes the
 * minimum, over the maximum clamps and asks for an integer in range. Default range 1-999.
 */
export const PositiveIntegerDefaults = { min: 1, max: 999 } as const;

export type TPositiveIntegerResult = {
  value: number;
  /** True when the input was over the maximum: the caller shows the in-range message. */
  clamped: boolean;
};

export function normalizePositiveInteger(
  input: string | number | null | undefined,
  range: { min?: number; max?: number } = {},
): TPositiveIntegerResult {
  const min = range.min ?? PositiveIntegerDefaults.min;
  const max = range.max ?? PositiveIntegerDefaults.max;
  const digits = String(input ?? '').replace(/\D/g, '');
  const n = digits === '' ? 0 : Number(digits.replace(/^0+(?=\d)/, ''));
  if (!Number.isFinite(n) || n === 0) return { value: min, clamped: false };
  if (n > max) return { value: max, clamped: true };
  if (n < min) return { value: min, clamped: false };
  return { value: n, clamped: false };
}
