/**
 * Face data and exam face check calls (docs/api.md "Face check", docs/face-check.md): the
 * reference photo, the student's check before the start, and the invigilator's view and waiver.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZAddFaceRequest,
  ZBoardFace,
  ZCompareFaceRequest,
  ZFaceCheckOutcome,
  ZFaceCheckStatus,
  ZFaceDetail,
  ZFaceImage,
  ZFaceImageRequest,
  ZFaceReference,
  ZFaceStudentRequest,
  ZFaceWaiveRequest,
} from '../exam-face';
import { ZExamIdRequest } from '../exams';

const face = '/openApi/facialRecognition';

export const examFaceCalls = {
  addFace: defineContract({
    path: `${face}/addFace`,
    access: 'student',
    body: ZAddFaceRequest,
    response: z.object({ filePath: z.string() }),
  }),
  getFace: defineContract({ path: `${face}/getFace`, access: 'student', response: ZFaceReference }),
  /** A reference photo or a check's capture, for its student or a teacher of their class. */
  faceImage: defineContract({ path: `${face}/image`, access: 'user', body: ZFaceImageRequest, response: ZFaceImage }),
  compareFace: defineContract({
    path: `${face}/compareFace`,
    access: 'student',
    body: ZCompareFaceRequest,
    response: ZFaceCheckOutcome,
  }),
  faceCheckStatus: defineContract({
    path: `${face}/faceCheckStatus`,
    access: 'student',
    body: ZExamIdRequest,
    response: ZFaceCheckStatus,
  }),
  faceDetail: defineContract({
    path: '/openApi/teacher/exam/faceDetail',
    access: 'teacher',
    body: ZFaceStudentRequest,
    response: ZFaceDetail,
  }),
  /** The student's board face state after the waiver. */
  faceWaive: defineContract({
    path: '/openApi/teacher/exam/faceWaive',
    access: 'teacher',
    body: ZFaceWaiveRequest,
    response: z.object({ studentId: z.number().int(), face: ZBoardFace }),
  }),
};
