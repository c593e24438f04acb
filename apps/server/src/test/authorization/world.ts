/**
 * The authorization walk's world: two schools, and in school 1 teacher A's class with two students
 * and everything the routes name by id, owned by teacher A or student A; a second teacher's class
 * and a manager beside them; a teacher, a manager and a student of school 2. Objects are made
 * through the API where that is quick, straight in the database where an engine would run
 * (face photos), so the walk tests routes, not set-up.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  QuestionTypeCodes as C,
  type TAnswerSheet,
  type TClassLesson,
  type TExamSheet,
  type TOnlineLessonDetail,
  type TTrainingSeed,
} from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { activityTrainings, courses, messages, multimediaResources, userFaces } from '../../db/schema';
import { insertTraining } from '../../modules/trainings/insert-training';
import { createDiskStorage } from '../../platform/storage';
import { seedCourses } from '../../seed/seed-courses';
import type { TestApp } from '../build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../factories';
import { PDF } from '../fixtures/tasks';

/** Who calls: the object's owner, and everyone who must not reach it (or may, by the allow table). */
export const CALLERS = [
  'teacherSameSchool',
  'managerSameSchool',
  'teacherOtherSchool',
  'managerOtherSchool',
  'studentOtherClass',
  'classmate',
  'signedOut',
] as const;
export type Intruder = (typeof CALLERS)[number];
export type Caller = 'owner' | Intruder;
/** Whose object a case names: teacher A's, student A's, or (manager calls) school 1's manager's. */
export type Owner = 'teacher' | 'student' | 'manager';

export interface Person {
  id: number;
  mobile: string;
  token: string;
}

const analysis = { cn: '解析', en: 'Analysis' };
let sequence = 0;

/** A school's bank: a choice, a true/false and a Q&A question (teacher-graded). */
const bankSeed = (): TTrainingSeed => ({
  key: `walk-bank-${++sequence}-${Date.now()}`,
  kind: 'readSkill',
  title: { cn: '授权测试题库', en: 'Authorization walk bank' },
  intro: analysis,
  // A recording, so the listening play events have an item to count.
  background: [{ displayType: 3, fileUrl: '/files/walk.mp3', durationSeconds: 1 }],
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
          { key: 'B', text: 'We would be grateful for your price list' },
        ],
        multiple: false,
        answer: ['B'],
      },
    },
    { subject_type: C.trueFalse, stem: 'CIF includes insurance.', fullMark: 5, analysis, content: { answer: true } },
    { subject_type: C.qa, stem: 'Explain a letter of credit.', fullMark: 10, analysis, content: {} },
  ],
});

