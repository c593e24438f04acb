/**
 * The exam face check (docs/face-check.md): the reference photo, a check against the camera, the
 * student's state before the start, and what the invigilator's board shows of it.
 */
import { z } from 'zod';

const ZId = z.number().int().positive();

export const ZAddFaceRequest = z.object({
  /** A data URL of a JPEG or PNG camera capture. */
  image: z.string().max(2_000_000),
});

// ---- Face check (docs/face-check.md) ----
/** A passed check lets the student start within this many minutes. */
export const FACE_CHECK_VALID_MINUTES = 15;
/** After this many failed checks the page tells the student to contact the invigilator. */
export const FACE_CHECK_FAILURES_BEFORE_CONTACT = 3;
/** Checks one student may run for one exam; beyond it only the invigilator's waiver helps. */
export const FACE_CHECK_MAX_PER_EXAM = 10;

export const ZCompareFaceRequest = z.object({
  examId: ZId,
  /** A data URL of a JPEG or PNG camera capture. */
  image: z.string().max(2_000_000),
});

export const FaceCheckReasons = ['passed', 'mismatch', 'noFace', 'manyFaces', 'referenceNoFace'] as const;
export type TFaceCheckReason = (typeof FaceCheckReasons)[number];

export interface TFaceCheckResult {
  passed: boolean;
  /** Similarity 0-100 derived from the engine's distance (60 at the threshold); null without two faces. */
  score: number | null;
  reason: TFaceCheckReason;
  /** Failed checks of this exam so far, this one included. */
  failures: number;
  /** Three or more failures: the page says to contact the invigilator. */
  contactInvigilator: boolean;
  checkedAt: string;
}

export interface TFaceCheckStatus {
  examId: number;
  hasReference: boolean;
  /** A passed check in the last FACE_CHECK_VALID_MINUTES, or the invigilator's waiver: the start is open. */
  cleared: boolean;
  waived: boolean;
  failures: number;
  contactInvigilator: boolean;
}

export const BoardFaceStates = ['notYet', 'passed', 'failed', 'waived'] as const;
export type TBoardFaceState = (typeof BoardFaceStates)[number];
export interface TBoardFace {
  state: TBoardFaceState;
  failures: number;
  lastScore: number | null;
  lastAt: string | null;
}

export const ZFaceStudentRequest = z.object({ examId: ZId, studentId: ZId });
export const ZFaceWaiveRequest = ZFaceStudentRequest.extend({
  /** Required: the audit log says why the check was waived. */
  reason: z.string().trim().min(1).max(200),
});

export interface TFaceCheckEntry {
  at: string;
  kind: 'check' | 'waiver';
  passed: boolean;
  score: number | null;
  /** A check's outcome (TFaceCheckReason) or a waiver's reason. */
  reason: string;
  imagePath: string | null;
  actorName: string | null;
}

export interface TFaceDetail {
  studentId: number;
  name: string;
  referencePath: string | null;
  /** Newest first. */
  entries: TFaceCheckEntry[];
}

/** Pushed to the student's user room (event `examFace`) when the invigilator waives the check. */
export interface TFaceWaivePush {
  examId: number;
  waived: true;
}
