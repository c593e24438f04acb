/** Online exams: papers, exams and invigilation (teacher), the sitting (student), results. */
import {
  ResponseCode,
  ZAttemptIdRequest,
  ZCreateExamRequest,
  ZCreatePaperRequest,
  ZDifficulty,
  ZExamActionRequest,
  ZExamExportRequest,
  ZExamGradeRequest,
  ZExamIdRequest,
  ZExamListRequest,
  ZExamSaveRequest,
  ZFocusEventRequest,
  ZInvigilateRequest,
  ZPaperIdRequest,
  ZSetAccommodationRequest,
  ZStartExamRequest,
  ZUpdateExamRequest,
  ZUpdatePaperRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AdmissionGate } from '../../platform/admission';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { defineRoute, Notice } from '../../platform/route';
import { saveExamAnswer } from './answer-save';
import { getBoard } from './board';
import { type Clock, systemClock } from './exam-access';
import { createExam, examAction, invigilate, listAudit, listExams, setAccommodation } from './exam-admin';
import { deleteExam, updateExam } from './exam-editing';
import { defineExamRooms } from './exam-push';
import { examStatistics, exportExamScores } from './exam-stats';
import { deletePaper, getPaperDetail, updatePaper } from './paper-editing';
import { createPaper, listBankQuestions, listPapers, previewPaper } from './papers';
import { getExamAttemptReport, gradeExamAnswer, listResults } from './results';
import { examsElsewhere, getMySheet, listMyExams, recordFocus, startExam, submitExam } from './sitting';

/** Exam starts in flight at once in one instance before one more is refused (docs/operations.md). */
export const DEFAULT_EXAM_START_LIMIT = 64;

