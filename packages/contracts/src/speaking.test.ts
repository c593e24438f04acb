import { describe, expect, it } from 'vitest';
import { QuestionTypeCodes as C } from './questions/codes';
import { RECORDING, rankEntries, recordingLimitSeconds, wordColor } from './speaking';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 1, minute));

describe('class rank', () => {
  it('orders by score, breaks ties by time used then by earlier submission, and keeps each best attempt', () => {
    const rank = rankEntries(
      [
        { studentId: 1, name: 'A', score: 80, durationSeconds: 90, submittedAt: at(5) },
        { studentId: 2, name: 'B', score: 92, durationSeconds: 120, submittedAt: at(6) },
        { studentId: 3, name: 'C', score: 80, durationSeconds: 60, submittedAt: at(7) },
        { studentId: 1, name: 'A', score: 70, durationSeconds: 30, submittedAt: at(1) },
        { studentId: 4, name: 'D', score: 80, durationSeconds: 90, submittedAt: at(2) },
        { studentId: 5, name: 'E', score: 80, durationSeconds: 90, submittedAt: at(2) },
      ],
      3,
    );
    expect(rank.map((e) => [e.rank, e.studentId])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [3, 5],
      [5, 1],
    ]);
    expect(rank.find((e) => e.me)?.studentId).toBe(3);
    expect(rank.find((e) => e.studentId === 1)?.score).toBe(80);
  });
});

describe('word colours (part 1 §9)', () => {
  it('green above 80, yellow 60 to 80, red below 60, black unread', () => {
    expect([81, 80, 60, 59, null].map(wordColor)).toEqual(['green', 'yellow', 'yellow', 'red', 'black']);
  });
});

describe('the longest recording (part 1 §3 evaluation levels), one rule for the server and the page', () => {
  it("takes the question's own time, else its type's level, else the circle's", () => {
    expect(recordingLimitSeconds(C.readWord)).toBe(20);
    expect([C.repeatSentence, C.dialogue, C.dub].map((code) => recordingLimitSeconds(code))).toEqual([92, 92, 92]);
    expect(recordingLimitSeconds(C.readAloud)).toBe(300);
    expect(recordingLimitSeconds(C.speech)).toBe(RECORDING.circleSeconds);
    expect(recordingLimitSeconds(C.readAloud, 45)).toBe(45);
  });
});
