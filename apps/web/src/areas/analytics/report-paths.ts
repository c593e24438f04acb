/**
 * Where each tab of the class data report lives (part 2 §2.1): /teacher/teaching/dataReport/:tab,
 * and the practicals area's twins /teacher/practicals/{achievement,learningTime,righTratio,
 * typeAnswerStatistics}. A tab stays in the area the teacher came from when that area has it;
 * taskScore has no practicals twin, so it opens under teaching.
 */
import { DataReports, type TDataReport } from '@lingua/contracts';

export const DATA_REPORT_BASE = '/teacher/teaching/dataReport';
const PRACTICALS_BASE = '/teacher/practicals';

/** The practicals area's report routes: every tab but taskScore. */
export const PRACTICAL_REPORTS: readonly TDataReport[] = DataReports.filter((r) => r !== 'taskScore');

/** The tab a path opens; the bare dataReport path (and anything unknown) opens achievement. */
export function tabOfPath(pathname: string): TDataReport {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return DataReports.find((r) => r === last) ?? 'achievement';
}

/** The path of a tab, kept in the practicals area when the page was opened there and it has the tab. */
export function pathOfTab(pathname: string, tab: TDataReport): string {
  const inPracticals = pathname.startsWith(`${PRACTICALS_BASE}/`);
  return inPracticals && PRACTICAL_REPORTS.includes(tab) ? `${PRACTICALS_BASE}/${tab}` : `${DATA_REPORT_BASE}/${tab}`;
}

/** The report of one class, for the links of other pages (class management, practicals). */
export function dataReportLink(classId: number, tab: TDataReport = 'achievement'): string {
  return `${DATA_REPORT_BASE}/${tab}?classId=${classId}`;
}

/** The class's data cockpit (a full-screen projector page). */
export function cockpitLink(classId: number): string {
  return `/teacher/practicals/dataCockpit?classId=${classId}`;
}
