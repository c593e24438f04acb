/** A size in bytes as people read it (1.5 MB), and as the spec's oversize message splits it (500, "MB"). */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function sizeParts(bytes: number): { value: number; unit: (typeof UNITS)[number] } {
  let value = Math.max(0, bytes);
  let i = 0;
  while (value >= 1024 && i < UNITS.length - 1) {
    value /= 1024;
    i += 1;
  }
  return { value: Math.round(value * 10) / 10, unit: UNITS[i] ?? 'B' };
}

export function formatBytes(bytes: number): string {
  const { value, unit } = sizeParts(bytes);
  return `${value} ${unit}`;
}
