import ExcelJS from 'exceljs';
import type { Caller, Intruder, Owner, World } from '../world';

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
export const MANAGER = 'a manager sees and runs the classes of their school';
export const CLASSMATE = 'a student of the class acts on their own place in it (their own answer, sign-in or view)';
export const SCHOOL_BANK = "the school's question bank is shared by its teachers";
export const SCHOOL_KNOWLEDGE = "the knowledge base is the school's, kept by all its teachers";
export const CATALOGUE = "courses are the platform's catalogue, open to every signed-in user";
export const FILES =
  'stored-file references: who owns a stored file is not recorded yet; which files a call may name, and who may fetch them, is the private-files work (issue 15 item 4)';
export const OWN_ROWS = "the call acts on the caller's own rows only; another's ids are ignored (checked: untouched)";

export const manager = { managerSameSchool: MANAGER };
export const classmate = { classmate: CLASSMATE };
export const everyTeacher = (why: string) => ({
  teacherSameSchool: why,
  managerSameSchool: why,
  teacherOtherSchool: why,
  managerOtherSchool: why,
});
export const everyone = (why: string) => ({ ...everyTeacher(why), studentOtherClass: why, classmate: why });

export const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
export const examTerms = () => ({
  title: 'Unit 3 trade terms',
  opensAt: new Date(Date.now() - 60_000).toISOString(),
  closesAt: inAnHour(),
  timeLimitMinutes: 30,
});
export const taskTerms = () => ({
  title: 'Write a counter-offer letter',
  taskType: 'writing',
  uploadRule: 'optional',
  fileGroups: ['document'],
  maxFileMb: 1,
  fullMark: 100,
  deadline: inAnHour(),
});

export async function rosterXlsx(): Promise<{ name: string; bytes: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(['手机号', '姓名']);
  sheet.addRow([`139${String(Date.now() % 1e8).padStart(8, '0')}`, '新同学']);
  return { name: 'roster.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The sign-in code of the lesson now (the teacher's screen shows it). */
export async function signInCode(w: World): Promise<string> {
  const r = await w.t.call<{ code: string }>(
    '/openApi/teacher/onlineLesson/signInCode',
    { lessonId: w.lessonId },
    { token: w.people.teacherA.token },
  );
  return r.body.data?.code ?? '';
}

export const T = '/openApi/teacher';
export const S = '/openApi/student';
