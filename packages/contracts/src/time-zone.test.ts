import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedDay, zonedDayStart, zonedMinute, zonedSecond, zoneName, zoneOffset } from './time-zone';

describe('school time zone', () => {
  const lateUtc = new Date('2026-11-30T17:30:05Z');
  it('formats an instant on the school clock, whatever the runtime zone', () => {
    expect(zonedDay(lateUtc, 'Asia/Shanghai')).toBe('2026-12-01');
    expect(zonedMinute(lateUtc, 'Asia/Shanghai')).toBe('2026-12-01 01:30');
    expect(zonedSecond(lateUtc, 'Asia/Shanghai')).toBe('2026-12-01 01:30:05');
    expect(zonedMinute(lateUtc, 'Europe/London')).toBe('2026-11-30 17:30');
    expect(zonedMinute(lateUtc, 'America/New_York')).toBe('2026-11-30 12:30');
    // Midnight is 00, not 24.
    expect(zonedMinute(new Date('2026-11-30T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-01 00:00');
  });
  it('follows daylight saving where the zone has it', () => {
    expect(zoneOffset(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('+01:00');
    expect(zoneOffset(new Date('2026-12-01T12:00:00Z'), 'Europe/London')).toBe('+00:00');
    expect(zoneOffset(lateUtc, 'America/New_York')).toBe('-05:00');
    expect(zoneOffset(lateUtc, 'Asia/Kolkata')).toBe('+05:30');
  });
  it('finds where a school day starts', () => {
    expect(zonedDayStart('2026-12-01', 'Asia/Shanghai').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(zonedDayStart('2026-12-01', 'Europe/London').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(zonedDayStart('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(zonedDayStart('2026-12-01', 'America/New_York').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    // The day clocks go forward in New York (8 March 2026) still starts at midnight EST.
    expect(zonedDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });
  it('names the zone in messages', () => {
    expect(zoneName('Asia/Shanghai')).toEqual({ cn: '北京时间', en: 'China Standard Time' });
    expect(zoneName('Asia/Tokyo', lateUtc).en).toBe('Asia/Tokyo (UTC+09:00)');
  });
  it('accepts IANA zones only', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Asia/Shanghai; drop table')).toBe(false);
  });
});
