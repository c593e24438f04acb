/**
 * The authorization walk's table: for every call whose body names an object (id-fields.ts), how
 * to make a body that names teacher A's or student A's object, and which non-owners may make the
 * call and why. A call with neither a case here nor an exemption in EXEMPT fails the walk, so a
 * new route cannot be missed. The body is built once per call (per caller), so a case whose call
 * ends or removes its object makes a fresh one each time.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { trainingQuestions } from '../../db/schema';
import { PDF } from '../fixtures/tasks';
import { spoken } from '../speaking';
import { type Caller, type Intruder, type Owner, ownClassOf, type World } from './world';

export type Body = Record<string, unknown>;

export interface WalkCase {
  /** What the case tries, when a route has several. */
  name?: string;
  owner: Owner;
  body: (w: World, caller: Caller) => Body | Promise<Body>;
  /** A multipart call: the body's fields, then this file. */
  file?: () => { name: string; bytes: Buffer } | Promise<{ name: string; bytes: Buffer }>;
  /** Non-owners who may legitimately make the call, each with the reason. */
  allow?: Partial<Record<Intruder, string>>;
  /**
   * 'denied': the owner names something that is not theirs (a student of another class, a
   * colleague's paper) and must be refused like an intruder.
   */
  ownerExpect?: 'denied';
  /**
   * Calls that act only on the caller's own rows (a list of message ids): after the intruders, the
   * owner's object must be as it was. Answers what changed, or nothing.
   */
  intact?: (w: World) => Promise<string | undefined>;
  /** Why the call's stored-file fields (URLs of /files/) are not walked here. */
  fileFields?: string;
}

// Reasons, written once.
const MANAGER = 'a manager sees and runs the classes of their school';
const CLASSMATE = 'a student of the class acts on their own place in it (their own answer, sign-in or view)';
const SCHOOL_BANK = "the school's question bank is shared by its teachers";
const SCHOOL_KNOWLEDGE = "the knowledge base is the school's, kept by all its teachers";
const CATALOGUE = "courses are the platform's catalogue, open to every signed-in user";
const FILES =
  'stored-file references: who owns a stored file is not recorded yet; which files a call may name, and who may fetch them, is the private-files work (issue 15 item 4)';
const OWN_ROWS = "the call acts on the caller's own rows only; another's ids are ignored (checked: untouched)";

const manager = { managerSameSchool: MANAGER };
const classmate = { classmate: CLASSMATE };
const everyTeacher = (why: string) => ({
  teacherSameSchool: why,
  managerSameSchool: why,
  teacherOtherSchool: why,
  managerOtherSchool: why,
});
const everyone = (why: string) => ({ ...everyTeacher(why), studentOtherClass: why, classmate: why });

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const examTerms = () => ({
  title: 'Unit 3 trade terms',
  opensAt: new Date(Date.now() - 60_000).toISOString(),
  closesAt: inAnHour(),
  timeLimitMinutes: 30,
});
const taskTerms = () => ({
  title: 'Write a counter-offer letter',
  taskType: 'writing',
  uploadRule: 'optional',
  fileGroups: ['document'],
  maxFileMb: 1,
  fullMark: 100,
  deadline: inAnHour(),
});

