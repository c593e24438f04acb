/**
 * Times on the school's clock (issue 24 point 8): every page shows an instant in the school's time
 * zone (Asia/Shanghai unless the school chose another), never in the browser's, so a teacher
 * travelling abroad and the exports agree. Pickers show and return the school's wall clock.
 */
import { DEFAULT_TIME_ZONE } from '@lingua/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';
let zone: string = DEFAULT_TIME_ZONE;

/** Set by the signed-in shell from the school's info before its pages render. */
export function setSchoolTimeZone(next: string | undefined): void {
  zone = next || DEFAULT_TIME_ZONE;
}

export const currentSchoolTimeZone = (): string => zone;

/** The instant `at` (now when absent) on the school's clock, to format. */
export function schoolTime(at?: string | number | Date | Dayjs | null): Dayjs {
  return dayjs(at ?? undefined).tz(zone);
}

/** "2026-11-30 23:59", or "-" when there is no time. */
export function formatSchoolTime(at: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  return at === null || at === undefined || at === '' ? '-' : schoolTime(at).format(pattern);
}

/**
 * For a date picker, which shows the browser's clock: a local value whose fields are the school's
 * wall clock at `at`, so the picker shows what the school reads.
 */
export function toPickerValue(at?: string | number | Date | Dayjs | null): Dayjs {
  return dayjs(schoolTime(at).format(WALL_CLOCK));
}

/** The instant a picked value means: its fields read on the school's clock. */
export function fromPickerValue(picked: Dayjs): Dayjs {
  return dayjs.tz(picked.format(WALL_CLOCK), zone);
}
