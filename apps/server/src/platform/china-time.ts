/**
 * Times as the school reads them. Schools here keep China Standard Time (UTC+8, no daylight
 * saving), so a fixed offset is exact; messages and exports show these, never UTC.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;

const shifted = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString();

/** "2026-11-30": the school's calendar day. */
export const chinaDay = (at: Date): string => shifted(at).slice(0, 10);
/** "2026-11-30 23:59". */
export const chinaMinute = (at: Date): string => shifted(at).slice(0, 16).replace('T', ' ');
/** "2026-11-30 23:59:30". */
export const chinaSecond = (at: Date): string => shifted(at).slice(0, 19).replace('T', ' ');