async function rosterXlsx(): Promise<{ name: string; bytes: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(['手机号', '姓名']);
  sheet.addRow([`139${String(Date.now() % 1e8).padStart(8, '0')}`, '新同学']);
  return { name: 'roster.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The sign-in code of the lesson now (the teacher's screen shows it). */
async function signInCode(w: World): Promise<string> {
  const r = await w.t.call<{ code: string }>(
    '/openApi/teacher/onlineLesson/signInCode',
    { lessonId: w.lessonId },
    { token: w.people.teacherA.token },
  );
  return r.body.data?.code ?? '';
}

const T = '/openApi/teacher';
const S = '/openApi/student';

export const CASES: Record<string, WalkCase[]> = {
  // Messages
  '/openApi/messageCenter/messageSettingRead': [
    {
      owner: 'student',
      body: (w) => ({ messageIds: [w.messageId] }),
      allow: everyone(OWN_ROWS),
      intact: async (w) => {
        const r = await w.t.call<{ list: { messageId: number; isRead: boolean }[] }>(
          '/openApi/messageCenter/messageListPage',
          {},
          { token: w.people.studentA.token },
        );
        const mine = r.body.data?.list.find((m) => m.messageId === w.messageId);
        return !mine ? 'the message is gone' : mine.isRead ? 'the message was marked read' : undefined;
      },
    },
  ],
  '/openApi/messageCenter/messageDelete': [
    {
      owner: 'student',
      body: (w) => ({ messageIds: [w.messageId] }),
      allow: everyone(OWN_ROWS),
      intact: async (w) => {
        const r = await w.t.call<{ list: { messageId: number }[] }>(
          '/openApi/messageCenter/messageListPage',
          {},
          { token: w.people.studentA.token },
        );
        return r.body.data?.list.some((m) => m.messageId === w.messageId) ? undefined : 'the message was deleted';
      },
    },
  ],

  // Classes
  '/openApi/overall/updateDefaultSelect': [
    { owner: 'student', body: (w) => ({ code: 0, value: w.classA.id }), allow: { ...classmate, ...manager } },
  ],
  [`${S}/index/classInfo`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${T}/manage/class/classDetail`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/manage/class/createClass`]: [
    {
      owner: 'teacher',
      body: (w) => ({ className: 'Walk class', courseId: w.course.id }),
      allow: everyTeacher(CATALOGUE),
    },
  ],
  [`${T}/manage/class/renameClass`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, className: 'Renamed' }), allow: manager },
  ],
  [`${T}/manage/class/closeClass`]: [
    { owner: 'teacher', body: async (w) => ({ classId: await w.newClass() }), allow: manager },
  ],
  [`${T}/manage/class/regenerateClassCode`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager },
  ],
  [`${T}/manage/class/addStudent`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ classId: await w.newClass(), mobile: w.people.studentB.mobile }),
      allow: manager,
    },
  ],
  [`${T}/manage/class/removeStudent`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ classId: await w.newClass([w.people.studentB.id]), studentId: w.people.studentB.id }),
      allow: manager,
    },
  ],
  [`${T}/manage/class/importStudents`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id }), file: rosterXlsx, allow: manager },
  ],
  [`${T}/manage/class/exportStudents`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  '/openApi/dynExamTeacher/manage/school/teacherClassList': [
    { owner: 'manager', body: (w) => ({ userId: w.people.teacherA.id }) },
  ],

  // Courses
  [`${S}/index/lessonInfo`]: [
    { owner: 'student', body: (w) => ({ lessonId: w.course.id }), allow: everyone(CATALOGUE) },
  ],
  [`${S}/lesson/index/classLesson`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/lesson/index/startActivity`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, activityId: w.activityId }), allow: classmate },
  ],
  [`${S}/lesson/index/nextActivity`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: classmate },
  ],
  [`${T}/index/spokenProgress`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/index/markSpokenDone`]: [
    {
      owner: 'teacher',
      body: (w) => ({ classId: w.classA.id, studentId: w.people.studentA.id, activityId: w.activityId }),
      allow: manager,
    },
  ],
  [`${T}/index/lessonSet`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/index/updateHiddenStatus`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, isHidden: 0 }), allow: manager },
  ],
  [`${T}/index/updateLessonSet`]: [
    {
      owner: 'teacher',
      body: (w) => ({ classId: w.classA.id, stepUnlockOrder: 0, scoreRule: 0, scoreDisplay: 0 }),
      allow: manager,
    },
  ],
  [`${T}/index/updateLessonStatus`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, lessonStatus: 'open' }), allow: manager },
  ],

  // Teaching tasks
  [`${T}/task/create`]: [
    { owner: 'teacher', body: (w) => ({ ...taskTerms(), classIds: [w.classA.id] }), allow: manager, fileFields: FILES },
  ],
  [`${T}/task/detail`]: [{ owner: 'teacher', body: (w) => ({ taskId: w.taskId }), allow: manager }],
  [`${T}/task/update`]: [
    { owner: 'teacher', body: (w) => ({ ...taskTerms(), taskId: w.taskId }), allow: manager, fileFields: FILES },
  ],
  [`${T}/task/delete`]: [
    { owner: 'teacher', body: async (w) => ({ taskId: await w.newTask(), classId: w.classA.id }), allow: manager },
  ],
  [`${T}/task/list`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/task/stuProcess`]: [
    { owner: 'teacher', body: (w) => ({ taskId: w.taskId, classId: w.classA.id }), allow: manager },
    {
      name: 'a class the task was not published to',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ taskId: w.taskId, classId: w.classB.id }),
    },
  ],
  [`${T}/task/answerDetail`]: [
    {
      owner: 'teacher',
      body: (w) => ({ taskId: w.taskId, classId: w.classA.id, studentId: w.people.studentA.id }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ taskId: w.taskId, classId: w.classA.id, studentId: w.people.studentB.id }),
    },
  ],
  [`${T}/task/rate`]: [
    {
      owner: 'teacher',
      body: (w) => ({
        taskId: w.taskId,
        classId: w.classA.id,
        studentId: w.people.studentA.id,
        score: 90,
        comment: 'Good',
      }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({
        taskId: w.taskId,
        classId: w.classA.id,
        studentId: w.people.studentB.id,
        score: 90,
        comment: 'Good',
      }),
    },
  ],
  [`${S}/task/list`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/task/detail`]: [
    { owner: 'student', body: (w) => ({ taskId: w.taskId, classId: w.classA.id }), allow: classmate },
    {
      name: "with the caller's own class",
      owner: 'student',
      body: (w, caller) => ({ taskId: w.taskId, classId: ownClassOf(w, 'student', caller) }),
      allow: classmate,
    },
  ],
  [`${S}/task/start`]: [
    { owner: 'student', body: (w) => ({ taskId: w.openTaskId, classId: w.classA.id }), allow: classmate },
  ],
  [`${S}/task/upload`]: [
    {
      owner: 'student',
      body: (w) => ({ taskId: w.openTaskId, classId: w.classA.id }),
      file: () => ({ name: 'answer.pdf', bytes: PDF }),
      allow: classmate,
    },
  ],
  [`${S}/task/submit`]: [
    {
      owner: 'student',
      body: (w) => ({ taskId: w.openTaskId, classId: w.classA.id, text: 'My answer' }),
      allow: classmate,
      fileFields: FILES,
    },
  ],
  [`${S}/task/saveDraft`]: [
    {
      owner: 'student',
      body: (w) => ({ taskId: w.openTaskId, classId: w.classA.id, text: 'Draft' }),
      allow: classmate,
      fileFields: FILES,
    },
  ],
  [`${S}/task/finishedReport`]: [
    { owner: 'student', body: (w) => ({ taskId: w.taskId, classId: w.classA.id }), allow: classmate },
  ],
  [`${S}/task/recall`]: [
    { owner: 'student', body: (w) => ({ taskId: w.taskId, classId: w.classA.id }), allow: classmate },
  ],

  // Trainings
  [`${S}/training/list`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/training/openActivity`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, activityId: w.activityId }), allow: classmate },
  ],
  [`${S}/training/answerSheet`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: classmate },
    {
      name: "with the caller's own class",
      owner: 'student',
      // The oral training is class A's alone (given by its teacher); the bank is also in the course.
      body: (w, caller) => ({ classId: ownClassOf(w, 'student', caller), trainingId: w.oral.id }),
      allow: classmate,
    },
  ],
  [`${S}/training/saveAnswer`]: [
    {
      owner: 'student',
      body: (w) => ({ attemptId: w.draftAttempt, questionId: w.choice.id, answer: { stu_answer: 'B' } }),
      fileFields: FILES,
    },
  ],
  [`${S}/training/media`]: [
    { owner: 'student', body: (w) => ({ attemptId: w.draftAttempt, index: 0, event: 'play' }) },
  ],
  [`${S}/training/submit`]: [
    { owner: 'student', body: async (w) => ({ attemptId: await w.freshTrainingAttempt(false) }) },
  ],
  [`${S}/training/recall`]: [
    { owner: 'student', body: async (w) => ({ attemptId: await w.freshTrainingAttempt(true) }) },
  ],
  [`${S}/training/history`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: classmate },
  ],
  '/openApi/training/report': [{ owner: 'student', body: (w) => ({ attemptId: w.submittedAttempt }), allow: manager }],
  [`${T}/training/classTrainings`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/training/setClassTraining`]: [
    {
      owner: 'teacher',
      body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id, isOpen: true, deadline: null }),
      allow: manager,
    },
    {
      name: "another school's training",
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ classId: w.classA.id, trainingId: w.foreignTraining.id, isOpen: true, deadline: null }),
    },
  ],
  [`${T}/training/students`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id, trainingId: w.bank.id }), allow: manager },
  ],
  [`${T}/training/grade`]: [
    {
      owner: 'teacher',
      body: (w) => ({ attemptId: w.submittedAttempt, questionId: w.qa.id, score: 8, comment: 'Clear' }),
      allow: manager,
    },
  ],
  [`${T}/training/exportScores`]: [
    {
      owner: 'teacher',
      body: (w) => ({ classId: w.classA.id, trainingIds: [w.bank.id], scoreType: 0 }),
      allow: manager,
    },
  ],
  [`${T}/training/exportBank`]: [
    {
      owner: 'teacher',
      body: (w) => ({ trainingId: w.bank.id, format: 'gift' }),
      allow: { teacherSameSchool: SCHOOL_BANK, managerSameSchool: SCHOOL_BANK },
    },
  ],

  // Speaking
  [`${S}/speaking/record`]: [
    {
      owner: 'student',
      body: (w) => ({ attemptId: w.oralAttempt, questionId: w.oral.questions[0]?.id ?? 0 }),
      file: () => ({ name: 'r.webm', bytes: spoken('We would like to confirm the delivery date.') }),
    },
  ],
  [`${S}/speaking/recordings`]: [{ owner: 'student', body: (w) => ({ attemptId: w.oralAttempt }) }],
  [`${S}/speaking/weakItems`]: [
    { owner: 'student', body: (w) => ({ classId: w.classA.id, level: 'sentence' }), allow: classmate },
  ],
  '/openApi/speaking/lineAudio': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id, trainingId: w.oral.id, questionId: w.oral.questions[0]?.id ?? 0, line: 0 }),
      allow: { ...classmate, ...manager },
    },
  ],
  '/openApi/speaking/preview': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id, trainingId: w.oral.id }),
      allow: { ...classmate, ...manager },
    },
    {
      name: "with the caller's own class",
      owner: 'student',
      body: (w, caller) => ({ classId: ownClassOf(w, 'student', caller), trainingId: w.oral.id }),
      allow: classmate,
    },
  ],
  '/openApi/speaking/dubList': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id, trainingId: w.oral.id }),
      allow: { ...classmate, ...manager },
    },
  ],
  '/openApi/speaking/rank': [
    {
      owner: 'student',
      body: (w) => ({ classId: w.classA.id, trainingId: w.oral.id }),
      allow: { ...classmate, ...manager },
    },
  ],

  // Teacher assistant
  '/openApi/resourceManage/multimedia/add': [
    {
      owner: 'teacher',
      body: (w) => ({
        id: w.mediaId,
        title: 'Price list',
        fileUrl: w.fileUrl,
        audioDuration: 3,
        resourceFileName: 'price.mp3',
        resourceMultiName: 'price',
      }),
      fileFields: FILES,
    },
  ],
  '/openApi/overall/deleteWordBoot': [{ owner: 'student', body: (w) => ({ id: w.favouriteId }) }],
  '/openApi/else/knowledge/updateOrInsertKnowledge': [
    {
      owner: 'teacher',
      body: (w) => ({ id: w.knowledgeId, category: 'Trade', title: 'L/C', content: [{ content: 'A bank promise.' }] }),
      allow: { teacherSameSchool: SCHOOL_KNOWLEDGE, managerSameSchool: SCHOOL_KNOWLEDGE },
    },
  ],
  '/openApi/else/knowledge/deleteKnowledge': [
    {
      owner: 'teacher',
      body: async (w) => ({ id: await w.newKnowledge() }),
      allow: { teacherSameSchool: SCHOOL_KNOWLEDGE, managerSameSchool: SCHOOL_KNOWLEDGE },
    },
  ],
  '/openApi/else/knowledge/submitQuiz': [
    {
      owner: 'teacher',
      body: (w) => ({ answers: [{ id: w.knowledgeId, stu_answer: 'Letter of credit' }] }),
      allow: { teacherSameSchool: SCHOOL_KNOWLEDGE, managerSameSchool: SCHOOL_KNOWLEDGE },
    },
  ],

  // Online exams: papers
  [`${T}/exam/paper/create`]: [
    {
      owner: 'teacher',
      body: (w) => ({ title: 'Walk paper', timeMinutes: 20, questionIds: [w.choice.id, w.qa.id] }),
      allow: { teacherSameSchool: SCHOOL_BANK, managerSameSchool: SCHOOL_BANK },
    },
    {
      name: "another school's questions",
      owner: 'teacher',
      ownerExpect: 'denied',
      body: async (w) => {
        const [question] = await w.t.db
          .select({ id: trainingQuestions.id })
          .from(trainingQuestions)
          .where(eq(trainingQuestions.trainingId, w.foreignTraining.id));
        return { title: 'Walk paper', timeMinutes: 20, questionIds: [question?.id ?? 0] };
      },
      allow: {
        teacherOtherSchool: "the other school's own question bank",
        managerOtherSchool: "the other school's own question bank",
      },
    },
  ],
  [`${T}/exam/paper/preview`]: [{ owner: 'teacher', body: (w) => ({ paperId: w.paperId }), allow: manager }],
  [`${T}/exam/paper/detail`]: [{ owner: 'teacher', body: (w) => ({ paperId: w.paperId }), allow: manager }],
  [`${T}/exam/paper/update`]: [
    {
      owner: 'teacher',
      body: (w) => ({
        paperId: w.paperId,
        title: 'Trade terms test',
        timeMinutes: 30,
        questionIds: w.bank.questions.map((q) => q.id),
      }),
      allow: manager,
    },
  ],
  [`${T}/exam/paper/delete`]: [
    { owner: 'teacher', body: async (w) => ({ paperId: await w.newPaper() }), allow: manager },
  ],

  // Online exams: exams and invigilation
  [`${T}/exam/create`]: [
    {
      owner: 'teacher',
      body: (w) => ({ ...examTerms(), paperId: w.paperId, classIds: [w.classA.id] }),
      allow: manager,
    },
    {
      name: "the owner's paper for the caller's own class",
      owner: 'teacher',
      body: (w, caller) => ({ ...examTerms(), paperId: w.paperId, classIds: [ownClassOf(w, 'teacher', caller)] }),
      allow: manager,
    },
    {
      name: 'an accommodation for a student of another school',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({
        ...examTerms(),
        paperId: w.paperId,
        classIds: [w.classA.id],
        accommodations: [{ studentId: w.people.studentC.id, extraMinutes: 10 }],
      }),
    },
  ],
  [`${T}/exam/update`]: [
    {
      owner: 'teacher',
      body: (w) => ({ ...examTerms(), examId: w.examId, paperId: w.paperId }),
      allow: manager,
    },
    {
      name: "a colleague's paper",
      owner: 'teacher',
      ownerExpect: 'denied',
      body: async (w) => ({ ...examTerms(), examId: await w.newExam(), paperId: w.paperB }),
      allow: { managerSameSchool: "a manager reads the school's papers, so may give one to a class" },
    },
  ],
  [`${T}/exam/delete`]: [{ owner: 'teacher', body: async (w) => ({ examId: await w.newExam() }), allow: manager }],
  [`${T}/exam/list`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/exam/accommodation`]: [
    {
      owner: 'teacher',
      body: (w) => ({ examId: w.examId, studentId: w.people.studentA.id, extraMinutes: 5 }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ examId: w.examId, studentId: w.people.studentB.id, extraMinutes: 5 }),
    },
  ],
  [`${T}/exam/board`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId }), allow: manager }],
  [`${T}/exam/action`]: [
    { owner: 'teacher', body: (w) => ({ examId: w.examId, action: 'showDetails' }), allow: manager },
  ],
  [`${T}/exam/invigilate`]: [
    {
      owner: 'teacher',
      body: (w) => ({ examId: w.examId, studentId: w.people.studentA.id, action: 'unlock' }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ examId: w.examId, studentId: w.people.studentB.id, action: 'unlock' }),
    },
  ],
  [`${T}/exam/audit`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId }), allow: manager }],
  [`${T}/exam/results`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId }), allow: manager }],
  [`${T}/exam/grade`]: [
    {
      owner: 'teacher',
      body: (w) => ({ attemptId: w.finishedExamAttempt, questionId: w.qa.id, score: 5, comment: 'Fair' }),
      allow: manager,
    },
    {
      name: 'a question of another paper',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: async (w) => {
        const [question] = await w.t.db
          .select({ id: trainingQuestions.id })
          .from(trainingQuestions)
          .where(eq(trainingQuestions.trainingId, w.oral.id));
        return { attemptId: w.finishedExamAttempt, questionId: question?.id ?? 0, score: 5, comment: 'Fair' };
      },
    },
  ],
  [`${T}/exam/statistics`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId }), allow: manager }],
  [`${T}/exam/export`]: [{ owner: 'teacher', body: (w) => ({ examId: w.examId, scoreType: 0 }), allow: manager }],
  '/openApi/exam/report': [{ owner: 'student', body: (w) => ({ attemptId: w.finishedExamAttempt }), allow: manager }],

  // Online exams: the sitting
  [`${S}/exam/list`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/exam/elsewhere`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/exam/start`]: [{ owner: 'student', body: (w) => ({ examId: w.examId, device: 'walk' }), allow: classmate }],
  [`${S}/exam/sheet`]: [{ owner: 'student', body: (w) => ({ examId: w.examId }), allow: classmate }],
  [`${S}/exam/save`]: [
    {
      owner: 'student',
      body: (w) => ({ attemptId: w.examAttempt, questionId: w.choice.id, answer: { stu_answer: 'B' }, seq: 2 }),
      fileFields: FILES,
    },
  ],
  [`${S}/exam/submit`]: [
    { owner: 'student', body: async (w) => ({ attemptId: await w.startExam(await w.newExam()) }) },
  ],
  [`${S}/exam/focus`]: [{ owner: 'student', body: (w) => ({ attemptId: w.examAttempt, kind: 'blur' }) }],

  // Face check
  '/openApi/facialRecognition/image': [
    { owner: 'student', body: (w) => ({ filePath: w.facePath }), allow: manager, fileFields: 'walked' },
  ],
  '/openApi/facialRecognition/compareFace': [
    // An exam without the face check: the owner hears 409 before any engine runs.
    { owner: 'student', body: (w) => ({ examId: w.examId, image: 'data:image/jpeg;base64,AAAA' }), allow: classmate },
  ],
  '/openApi/facialRecognition/faceCheckStatus': [
    { owner: 'student', body: (w) => ({ examId: w.faceExam }), allow: classmate },
  ],
  [`${T}/exam/faceDetail`]: [
    { owner: 'teacher', body: (w) => ({ examId: w.faceExam, studentId: w.people.studentA.id }), allow: manager },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ examId: w.faceExam, studentId: w.people.studentB.id }),
    },
  ],
  [`${T}/exam/faceWaive`]: [
    {
      owner: 'teacher',
      body: (w) => ({ examId: w.faceExam, studentId: w.people.studentA.id, reason: 'Camera broken' }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ examId: w.faceExam, studentId: w.people.studentB.id, reason: 'Camera broken' }),
    },
  ],

  // Online classroom
  [`${T}/onlineLesson/list`]: [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  [`${T}/onlineLesson/start`]: [
    { owner: 'teacher', body: async (w) => ({ classId: await w.newClass(), title: 'Walk' }), allow: manager },
  ],
  [`${T}/onlineLesson/detail`]: [{ owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager }],
  [`${T}/onlineLesson/signInCode`]: [{ owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager }],
  [`${T}/onlineLesson/setSignInMode`]: [
    { owner: 'teacher', body: (w) => ({ lessonId: w.lessonId, signInMode: 'rotating' }), allow: manager },
  ],
  [`${T}/onlineLesson/endSignIn`]: [
    { owner: 'teacher', body: async (w) => ({ lessonId: await w.newLesson(await w.newClass()) }), allow: manager },
  ],
  [`${T}/onlineLesson/end`]: [
    { owner: 'teacher', body: async (w) => ({ lessonId: await w.newLesson(await w.newClass()) }), allow: manager },
  ],
  [`${T}/onlineLesson/rollCall`]: [{ owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager }],
  [`${T}/onlineLesson/pushQuestion`]: [
    {
      owner: 'teacher',
      body: (w) => ({ lessonId: w.lessonId, title: 'Pick one', options: ['Yes', 'No'] }),
      allow: manager,
    },
  ],
  [`${T}/onlineLesson/closeQuestion`]: [
    {
      owner: 'teacher',
      body: async (w) => {
        const pushed = await w.ok<{ questionId: number }>(w.people.teacherA, `${T}/onlineLesson/pushQuestion`, {
          lessonId: w.lessonId,
          title: 'Pick one',
          options: ['Yes', 'No'],
        });
        return { lessonId: w.lessonId, questionId: pushed.questionId };
      },
      allow: manager,
    },
    {
      name: "another lesson's question",
      owner: 'teacher',
      ownerExpect: 'denied',
      body: async (w) => {
        const other = await w.newLesson(await w.newClass());
        const pushed = await w.ok<{ questionId: number }>(w.people.teacherA, `${T}/onlineLesson/pushQuestion`, {
          lessonId: other,
          title: 'Pick one',
          options: ['Yes', 'No'],
        });
        return { lessonId: w.lessonId, questionId: pushed.questionId };
      },
    },
  ],
  [`${T}/onlineLesson/mark`]: [
    {
      owner: 'teacher',
      body: (w) => ({ lessonId: w.lessonId, studentId: w.people.studentA.id, status: 'present' }),
      allow: manager,
    },
    {
      name: 'a student of another class',
      owner: 'teacher',
      ownerExpect: 'denied',
      body: (w) => ({ lessonId: w.lessonId, studentId: w.people.studentB.id, status: 'present' }),
    },
  ],
  [`${T}/onlineLesson/bulkMark`]: [
    {
      owner: 'teacher',
      body: (w) => ({ lessonId: w.lessonId, status: 'present', studentIds: [w.people.studentA.id] }),
      allow: manager,
    },
  ],
  [`${T}/onlineLesson/analyse`]: [{ owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager }],
  [`${T}/onlineLesson/lessonScoreManage`]: [
    { owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager },
  ],
  '/openApi/overall/excelHelper/onlineLesson': [
    { owner: 'teacher', body: (w) => ({ lessonId: w.lessonId }), allow: manager },
  ],
  [`${S}/onlineLesson/list`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/onlineLesson/current`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
  [`${S}/onlineLesson/enter`]: [{ owner: 'student', body: (w) => ({ lessonId: w.lessonId }), allow: classmate }],
  [`${S}/onlineLesson/signIn`]: [
    {
      owner: 'student',
      body: async (w) => ({ lessonId: w.lessonId, code: await signInCode(w) }),
      allow: classmate,
    },
  ],
  [`${S}/onlineLesson/answer`]: [
    {
      owner: 'student',
      body: (w) => ({ lessonId: w.lessonId, questionId: w.lessonQuestionId, answer: [1] }),
      allow: classmate,
    },
  ],
  [`${S}/onlineLesson/analyse`]: [{ owner: 'student', body: (w) => ({ lessonId: w.lessonId }), allow: classmate }],
  [`${S}/onlineLesson/lessonScore`]: [{ owner: 'student', body: (w) => ({ classId: w.classA.id }), allow: classmate }],
};

/** Calls that name an object but need no walk, each with the reason. */
export const EXEMPT: Record<string, string> = {
  '/openApi/login/loginPageInfo':
    "public by design: a school's name and logo for its own sign-in page (/loginpage?id=), nothing else",
  '/openApi/overall/updateUserInfo': `changes only the caller's own profile; headImgUrl is a ${FILES}`,
};

/** A realtime room kind (hub.defineRoom): whose room `kind:id` the walk enters as every caller. */
export interface RoomCase {
  owner: Owner;
  id: (w: World) => number;
  allow?: Partial<Record<Intruder, string>>;
}

export const ROOM_CASES: Record<string, RoomCase> = {
  // Everything pushed to one person: their own room only.
  user: { owner: 'student', id: (w) => w.people.studentA.id },
  // A class's pushes (a lesson started): its students and staff.
  class: { owner: 'student', id: (w) => w.classA.id, allow: { ...classmate, ...manager } },
  lesson: { owner: 'student', id: (w) => w.lessonId, allow: { ...classmate, ...manager } },
  // The invigilation board: staff who run the exam, never its students.
  exam: { owner: 'teacher', id: (w) => w.examId, allow: manager },
};
