/**
 * How long until a deadline, as the student's home says it: "还剩 2 天 3 小时" / "2 d 3 h left".
 * Whole minutes, rounded down, so "1 hour left" is never said with 59 minutes to go; two units
 * at most (days and hours, hours and minutes, or minutes).
 */
import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A positive span in words: "2 天 3 小时", "3 h 20 min", "under 1 min". */
export function formatSpan(ms: number, t: TFunction): string {
  const span = Math.max(0, ms);
  const d = Math.floor(span / DAY);
  const h = Math.floor((span % DAY) / HOUR);
  const m = Math.floor((span % HOUR) / MINUTE);
  if (d > 0) return t('dashboard.span.days', { d, h });
  if (h > 0) return t('dashboard.span.hours', { h, m });
  if (m > 0) return t('dashboard.span.minutes', { m });
  return t('dashboard.span.underMinute');
}

/** Time left from `now` to `deadline` (ISO or epoch ms), or that the deadline has passed. */
export function formatTimeLeft(deadline: string | number, now: number, t: TFunction): string {
  const ms = (typeof deadline === 'string' ? Date.parse(deadline) : deadline) - now;
  if (ms <= 0) return t('dashboard.due.over');
  if (ms < MINUTE) return t('dashboard.due.underMinuteLeft');
  return t('dashboard.due.left', { span: formatSpan(ms, t) });
}
