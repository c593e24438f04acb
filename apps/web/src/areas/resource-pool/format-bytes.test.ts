import { describe, expect, it } from 'vitest';
import { formatBytes, sizeParts } from './format-bytes';

describe('sizes', () => {
  it('reads bytes in the largest whole unit, one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024 * 1024)).toBe('5 GB');
    expect(sizeParts(500 * 1024 * 1024)).toEqual({ value: 500, unit: 'MB' });
  });
});