export function registerExamRoutes(
  app: FastifyInstance,
  db: Db,
  hub: RealtimeHub,
  clock: Clock = systemClock,
  startLimit = DEFAULT_EXAM_START_LIMIT,
): void {
  const startGate = new AdmissionGate(startLimit);
  const crowded = () => new AppError(ResponseCode.tooManyRequests, 'examTooManyTakers');
  defineExamRooms(db, hub);
  const T = '/openApi/teacher/exam/';
  const S = '/openApi/student/exam/';

  defineRoute(app, db, {
    path: `${T}bankQuestions`,
    access: 'teacher',
    body: z.object({ subjectType: z.number().int().optional(), difficulty: ZDifficulty.optional() }),
    handler: ({ user, body, ctx }) => listBankQuestions(db, user, body, ctx.language),
  });
  defineRoute(app, db, {
    path: `${T}paper/create`,
    access: 'teacher',
    body: ZCreatePaperRequest,
    handler: async ({ user, body }) => new Notice('examPaperCreated', await createPaper(db, user, body)),
  });
  defineRoute(app, db, {
    path: `${T}paper/list`,
    access: 'teacher',
    handler: ({ user }) => listPapers(db, user),
  });
  defineRoute(app, db, {
    path: `${T}paper/preview`,
    access: 'teacher',
    body: z.object({ paperId: z.number().int().positive(), variant: z.number().int().min(0).default(0) }),
    handler: ({ user, body }) => previewPaper(db, user, body.paperId, body.variant),
  });
  defineRoute(app, db, {
    path: `${T}paper/detail`,
    access: 'teacher',
    body: ZPaperIdRequest,
    handler: ({ user, body }) => getPaperDetail(db, user, body.paperId),
  });
  defineRoute(app, db, {
    path: `${T}paper/update`,
    access: 'teacher',
    body: ZUpdatePaperRequest,
    handler: async ({ user, body }) => new Notice('examPaperUpdated', await updatePaper(db, user, body)),
  });
  defineRoute(app, db, {
    path: `${T}paper/delete`,
    access: 'teacher',
    body: ZPaperIdRequest,
    handler: async ({ user, body }) => new Notice('examPaperDeleted', await deletePaper(db, user, body.paperId)),
  });
  defineRoute(app, db, {
    path: `${T}update`,
    access: 'teacher',
    body: ZUpdateExamRequest,
    handler: async ({ user, body }) => new Notice('examUpdated', await updateExam(db, hub, user, body)),
  });
  defineRoute(app, db, {
    path: `${T}delete`,
    access: 'teacher',
    body: ZExamIdRequest,
    handler: async ({ user, body }) => new Notice('examDeleted', await deleteExam(db, hub, user, body.examId, clock())),
  });
  defineRoute(app, db, {
    path: `${T}create`,
    access: 'teacher',
    body: ZCreateExamRequest,
    handler: async ({ user, body }) => new Notice('examCreated', await createExam(db, user, body)),
  });
  defineRoute(app, db, {
    path: `${T}list`,
    access: 'teacher',
    body: ZExamListRequest,
    handler: ({ user, body }) => listExams(db, user, body.classId),
  });
  defineRoute(app, db, {
    path: `${T}accommodation`,
    access: 'teacher',
    body: ZSetAccommodationRequest,
    handler: ({ user, body }) => setAccommodation(db, hub, user, body),
  });
  defineRoute(app, db, {
    path: `${T}board`,
    access: 'teacher',
    body: ZExamIdRequest,
    handler: ({ user, body }) => getBoard(db, user, body.examId, clock()),
  });
  defineRoute(app, db, {
    path: `${T}action`,
    access: 'teacher',
    body: ZExamActionRequest,
    handler: ({ user, body }) => examAction(db, hub, user, body, clock()),
  });
  defineRoute(app, db, {
    path: `${T}invigilate`,
    access: 'teacher',
    body: ZInvigilateRequest,
    handler: ({ user, body }) => invigilate(db, hub, user, body, clock()),
  });
  defineRoute(app, db, {
    path: `${T}audit`,
    access: 'teacher',
    body: ZExamIdRequest,
    handler: ({ user, body }) => listAudit(db, user, body.examId),
  });
  defineRoute(app, db, {
    path: `${T}results`,
    access: 'teacher',
    body: ZExamIdRequest,
    handler: ({ user, body }) => listResults(db, user, body.examId, clock()),
  });
  defineRoute(app, db, {
    path: `${T}grade`,
    access: 'teacher',
    body: ZExamGradeRequest,
    handler: ({ user, body }) => gradeExamAnswer(db, user, body),
  });
  defineRoute(app, db, {
    path: `${T}statistics`,
    access: 'teacher',
    body: ZExamIdRequest,
    handler: ({ user, body }) => examStatistics(db, user, body.examId),
  });
  defineRoute(app, db, {
    path: `${T}export`,
    access: 'teacher',
    body: ZExamExportRequest,
    handler: ({ user, body, ctx }) => exportExamScores(db, user, body, ctx.language),
  });
  // Both sides read a report: a teacher any attempt of their exams, a student only their own.
  defineRoute(app, db, {
    path: '/openApi/exam/report',
    access: 'user',
    body: ZAttemptIdRequest,
    handler: ({ user, body }) => getExamAttemptReport(db, user, body.attemptId, clock()),
  });

  defineRoute(app, db, {
    path: `${S}list`,
    access: 'student',
    body: ZExamListRequest,
    handler: ({ user, body }) => listMyExams(db, user, body.classId, clock()),
  });
  defineRoute(app, db, {
    path: `${S}elsewhere`,
    access: 'student',
    body: ZExamListRequest,
    handler: ({ user, body }) => examsElsewhere(db, user, body.classId, clock()),
  });
  defineRoute(app, db, {
    path: `${S}start`,
    access: 'student',
    body: ZStartExamRequest,
    handler: ({ user, body, ctx }) =>
      startGate.run(crowded, () =>
        startExam(db, hub, user, { examId: body.examId, device: body.device, address: ctx.ip }, clock()),
      ),
  });
  defineRoute(app, db, {
    path: `${S}sheet`,
    access: 'student',
    body: ZExamIdRequest,
    handler: ({ user, body }) => getMySheet(db, user, body.examId, clock()),
  });
  defineRoute(app, db, {
    path: `${S}save`,
    access: 'student',
    body: ZExamSaveRequest,
    handler: ({ user, body }) => saveExamAnswer(db, hub, user, body, clock()),
  });
  defineRoute(app, db, {
    path: `${S}submit`,
    access: 'student',
    body: ZAttemptIdRequest,
    handler: ({ user, body }) => submitExam(db, hub, user, body.attemptId, clock()),
  });
  defineRoute(app, db, {
    path: `${S}focus`,
    access: 'student',
    body: ZFocusEventRequest,
    handler: ({ user, body }) => recordFocus(db, hub, user, body),
  });
}
