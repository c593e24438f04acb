/** The report's tabs and their routes in the teaching and practicals areas. */
import { describe, expect, it } from 'vitest';
import { dataReportLink, pathOfTab, tabOfPath } from './report-paths';

describe('tabOfPath', () => {
  it('reads the tab from either area', () => {
    expect(tabOfPath('/teacher/teaching/dataReport/righTratio')).toBe('righTratio');
    expect(tabOfPath('/teacher/practicals/typeAnswerStatistics')).toBe('typeAnswerStatistics');
    expect(tabOfPath('/teacher/teaching/dataReport/taskScore/')).toBe('taskScore');
  });
  it('opens achievement on the bare page and on an unknown tab', () => {
    expect(tabOfPath('/teacher/teaching/dataReport')).toBe('achievement');
    expect(tabOfPath('/teacher/teaching/dataReport/nothing')).toBe('achievement');
  });
});

describe('pathOfTab', () => {
  it('keeps the teaching area', () => {
    expect(pathOfTab('/teacher/teaching/dataReport', 'learningTime')).toBe('/teacher/teaching/dataReport/learningTime');
  });
  it('keeps the practicals area for the tabs it has', () => {
    expect(pathOfTab('/teacher/practicals/achievement', 'righTratio')).toBe('/teacher/practicals/righTratio');
  });
  it('opens task scores under teaching, which alone has them', () => {
    expect(pathOfTab('/teacher/practicals/achievement', 'taskScore')).toBe('/teacher/teaching/dataReport/taskScore');
  });
});

describe('dataReportLink', () => {
  it('names the class in the query', () => {
    expect(dataReportLink(7)).toBe('/teacher/teaching/dataReport/achievement?classId=7');
    expect(dataReportLink(7, 'taskScore')).toBe('/teacher/teaching/dataReport/taskScore?classId=7');
  });
});
