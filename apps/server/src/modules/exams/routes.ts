/** Online exams: papers, exams and invigilation (teacher), the sitting (student), results. */
import { examCalls, ResponseCode } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import { AdmissionGate } from '../../platform/admission';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { defineRoute, Notice } from '../../platform/route';
import { saveExamAnswer } from './answer-save';
import { getBoard } from './board';
import { type Clock, systemClock } from './exam-access';
import { setAccommodation } from './exam-accommodation';
import { listAudit } from './exam-audit';
import { createExam } from './exam-create';
import { deleteExam, updateExam } from './exam-editing';
import { examAction, invigilate } from './exam-invigilation';
import { listExams } from './exam-list';
import { defineExamRooms } from './exam-push';
import { startExam } from './exam-start';
import { examStatistics, exportExamScores } from './exam-stats';
import { deletePaper, getPaperDetail, updatePaper } from './paper-editing';
import { createPaper, listBankQuestions, listPapers, previewPaper } from './papers';
import { getExamAttemptReport, gradeExamAnswer, listResults } from './results';
import { createSaveWriter, type SaveWriterOptions } from './save-batch';
import { examsElsewhere, getMySheet, listMyExams, recordFocus, submitExam } from './sitting';

/**
 * Exam starts in flight at once in one instance before one more is refused (docs/operations.md).
 * A refused student waits 1-3 s before the page tries again; an admitted one waits for those ahead
 * of it on the server's one thread, about 1.1 ms of CPU each (npm run exam:cost): 128 admitted
 * drain in about 140 ms, under the 200 ms a start may take, leaving the thread room for saves.
 */
export const DEFAULT_EXAM_START_LIMIT = 128;

export function registerExamRoutes(
  app: FastifyInstance,
  db: Db,
  hub: RealtimeHub,
  clock: Clock = systemClock,
  startLimit = DEFAULT_EXAM_START_LIMIT,
  saves: SaveWriterOptions = {},
): void {
  createSaveWriter(db, saves);
  const startGate = new AdmissionGate(startLimit);
  const crowded = () => new AppError(ResponseCode.tooManyRequests, 'examTooManyTakers');
  defineExamRooms(db, hub);

  defineRoute(app, db, examCalls.bankQuestions, ({ user, body, ctx }) =>
    listBankQuestions(db, user, body, ctx.language),
  );
  defineRoute(
    app,
    db,
    examCalls.createPaper,
    async ({ user, body }) => new Notice('examPaperCreated', await createPaper(db, user, body)),
  );
  defineRoute(app, db, examCalls.papers, ({ user }) => listPapers(db, user));
  defineRoute(app, db, examCalls.previewPaper, ({ user, body }) => previewPaper(db, user, body.paperId, body.variant));
  defineRoute(app, db, examCalls.paperDetail, ({ user, body }) => getPaperDetail(db, user, body.paperId));
  defineRoute(
    app,
    db,
    examCalls.updatePaper,
    async ({ user, body }) => new Notice('examPaperUpdated', await updatePaper(db, user, body)),
  );
  defineRoute(
    app,
    db,
    examCalls.deletePaper,
    async ({ user, body }) => new Notice('examPaperDeleted', await deletePaper(db, user, body.paperId)),
  );
  defineRoute(
    app,
    db,
    examCalls.update,
    async ({ user, body }) => new Notice('examUpdated', await updateExam(db, hub, user, body)),
  );
  defineRoute(
    app,
    db,
    examCalls.remove,
    async ({ user, body }) => new Notice('examDeleted', await deleteExam(db, hub, user, body.examId, clock())),
  );
  defineRoute(
    app,
    db,
    examCalls.create,
    async ({ user, body }) => new Notice('examCreated', await createExam(db, user, body)),
  );
  defineRoute(app, db, examCalls.list, ({ user, body }) => listExams(db, user, body.classId));
  defineRoute(app, db, examCalls.accommodation, ({ user, body }) => setAccommodation(db, hub, user, body));
  defineRoute(app, db, examCalls.board, ({ user, body }) => getBoard(db, user, body.examId, clock()));
  defineRoute(app, db, examCalls.action, ({ user, body }) => examAction(db, hub, user, body, clock()));
  defineRoute(app, db, examCalls.invigilate, ({ user, body }) => invigilate(db, hub, user, body, clock()));
  defineRoute(app, db, examCalls.audit, ({ user, body }) => listAudit(db, user, body.examId));
  defineRoute(app, db, examCalls.results, ({ user, body }) => listResults(db, user, body.examId, clock()));
  defineRoute(app, db, examCalls.grade, ({ user, body }) => gradeExamAnswer(db, user, body));
  defineRoute(app, db, examCalls.statistics, ({ user, body }) => examStatistics(db, user, body.examId));
  defineRoute(app, db, examCalls.exportScores, ({ user, body, ctx }) => exportExamScores(db, user, body, ctx.language));
  // Both sides read a report: a teacher any attempt of their exams, a student only their own.
  defineRoute(app, db, examCalls.report, ({ user, body }) => getExamAttemptReport(db, user, body.attemptId, clock()));

  defineRoute(app, db, examCalls.myExams, ({ user, body }) => listMyExams(db, user, body.classId, clock()));
  defineRoute(app, db, examCalls.elsewhere, ({ user, body }) => examsElsewhere(db, user, body.classId, clock()));
  defineRoute(app, db, examCalls.start, ({ user, body, ctx }) =>
    startGate.run(crowded, () =>
      startExam(db, hub, user, { examId: body.examId, device: body.device, address: ctx.ip }, clock()),
    ),
  );
  defineRoute(app, db, examCalls.sheet, ({ user, body }) => getMySheet(db, user, body.examId, clock()));
  defineRoute(app, db, examCalls.save, ({ user, body }) => saveExamAnswer(db, hub, user, body, clock()));
  defineRoute(app, db, examCalls.submit, ({ user, body }) => submitExam(db, hub, user, body.attemptId, clock()));
  defineRoute(app, db, examCalls.focus, ({ user, body }) => recordFocus(db, hub, user, body));
}
