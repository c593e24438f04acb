import { describe, expect, it } from 'vitest';
import { lessonResult } from './lesson-results';

const questions = [
  { questionId: 1, correct: [0] },
  { questionId: 2, correct: [1, 2] },
  { questionId: 3, correct: [] },
];
const base = { isLive: false, studentId: 7, questions, calledTimes: 0 };

describe('the lesson score', () => {
  it('weighs attendance 60 % and right answers 40 %', () => {
    const answers = [
      { questionId: 1, studentId: 7, answer: [0] },
      { questionId: 2, studentId: 7, answer: [2] },
      { questionId: 3, studentId: 7, answer: [1] },
      { questionId: 1, studentId: 8, answer: [0] },
    ];
    expect(lessonResult({ ...base, status: 'present', answers })).toEqual({
      status: 'present',
      answered: 3,
      correct: 1,
      calledTimes: 0,
      score: 80,
    });
    expect(lessonResult({ ...base, status: 'late', answers }).score).toBe(62);
    expect(lessonResult({ ...base, status: 'absent', answers: [] }).score).toBe(0);
  });

  it('does not penalise an excused student, and counts polls by answering', () => {
    expect(lessonResult({ ...base, questions: [], status: 'excused', answers: [] }).score).toBe(100);
    const polls = [{ questionId: 9, correct: [] }];
    const answered = [{ questionId: 9, studentId: 7, answer: [1] }];
    expect(lessonResult({ ...base, questions: polls, status: 'present', answers: answered }).score).toBe(100);
    expect(lessonResult({ ...base, questions: polls, status: 'present', answers: [] }).score).toBe(60);
  });

  it('gives no score while the lesson is live', () => {
    expect(lessonResult({ ...base, isLive: true, status: 'present', answers: [] }).score).toBeNull();
  });
});