/** A reading-aloud training of the school, for the speaking routes. */
const oralSeed = (): TTrainingSeed => ({
  key: `walk-oral-${++sequence}-${Date.now()}`,
  kind: 'oralSkill',
  title: { cn: '授权测试朗读', en: 'Authorization walk reading' },
  intro: analysis,
  background: [],
  settings: {},
  questions: [
    {
      subject_type: C.readAloud,
      stem: 'Read aloud.',
      fullMark: 10,
      analysis,
      content: { text: 'We would like to confirm the delivery date.' },
    },
  ],
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

export async function buildWorld(t: TestApp) {
  const storage = createDiskStorage(t.filesDir);
  await seedCourses(t.db, createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'walk-courses-'))));
  const [course] = await t.db.select().from(courses).where(eq(courses.key, 'foreign-trade-documents'));
  if (!course) throw new Error('no seeded course');

  const school1 = await buildSchool(t.db);
  const school2 = await buildSchool(t.db);
  const person = async (user: { id: number; mobile: string }): Promise<Person> => ({
    id: user.id,
    mobile: user.mobile,
    token: await t.signIn(user.mobile),
  });
  const teacherA = await person(await buildTeacher(t.db, school1.id));
  const managerA = await person(await buildManager(t.db, school1.id));
  const teacherB = await person(await buildTeacher(t.db, school1.id));
  const studentA = await person(await buildStudent(t.db, school1.id));
  const classmate = await person(await buildStudent(t.db, school1.id));
  const studentB = await person(await buildStudent(t.db, school1.id));
  const teacherC = await person(await buildTeacher(t.db, school2.id));
  const managerC = await person(await buildManager(t.db, school2.id));
  const studentC = await person(await buildStudent(t.db, school2.id));

  const classA = await buildClass(t.db, {
    schoolId: school1.id,
    teacherId: teacherA.id,
    courseId: course.id,
    studentIds: [studentA.id, classmate.id],
  });
  const classB = await buildClass(t.db, {
    schoolId: school1.id,
    teacherId: teacherB.id,
    courseId: course.id,
    studentIds: [studentB.id],
  });
  const classC = await buildClass(t.db, {
    schoolId: school2.id,
    teacherId: teacherC.id,
    courseId: course.id,
    studentIds: [studentC.id],
  });

  /** A call that must succeed (set-up): its data. */
  async function ok<T>(who: Person, url: string, body: object): Promise<T> {
    const r = await t.call<T>(url, body, { token: who.token });
    if (r.body.code !== 200 && r.body.code !== 222) throw new Error(`${url}: ${r.status} ${r.body.message}`);
    return r.body.data as T;
  }

  // Trainings of school 1 given to class A, one of them behind the course's first activity.
  const bankRow = await insertTraining(t.db, bankSeed(), school1.id);
  const bank = { ...bankRow.training, questions: bankRow.questions };
  const oralRow = await insertTraining(t.db, oralSeed(), school1.id);
  const oral = { ...oralRow.training, questions: oralRow.questions };
  for (const training of [bank, oral]) {
    await ok(teacherA, '/openApi/teacher/training/setClassTraining', {
      classId: classA.id,
      trainingId: training.id,
      isOpen: true,
      deadline: null,
    });
  }
  const lesson = await ok<TClassLesson>(studentA, '/openApi/student/lesson/index/classLesson', { classId: classA.id });
  const activityId = lesson.chapters[0]?.steps[0]?.activities[0]?.activityId;
  if (!activityId) throw new Error('no first activity');
  await t.db.insert(activityTrainings).values({ activityId, trainingId: bank.id }).onConflictDoNothing();
  const [choice, , qa] = bank.questions;
  // A training of school 2, for calls where teacher A names another school's.
  const foreignTraining = (await insertTraining(t.db, bankSeed(), school2.id)).training;
  if (!choice || !qa) throw new Error('no bank questions');

  /** Student A's training attempt: submitted with a Q&A answer (to read and grade), or a draft. */
  async function trainingAttempt(
    training: { id: number; questions: { id: number; subjectType: number }[] },
    submitted: boolean,
  ): Promise<number> {
    const sheet = await ok<TAnswerSheet>(studentA, '/openApi/student/training/answerSheet', {
      classId: classA.id,
      trainingId: training.id,
    });
    const attemptId = sheet.attempt.attemptId;
    if (submitted) {
      await ok(studentA, '/openApi/student/training/saveAnswer', {
        attemptId,
        questionId: training.questions.find((q) => q.subjectType === C.qa)?.id,
        answer: { stu_answer: 'A promise of payment by a bank.' },
      });
      await ok(studentA, '/openApi/student/training/submit', { attemptId });
    }
    return attemptId;
  }
  /** Student A's attempt of a training of its own (given to class A), for calls that end or reopen one. */
  async function freshTrainingAttempt(submitted: boolean): Promise<number> {
    const { training, questions } = await insertTraining(t.db, bankSeed(), school1.id);
    await ok(teacherA, '/openApi/teacher/training/setClassTraining', {
      classId: classA.id,
      trainingId: training.id,
      isOpen: true,
      deadline: null,
    });
    return trainingAttempt({ id: training.id, questions }, submitted);
  }
  const submittedAttempt = await trainingAttempt(bank, true);
  const draftAttempt = await trainingAttempt(bank, false);
  const oralAttempt = await trainingAttempt(oral, false);

  /** A paper of teacher A from the school's bank. */
  const newPaper = async () =>
    (
      await ok<{ paperId: number }>(teacherA, '/openApi/teacher/exam/paper/create', {
        title: 'Trade terms test',
        timeMinutes: 30,
        questionIds: bank.questions.map((q) => q.id),
      })
    ).paperId;
  const paperId = await newPaper();
  const paperB = (
    await ok<{ paperId: number }>(teacherB, '/openApi/teacher/exam/paper/create', {
      title: 'Colleague paper',
      timeMinutes: 30,
      questionIds: [choice.id],
    })
  ).paperId;
  /** An exam of class A on the paper, open now for an hour. */
  const newExam = async (extra: object = {}) =>
    (
      await ok<{ examIds: number[] }>(teacherA, '/openApi/teacher/exam/create', {
        paperId,
        classIds: [classA.id],
        title: 'Unit 3 trade terms',
        opensAt: new Date(Date.now() - 60_000).toISOString(),
        closesAt: inAnHour(),
        timeLimitMinutes: 30,
        ...extra,
      })
    ).examIds[0] as number;
  const examId = await newExam();
  /** Student A's running attempt of a new exam, and of a finished one with a Q&A answer to grade. */
  const startExam = async (id: number) =>
    (await ok<TExamSheet>(studentA, '/openApi/student/exam/start', { examId: id, device: 'walk' })).attemptId;
  const examAttempt = await startExam(examId);
  const finishedExam = await newExam();
  const finishedExamAttempt = await startExam(finishedExam);
  await ok(studentA, '/openApi/student/exam/save', {
    attemptId: finishedExamAttempt,
    questionId: qa.id,
    answer: { stu_answer: 'A bank promise.' },
    seq: 1,
  });
  await ok(studentA, '/openApi/student/exam/submit', { attemptId: finishedExamAttempt });
  const faceExam = await newExam({ faceCheck: true });

  /** A task of teacher A published to class A; student A has started and submitted it. */
  const newTask = async () =>
    (
      await ok<{ taskId: number }>(teacherA, '/openApi/teacher/task/create', {
        title: 'Write a counter-offer letter',
        taskType: 'writing',
        uploadRule: 'optional',
        fileGroups: ['document'],
        maxFileMb: 1,
        fullMark: 100,
        deadline: inAnHour(),
        classIds: [classA.id],
      })
    ).taskId;
  const taskId = await newTask();
  await ok(studentA, '/openApi/student/task/start', { taskId, classId: classA.id });
  await ok(studentA, '/openApi/student/task/submit', { taskId, classId: classA.id, text: 'Dear Mr Lee, …' });
  const openTaskId = await newTask();

  /** A live online lesson of class A with a question open. */
  const newLesson = async (klass = classA.id) =>
    (await ok<TOnlineLessonDetail>(teacherA, '/openApi/teacher/onlineLesson/start', { classId: klass, title: 'Walk' }))
      .lessonId;
  const lessonId = await newLesson();
  const lessonQuestion = await ok<{ questionId: number }>(teacherA, '/openApi/teacher/onlineLesson/pushQuestion', {
    lessonId,
    title: 'Which term includes insurance?',
    options: ['FOB', 'CIF'],
    correct: [1],
  });

  // Student A's message, favourite word and face photo; teacher A's knowledge point and media.
  const [message] = await t.db
    .insert(messages)
    .values({
      userId: studentA.id,
      type: 'system',
      title: { cn: '通知', en: 'Notice' },
      content: { cn: '内容', en: 'Text' },
    })
    .returning({ id: messages.id });
  const favourite = await ok<{ id: number }>(studentA, '/openApi/overall/insertWordBoot', { wordContent: 'invoice' });
  const facePath = await storage.save(Buffer.from('face'), 'jpg', { private: true });
  await t.db.insert(userFaces).values({ userId: studentA.id, filePath: facePath });
  const newKnowledge = async () =>
    (
      await ok<{ id: number }>(teacherA, '/openApi/else/knowledge/updateOrInsertKnowledge', {
        category: 'Trade',
        title: 'Letter of credit',
        content: [{ content: 'A bank promise of payment.' }],
      })
    ).id;
  const knowledgeId = await newKnowledge();
  /** A new class of teacher A (calls that close, fill or empty one). */
  const newClass = async (studentIds: number[] = []) =>
    (await buildClass(t.db, { schoolId: school1.id, teacherId: teacherA.id, courseId: course.id, studentIds })).id;
  const fileUrl = await storage.save(PDF, 'pdf');
  const [media] = await t.db
    .insert(multimediaResources)
    .values({
      schoolId: school1.id,
      ownerId: teacherA.id,
      title: 'Price list',
      fileUrl,
      audioDuration: 3,
      resourceFileName: 'price.mp3',
      resourceMultiName: 'price',
    })
    .returning({ id: multimediaResources.id });

  return {
    t,
    school1,
    school2,
    people: { teacherA, managerA, teacherB, studentA, classmate, studentB, teacherC, managerC, studentC },
    classA,
    classB,
    classC,
    course,
    activityId,
    bank,
    oral,
    foreignTraining,
    choice,
    qa,
    submittedAttempt,
    draftAttempt,
    oralAttempt,
    paperId,
    paperB,
    examId,
    examAttempt,
    finishedExam,
    finishedExamAttempt,
    faceExam,
    taskId,
    openTaskId,
    lessonId,
    lessonQuestionId: lessonQuestion.questionId,
    messageId: message?.id ?? 0,
    favouriteId: favourite.id,
    facePath,
    knowledgeId,
    fileUrl,
    mediaId: media?.id ?? 0,
    ok,
    newPaper,
    newExam,
    startExam,
    newTask,
    newLesson,
    trainingAttempt,
    freshTrainingAttempt,
    newKnowledge,
    newClass,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** The person behind a caller of a case (undefined: signed out). */
export function personOf(w: World, owner: Owner, caller: Caller): Person | undefined {
  const p = w.people;
  switch (caller) {
    case 'owner':
      return owner === 'teacher' ? p.teacherA : owner === 'student' ? p.studentA : p.managerA;
    case 'teacherSameSchool':
      return p.teacherB;
    case 'managerSameSchool':
      return p.managerA;
    case 'teacherOtherSchool':
      return p.teacherC;
    case 'managerOtherSchool':
      return p.managerC;
    case 'studentOtherClass':
      return p.studentB;
    case 'classmate':
      return p.classmate;
    case 'signedOut':
      return undefined;
  }
}

/** The caller's own class (intruders that mix their own class with the owner's object). */
export function ownClassOf(w: World, owner: Owner, caller: Caller): number {
  switch (caller) {
    case 'owner':
    case 'classmate':
      return owner === 'manager' ? w.classB.id : w.classA.id;
    case 'teacherSameSchool':
    case 'studentOtherClass':
    case 'managerSameSchool':
      return w.classB.id;
    default:
      return w.classC.id;
  }
}
