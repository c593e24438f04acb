/**
 * A catalogue course's test papers, copied (selectCopyCourse): each TestPaper activity of the copy
 * opens an exam paper of the copying teacher, made of the machine-graded questions of its
 * chapter's trainings (or the whole course's, for a test in a chapter of its own), each scoring its
 * own full mark; the teacher finds it among their papers and gives it as an exam to a class; the
 * catalogue course is left without papers.
 */
import {
  QuestionTypeCodes as C,
  type TBuiltCourse,
  type TCoursePapers,
  type TPaperSummary,
  type TTrainingSeed,
} from '@lingua/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPapers, courseActivities } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { insertCatalogueCourse } from '../../test/fixtures/course-builder';
import { insertTraining } from '../trainings/insert-training';
import { copiedPaperMinutes, spreadEvenly } from './copied-papers';

const B = '/openApi/teacher/buildingCourse';
const E = '/openApi/teacher/exam';
const analysis = { cn: '解析', en: 'Analysis' };
let t: TestApp;
let teacher: string;
let classId: number;
let sourceId: number;

const seed = (key: string, questions: TTrainingSeed['questions']): TTrainingSeed => ({
  key,
  kind: 'readSkill',
  title: { cn: key, en: key },
  intro: { cn: key, en: key },
  background: [],
  settings: {},
  questions,
});

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db)).id;
  const teacherRow = await buildTeacher(t.db, school);
  teacher = await t.signIn(teacherRow.mobile);
  const student = await buildStudent(t.db, school);
  classId = (await buildClass(t.db, { schoolId: school, teacherId: teacherRow.id, studentIds: [student.id] })).id;
  // Chapter 1's trainings: a machine-graded choice and true/false, a teacher-graded letter, a recording.
  const letters = await insertTraining(
    t.db,
    seed('paper-letters', [
      {
        subject_type: C.choice,
        stem: 'Which part of a letter names the writer?',
        fullMark: 4,
        analysis,
        content: {
          options: [
            { key: 'A', text: 'The signature block' },
            { key: 'B', text: 'The salutation' },
          ],
          multiple: false,
          answer: ['A'],
        },
      },
      {
        subject_type: C.trueFalse,
        stem: 'A salutation ends with a comma.',
        fullMark: 2,
        analysis,
        content: { answer: true },
      },
      { subject_type: C.writing, stem: 'Write a reply.', fullMark: 20, analysis, content: { minWords: 50 } },
      { subject_type: C.readAloud, stem: 'Read it aloud.', fullMark: 10, analysis, content: { text: 'Dear Sir,' } },
    ]),
  );
  const terms = await insertTraining(
    t.db,
    seed('paper-terms', [
      {
        subject_type: C.fillBlank,
        stem: 'Under {{1}} the seller loads the goods on board.',
        fullMark: 3,
        analysis,
        content: { blanks: [{ accepted: ['FOB'] }] },
      },
    ]),
  );
  const outline: { title: string; activities: ['readSkill' | 'testPaper', number | null][] }[] = [
    {
      title: '信函格式',
      activities: [
        ['readSkill', letters.training.id],
        ['readSkill', terms.training.id],
        ['testPaper', null],
      ],
    },
    { title: '课程综合测试', activities: [['testPaper', null]] },
  ];
  sourceId = await insertCatalogueCourse(
    t,
    {
      key: 'papers-catalogue',
      name: { cn: '商务信函', en: 'Business letters' },
      audience: { cn: '', en: '' },
      introduction: { cn: '', en: '' },
    },
    outline.map((chapter) => ({
      title: { cn: chapter.title, en: chapter.title },
      step: { cn: chapter.title, en: chapter.title },
      activities: chapter.activities.map(([kind, trainingId], i) => {
        const name = kind === 'testPaper' ? `${chapter.title}测验` : `活动${i + 1}`;
        return { kind, title: { cn: name, en: `${name} (en)` }, trainingId };
      }),
    })),
  );
});
afterAll(() => t.close());

const ok = async <T>(path: string, body: unknown) => {
  const r = await t.call<T>(path, body, { token: teacher });
  expect(r.status, `${path}: ${r.body.message}`).toBe(200);
  return r.body.data as T;
};

describe("a copied catalogue course's test papers", () => {
  let copy: TBuiltCourse;

  it("gives each test activity a paper of the chapter's machine-graded questions, else the course's", async () => {
    copy = await ok<TBuiltCourse>(`${B}/copy`, { courseId: sourceId });
    const tests = copy.chapters
      .flatMap((c) => c.steps.flatMap((s) => s.activities))
      .filter((a) => a.kind === 'testPaper');
    expect(tests).toHaveLength(2);
    expect(tests.every((a) => a.paperId !== null)).toBe(true);
    const papers = await ok<TCoursePapers>(`${B}/coursePapers`, { courseId: copy.courseId });
    expect(papers.papers.map((p) => p.activityTitle)).toEqual(['信函格式测验', '课程综合测试测验']);
    for (const p of papers.papers) {
      // The choice, the true/false and the blank, in outline order: never the letter or the recording.
      expect(p.paper.questions.map((q) => q.subject_type)).toEqual([C.choice, C.trueFalse, C.fillBlank]);
      expect(p.paper).toMatchObject({ questionCount: 3, fullMark: 9, timeMinutes: 10, source: 'manual' });
      // As a student sees it: no right answer in the content.
      expect(JSON.stringify(p.paper.questions[0]?.content)).not.toContain('answer');
    }
  });

  it("lists the papers as the teacher's own, to give as an exam to a class", async () => {
    const mine = await ok<TPaperSummary[]>(`${E}/paper/list`, {});
    expect(mine.map((p) => p.title).sort()).toEqual(['信函格式测验', '课程综合测试测验']);
    const paperId = mine[0]?.paperId;
    const now = Date.now();
    await ok(`${E}/create`, {
      paperId,
      classIds: [classId],
      title: 'Unit quiz',
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3_600_000).toISOString(),
      timeLimitMinutes: 10,
    });
    const exams = await ok<{ paperId: number }[]>(`${E}/list`, { classId });
    expect(exams.map((e) => e.paperId)).toEqual([paperId]);
  });

  it('leaves the catalogue course without papers', async () => {
    const ids = (
      await t.db
        .select({ id: courseActivities.id })
        .from(courseActivities)
        .where(eq(courseActivities.courseId, sourceId))
    ).map((r) => r.id);
    expect(await t.db.select().from(activityPapers).where(inArray(activityPapers.activityId, ids))).toEqual([]);
  });
});

describe('choosing the questions', () => {
  it('spreads a long list evenly and keeps a short one whole', () => {
    expect(spreadEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(spreadEvenly([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
  });

  it('gives a minute and a half a question, in whole five minutes, at least ten', () => {
    expect(copiedPaperMinutes(3)).toBe(10);
    expect(copiedPaperMinutes(20)).toBe(30);
  });
});
