import { QuestionTypeCodes as C } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { expectedLines, machinePoints, type RecordingRow } from './points';

const dialogue = {
  roles: [
    { id: 'a', name: 'A', voice: 'eric' },
    { id: 'b', name: 'B', voice: 'emily' },
  ],
  lines: [
    { role: 'a', text: 'Hello there.' },
    { role: 'b', text: 'Good morning.' },
    { role: 'a', text: 'See you soon.' },
  ],
};
const rec = (line: number, status: RecordingRow['status'], overall = 0) =>
  ({ line, status, result: status === 'done' ? { overall } : null }) as unknown as RecordingRow;

describe('machine points of a spoken answer', () => {
  it("expects the chosen role's lines of a dialogue, and line 0 otherwise", () => {
    expect(expectedLines(C.dialogue, dialogue, { stu_answer: 'a' })).toEqual([0, 2]);
    expect(expectedLines(C.dialogue, dialogue, {})).toEqual([]);
    expect(expectedLines(C.readAloud, { text: 'x' }, {})).toEqual([0]);
  });
  it('is the mean overall of the expected lines (a missing line counts 0), unknown while a job runs', () => {
    const q = { subjectType: C.dialogue, content: dialogue, fullMark: 20 };
    expect(machinePoints(q, { stu_answer: 'a' }, [rec(0, 'done', 90), rec(2, 'done', 70)])).toBe(16);
    expect(machinePoints(q, { stu_answer: 'a' }, [rec(0, 'done', 90)])).toBe(9);
    expect(machinePoints(q, { stu_answer: 'a' }, [rec(0, 'done', 90), rec(2, 'processing')])).toBeNull();
    expect(machinePoints(q, { stu_answer: 'a' }, [rec(0, 'failed'), rec(2, 'done', 50)])).toBe(5);
  });
  it('leaves free talk to the teacher', () => {
    expect(
      machinePoints({ subjectType: C.speaking, content: { text: 'x' }, fullMark: 20 }, {}, [rec(0, 'done', 90)]),
    ).toBeNull();
  });
});
