/**
 * The exam face check, student side (docs/face-check.md): a camera capture compared with the
 * reference photo (compareFace), the state the page opens with (faceCheckStatus), and the gate
 * startExam asks (assertFaceCleared): a passed check in the last FACE_CHECK_VALID_MINUTES, or the
 * invigilator's waiver. Every check is stored with its capture, so the invigilator can look.
 */
import {
  FACE_CHECK_FAILURES_BEFORE_CONTACT,
  FACE_CHECK_MAX_PER_EXAM,
  FACE_CHECK_VALID_MINUTES,
  type TBoardFace,
  type TFaceCheckReason,
  type TFaceCheckResult,
  type TFaceCheckStatus,
  type TLanguageUse,
} from '@lingua/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { examFaceChecks, userFaces } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import { type MessageKey, translate } from '../../platform/messages';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { type FileStorage, withLocalFiles } from '../../platform/storage';
import { isEntryOpen } from './exam-access';
import { getReadableExam } from './exam-policy';
import { pushToBoard } from './exam-push';
import { parseImage, withFaceEngine } from './face';
import type { FaceEngine } from './face-engine';

export type FaceCheckRow = typeof examFaceChecks.$inferSelect;

export async function faceChecksOf(db: Db, examId: number, studentId: number): Promise<FaceCheckRow[]> {
  return db
    .select()
    .from(examFaceChecks)
    .where(and(eq(examFaceChecks.examId, examId), eq(examFaceChecks.studentId, studentId)))
    .orderBy(asc(examFaceChecks.at), asc(examFaceChecks.id));
}

/** What a student's checks and waivers add up to. */
export function faceState(rows: FaceCheckRow[], now: Date) {
  const checks = rows.filter((r) => r.kind === 'check');
  const waived = rows.some((r) => r.kind === 'waiver');
  const since = now.getTime() - FACE_CHECK_VALID_MINUTES * 60_000;
  const recentPass = checks.some((r) => r.passed && r.at.getTime() >= since);
  const failures = checks.filter((r) => !r.passed).length;
  return { checks: checks.length, failures, waived, cleared: waived || recentPass };
}

/** The board's cell: waived, passed (ever), failed N times, or not yet. */
export function boardFace(rows: FaceCheckRow[]): TBoardFace {
  const checks = rows.filter((r) => r.kind === 'check');
  const last = checks[checks.length - 1];
  const failures = checks.filter((r) => !r.passed).length;
  const state = rows.some((r) => r.kind === 'waiver')
    ? 'waived'
    : checks.some((r) => r.passed)
      ? 'passed'
      : failures > 0
        ? 'failed'
        : 'notYet';
  return { state, failures, lastScore: last?.score ?? null, lastAt: last?.at.toISOString() ?? null };
}

async function referenceOf(db: Db, studentId: number) {
  const [row] = await db.select().from(userFaces).where(eq(userFaces.userId, studentId));
  return row;
}

/** The face-check exam a student of its class may check for (404 for anyone else). */
async function faceExam(db: Db, student: SessionUser, examId: number) {
  const ew = await getReadableExam(db, student, examId);
  if (!ew.exam.faceCheck) throw conflict('examFaceNotRequired');
  return ew.exam;
}

export async function faceCheckStatus(
  db: Db,
  student: SessionUser,
  examId: number,
  now: Date,
): Promise<TFaceCheckStatus> {
  const exam = await faceExam(db, student, examId);
  const state = faceState(await faceChecksOf(db, exam.id, student.userId), now);
  return {
    examId: exam.id,
    hasReference: (await referenceOf(db, student.userId)) !== undefined,
    cleared: state.cleared,
    waived: state.waived,
    failures: state.failures,
    contactInvigilator: !state.cleared && state.failures >= FACE_CHECK_FAILURES_BEFORE_CONTACT,
  };
}

const REASON_MESSAGE: Record<TFaceCheckReason, MessageKey> = {
  passed: 'examFacePassed',
  mismatch: 'examFaceMismatch',
  noFace: 'examFaceNoFace',
  manyFaces: 'examFaceManyFaces',
  referenceNoFace: 'examFaceReferenceNoFace',
};

export async function compareFace(
  deps: { db: Db; hub: RealtimeHub; storage: FileStorage; engine: FaceEngine },
  student: SessionUser,
  body: { examId: number; image: string },
  now: Date,
  language: TLanguageUse,
): Promise<TFaceCheckResult & { message: string }> {
  const { db, storage, engine } = deps;
  const exam = await faceExam(db, student, body.examId);
  if (exam.closedAt) throw conflict('examPaperClosed');
  if (!isEntryOpen(exam, now)) throw conflict('examOutsideWindow');
  const reference = await referenceOf(db, student.userId);
  if (!reference) throw conflict('examFaceMissing');
  const before = faceState(await faceChecksOf(db, exam.id, student.userId), now);
  if (before.checks >= FACE_CHECK_MAX_PER_EXAM) throw conflict('examFaceTooManyChecks');
  const { bytes, extension } = parseImage(body.image);
  const imagePath = await storage.save(bytes, extension, { private: true });
  const found = await withLocalFiles(storage, [reference.filePath, imagePath], ([referenceFile = '', imageFile = '']) =>
    withFaceEngine(() => engine.compare(referenceFile, imageFile)),
  );
  let reason: TFaceCheckReason;
  if (found.faces === 0) reason = 'noFace';
  else if (found.faces > 1) reason = 'manyFaces';
  else if (found.referenceFaces === 0 || found.distance === null) reason = 'referenceNoFace';
  else reason = engine.isMatch(found.distance) ? 'passed' : 'mismatch';
  const passed = reason === 'passed';
  const score = found.distance === null ? null : engine.score(found.distance);
  await db.insert(examFaceChecks).values({
    examId: exam.id,
    schoolId: exam.schoolId,
    studentId: student.userId,
    kind: 'check',
    passed,
    distance: found.distance,
    score,
    reason,
    imagePath,
    at: now,
  });
  const rows = await faceChecksOf(db, exam.id, student.userId);
  await pushToBoard(deps.hub, exam.id, { studentId: student.userId, face: boardFace(rows) });
  const failures = before.failures + (passed ? 0 : 1);
  const contactInvigilator = !passed && failures >= FACE_CHECK_FAILURES_BEFORE_CONTACT;
  const outcome = translate(language, REASON_MESSAGE[reason]);
  const message = contactInvigilator
    ? `${outcome}${language === 'cn' ? '。' : ' '}${translate(language, 'examFaceContactInvigilator', { count: failures })}`
    : outcome;
  return { passed, score, reason, failures, contactInvigilator, checkedAt: now.toISOString(), message };
}

/** startExam's gate for an exam with face check. */
export async function assertFaceCleared(db: Db, examId: number, studentId: number, now: Date): Promise<void> {
  const state = faceState(await faceChecksOf(db, examId, studentId), now);
  // A waiver stands on its own: the invigilator has checked the student some other way.
  if (state.cleared) return;
  if (!(await referenceOf(db, studentId))) throw conflict('examFaceMissing');
  throw conflict('examFaceRequired', { minutes: FACE_CHECK_VALID_MINUTES });
}
