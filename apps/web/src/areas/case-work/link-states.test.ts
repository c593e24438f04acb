import { QuestionTypeCodes as C, type TAnswerSheet } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { linkStates } from './link-states';

const question = (questionId: number, link: number, subject_type: number = C.qa) => ({
  questionId,
  sort: questionId,
  subject_type,
  stem: `Task ${questionId}`,
  fullMark: 10,
  content: {},
  link,
});

function sheet(answers: { questionId: number; answer: { stu_answer?: string } }[]): TAnswerSheet {
  return {
    trainingId: 1,
    classId: 1,
    kind: 'multiple',
    title: 'An export deal',
    intro: '',
    background: [],
    settings: { timeLimitMinutes: null, listening: null },
    fullMark: 40,
    deadline: null,
    questions: [question(1, 0), question(2, 0), question(3, 1), question(4, 2)],
    links: [
      { index: 0, title: 'The enquiry', brief: '' },
      { index: 1, title: 'The offer', brief: '' },
      { index: 2, title: 'The contract', brief: '' },
    ],
    attempt: { attemptId: 1, startedAt: '', now: '', answers, media: [] },
  };
}

describe('a comprehensive case’s links', () => {
  it('opens the first link and locks the ones after it while nothing is answered', () => {
    expect(linkStates(sheet([])).map((l) => [l.state, l.answered, l.tasks.length])).toEqual([
      ['open', 0, 2],
      ['locked', 0, 1],
      ['locked', 0, 1],
    ]);
  });
  it('counts a link done only when each of its tasks is answered, and opens the next one then', () => {
    const half = linkStates(sheet([{ questionId: 1, answer: { stu_answer: 'Their credit' } }]));
    expect(half.map((l) => l.state)).toEqual(['open', 'locked', 'locked']);
    const blank = linkStates(
      sheet([
        { questionId: 1, answer: { stu_answer: 'Their credit' } },
        { questionId: 2, answer: { stu_answer: '   ' } },
      ]),
    );
    expect(blank[0]?.state).toBe('open');
    const done = linkStates(
      sheet([
        { questionId: 1, answer: { stu_answer: 'Their credit' } },
        { questionId: 2, answer: { stu_answer: 'The CE rules' } },
      ]),
    );
    expect(done.map((l) => l.state)).toEqual(['done', 'open', 'locked']);
  });
});
