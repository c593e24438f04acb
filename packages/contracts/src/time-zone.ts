/**
 * A school's time zone (issue 24): one IANA zone per school, Asia/Shanghai unless the operator
 * chose another when creating it. Every page, export and message shows times in it, never in the
 * reader's browser or the server's zone. Formatting uses Intl, which Node and every browser carry.
 */
import { z } from 'zod';

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z.string().trim().max(64).refine(isTimeZone, { message: 'timeZone' });

/** The zones offered when a school is created: where the platform's schools teach from. */
export const TIME_ZONE_CHOICES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Singapore',
  'Asia/Bangkok',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of `at` in `zone`, zero-padded. */
function partsIn(at: Date, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const out = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const p of format.formatToParts(at)) if (p.type in out) out[p.type as keyof typeof out] = p.value;
  return out;
}

/** "2026-11-30": the calendar day at `at` in the school's zone. */
export function zonedDay(at: Date, zone: string): string {
  const p = partsIn(at, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-11-30 23:59". */
export function zonedMinute(at: Date, zone: string): string {
  const p = partsIn(at, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** "2026-11-30 23:59:30". */
export function zonedSecond(at: Date, zone: string): string {
  const p = partsIn(at, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The zone's offset from UTC at `at`, as "+08:00". */
export function zoneOffset(at: Date, zone: string): string {
  const p = partsIn(at, zone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const minutes = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The first instant of the calendar day `day` ("2026-11-30") in `zone`: where a day's range starts. */
export function zonedDayStart(day: string, zone: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d);
  const offsetAt = (at: number) => {
    const o = zoneOffset(new Date(at), zone);
    const sign = o.startsWith('-') ? -1 : 1;
    return sign * (Number(o.slice(1, 3)) * 60 + Number(o.slice(4, 6))) * 60_000;
  };
  // The offset at midnight may differ from the offset a few hours earlier across a DST change.
  const first = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(first));
}

/** How a message names the zone: 北京时间 / China Standard Time for Shanghai, else "Zone (UTC+hh:mm)". */
export function zoneName(zone: string, at = new Date()): { cn: string; en: string } {
  if (zone === DEFAULT_TIME_ZONE) return { cn: '北京时间', en: 'China Standard Time' };
  const label = `${zone.replace(/_/g, ' ')} (UTC${zoneOffset(at, zone)})`;
  return { cn: label, en: label };
}
