/** Test fixture for the exam tests: a school, a teacher's class of students, a bank and a paper. */
import { QuestionTypeCodes as C, type TExamSheet, type TTrainingSeed } from '@lingua/contracts';
import { insertTraining } from '../../db/seed/seed-trainings';
import type { TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

const analysis = { cn: '解析', en: 'Analysis' };
let sequence = 0;

export const bankSeed = (): TTrainingSeed => ({
  key: `exam-bank-${++sequence}-${Date.now()}`,
  kind: 'readSkill',
  title: { cn: '商务信函测验', en: 'Business letters quiz' },
  intro: analysis,
  background: [],
  settings: {},
  questions: [
    {
      subject_type: C.choice,
      stem: 'Which phrase opens a formal enquiry?',
      fullMark: 10,
      analysis,
      content: {
        options: [
          { key: 'A', text: 'Hey there' },
          { key: 'B', text: 'We would be grateful if you could send us your price list' },
        ],
        multiple: false,
        answer: ['B'],
      },
    },
    { subject_type: C.trueFalse, stem: 'CIF includes insurance.', fullMark: 5, analysis, content: { answer: true } },
    { subject_type: C.trueFalse, stem: 'FOB includes freight.', fullMark: 5, analysis, content: { answer: false } },
    { subject_type: C.qa, stem: 'Explain what a letter of credit is.', fullMark: 10, analysis, content: {} },
  ],
});

export const S = '/openApi/student/exam/';
export const T = '/openApi/teacher/exam/';

export async function examFixture(t: TestApp, size = 2) {
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const students = await Promise.all(Array.from({ length: size }, () => buildStudent(t.db, school.id)));
  const klass = await buildClass(t.db, {
    schoolId: school.id,
    teacherId: teacher.id,
    studentIds: students.map((s) => s.id),
  });
  const bank = await insertTraining(t.db, bankSeed(), school.id);
  const teacherToken = await t.signIn(teacher.mobile);
  const tokens = await Promise.all(students.map((s) => t.signIn(s.mobile)));
  const paper = await t.call<{ paperId: number }>(
    `${T}paper/create`,
    { title: 'Trade terms test', timeMinutes: 30, questionIds: bank.questions.map((q) => q.id) },
    { token: teacherToken },
  );
  if (paper.body.code !== 222 || !paper.body.data) throw new Error(`paper: ${paper.body.message}`);
  return { school, teacher, students, klass, bank, teacherToken, tokens, paperId: paper.body.data.paperId };
}

export async function createExam(
  t: TestApp,
  f: Awaited<ReturnType<typeof examFixture>>,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  const r = await t.call<{ examIds: number[] }>(
    `${T}create`,
    {
      paperId: f.paperId,
      classIds: [f.klass.id],
      title: 'Unit 3 trade terms',
      opensAt: new Date(now.getTime() - 60_000).toISOString(),
      closesAt: new Date(now.getTime() + 3600_000).toISOString(),
      timeLimitMinutes: 20,
      ...extra,
    },
    { token: f.teacherToken },
  );
  if (r.body.code !== 222 || !r.body.data) throw new Error(`exam: ${r.body.message}`);
  return r.body.data.examIds[0] as number;
}

export async function start(t: TestApp, token: string, examId: number) {
  return t.call<TExamSheet>(`${S}start`, { examId, device: 'test' }, { token });
}
