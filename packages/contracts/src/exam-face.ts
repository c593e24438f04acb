/**
 * The exam face check (docs/face-check.md): the reference photo, a check against the camera, the
 * student's state before the start, and what the invigilator's board shows of it.
 */
import { z } from 'zod';
import { ZId } from './fields';

export const ZAddFaceRequest = z.object({
  /** A data URL of a JPEG or PNG camera capture. */
  image: z.string().max(2_000_000),
});
/** A stored face photo, by the path addFace, getFace or a check's entry gave. */
export const ZFaceImageRequest = z.object({ filePath: z.string().max(300) });
/** The reference photo's path; null before the student saved one. */
export const ZFaceReference = z.object({ filePath: z.string().nullable() });
export const ZFaceImage = z.object({ dataUrl: z.string() });

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

export const ZFaceCheckResult = z.object({
  passed: z.boolean(),
  /** Similarity 0-100 derived from the engine's distance (60 at the threshold); null without two faces. */
  score: z.number().nullable(),
  reason: z.enum(FaceCheckReasons),
  /** Failed checks of this exam so far, this one included. */
  failures: z.number().int(),
  /** Three or more failures: the page says to contact the invigilator. */
  contactInvigilator: z.boolean(),
  checkedAt: z.string(),
});
export type TFaceCheckResult = z.infer<typeof ZFaceCheckResult>;
/** compareFace's answer: the result and the sentence the page shows for it, in the reader's language. */
export const ZFaceCheckOutcome = ZFaceCheckResult.extend({ message: z.string() });
export type TFaceCheckOutcome = z.infer<typeof ZFaceCheckOutcome>;

export const ZFaceCheckStatus = z.object({
  examId: z.number().int(),
  hasReference: z.boolean(),
  /** A passed check in the last FACE_CHECK_VALID_MINUTES, or the invigilator's waiver: the start is open. */
  cleared: z.boolean(),
  waived: z.boolean(),
  failures: z.number().int(),
  contactInvigilator: z.boolean(),
});
export type TFaceCheckStatus = z.infer<typeof ZFaceCheckStatus>;

export const BoardFaceStates = ['notYet', 'passed', 'failed', 'waived'] as const;
export type TBoardFaceState = (typeof BoardFaceStates)[number];
export const ZBoardFace = z.object({
  state: z.enum(BoardFaceStates),
  failures: z.number().int(),
  lastScore: z.number().nullable(),
  lastAt: z.string().nullable(),
});
export type TBoardFace = z.infer<typeof ZBoardFace>;

export const ZFaceStudentRequest = z.object({ examId: ZId, studentId: ZId });
export const ZFaceWaiveRequest = ZFaceStudentRequest.extend({
  /** Required: the audit log says why the check was waived. */
  reason: z.string().trim().min(1).max(200),
});

export const ZFaceCheckEntry = z.object({
  at: z.string(),
  kind: z.enum(['check', 'waiver']),
  passed: z.boolean(),
  score: z.number().nullable(),
  /** A check's outcome (TFaceCheckReason) or a waiver's reason. */
  reason: z.string(),
  imagePath: z.string().nullable(),
  actorName: z.string().nullable(),
});
export type TFaceCheckEntry = z.infer<typeof ZFaceCheckEntry>;

export const ZFaceDetail = z.object({
  studentId: z.number().int(),
  name: z.string(),
  referencePath: z.string().nullable(),
  /** Newest first. */
  entries: z.array(ZFaceCheckEntry),
});
export type TFaceDetail = z.infer<typeof ZFaceDetail>;

/** Pushed to the student's user room (event `examFace`) when the invigilator waives the check. */
export interface TFaceWaivePush {
  examId: number;
  waived: true;
}
