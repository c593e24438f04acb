/** The invigilator's board (testInvigilate): every student of the class with their latest attempt. */
import type { TBoardRow, TExamBoard } from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { classStudents, examAccommodations, examAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { examStatus, presentExam } from './exam-access';
import { getChangeableExam } from './exam-policy';
import { boardFaces } from './face-invigilation';

export async function getBoard(db: Db, teacher: SessionUser, examId: number, now: Date): Promise<TExamBoard> {
  const ew = await getChangeableExam(db, teacher, examId);
  const { exam } = ew;
  // Three flat reads, however many students: the board stays cheap while everyone saves.
  const students = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, exam.classId))
    .orderBy(asc(users.mobile));
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(eq(examAttempts.examId, exam.id))
    .orderBy(asc(examAttempts.attemptNo));
  const extras = await db.select().from(examAccommodations).where(eq(examAccommodations.examId, exam.id));
  const faces = exam.faceCheck ? await boardFaces(db, exam.id) : undefined;
  const latest = new Map<number, (typeof attempts)[number]>();
  for (const a of attempts) latest.set(a.studentId, a);
  const rows: TBoardRow[] = students.map((s) => {
    const a = latest.get(s.id);
    const extra = extras.find((e) => e.studentId === s.id);
    return {
      studentId: s.id,
      name: s.name,
      mobile: s.mobile,
      attemptId: a?.id ?? null,
      attemptNo: a?.attemptNo ?? 0,
      status: examStatus(exam, a, now),
      locked: a?.locked ?? false,
      answered: a?.answered ?? 0,
      questionCount: ew.paper.questionCount,
      lastSaveAt: a?.lastSaveAt?.toISOString() ?? null,
      startedAt: a?.startedAt?.toISOString() ?? null,
      deadline: a?.deadlineAt?.toISOString() ?? null,
      device: a?.device ?? '',
      address: a?.address ?? '',
      focusLosses: a?.focusLosses ?? 0,
      screenSwitches: a?.screenSwitches ?? 0,
      score: a?.score ?? null,
      extraMinutes: extra?.extraMinutes ?? 0,
      extraAttempts: extra?.extraAttempts ?? 0,
      face: faces ? (faces.get(s.id) ?? { state: 'notYet', failures: 0, lastScore: null, lastAt: null }) : null,
    };
  });
  return { exam: presentExam(ew), rows };
}
