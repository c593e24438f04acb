import { QuestionTypeCodes as C } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { caseLinksOf, unfinishedLinks } from './case-links';

const tasks = [
  { id: 1, subjectType: C.trueFalse, link: 0 },
  { id: 2, subjectType: C.qa, link: 0 },
  { id: 3, subjectType: C.writing, link: 1 },
  // A question outside any link (not a comprehensive case's) never holds a link back.
  { id: 4, subjectType: C.qa, link: null },
];

describe('a comprehensive case’s links', () => {
  it('names the links with a task still unanswered, by the types’ own rule', () => {
    expect(unfinishedLinks(tasks, new Map())).toEqual([0, 1]);
    expect(unfinishedLinks(tasks, new Map([[1, { stu_answer: 'T' }]]))).toEqual([0, 1]);
    expect(
      unfinishedLinks(
        tasks,
        new Map<number, unknown>([
          [1, { stu_answer: 'T' }],
          [2, { stu_answer: '  ' }],
        ]),
      ),
    ).toEqual([0, 1]);
    expect(
      unfinishedLinks(
        tasks,
        new Map<number, unknown>([
          [1, { stu_answer: 'T' }],
          [2, { stu_answer: 'Check the credit.' }],
        ]),
      ),
    ).toEqual([1]);
  });
  it('gives the links in the reader’s language, numbered from 0', () => {
    const links = [{ title: { cn: '询盘', en: 'The enquiry' }, brief: { cn: '读询盘', en: 'Read it' } }];
    expect(caseLinksOf(links, 'en')).toEqual([{ index: 0, title: 'The enquiry', brief: 'Read it' }]);
    expect(caseLinksOf(links, 'cn')[0]?.title).toBe('询盘');
  });
});
