import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatSchoolTime, fromPickerValue, schoolTime, setSchoolTimeZone, toPickerValue } from './school-time';

afterEach(() => setSchoolTimeZone(undefined));

describe('times on the school clock', () => {
  const at = '2026-11-30T16:30:00.000Z';
  it('shows an instant in the school zone, Shanghai by default', () => {
    expect(formatSchoolTime(at)).toBe('2026-12-01 00:30');
    setSchoolTimeZone('Europe/London');
    expect(formatSchoolTime(at)).toBe('2026-11-30 16:30');
    expect(formatSchoolTime(null)).toBe('-');
    expect(schoolTime(at).format('MM-DD HH:mm')).toBe('11-30 16:30');
  });
  it('round-trips a picker value through the school wall clock', () => {
    setSchoolTimeZone('Asia/Tokyo');
    const shown = toPickerValue(at);
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 01:30');
    expect(fromPickerValue(shown).toISOString()).toBe(at);
    // A teacher picks 23:59 on 1 Dec: that is 14:59 UTC in Tokyo.
    expect(fromPickerValue(dayjs('2026-12-01T23:59:00')).toISOString()).toBe('2026-12-01T14:59:00.000Z');
  });
});
