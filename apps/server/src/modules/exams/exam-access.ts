/**
 * An exam's presented shape, the status of part 1 §4 as one pure function, and the exam clock.
 * Who may see or run an exam is exam-policy.ts.
 */
import type { TAttemptState, TExamClock, TExamStatus, TExamSummary } from '@lingua/contracts';
import type { examAttempts, examPapers, exams } from '../../db/schema';
import type { MessageKey } from '../../platform/messages';

export type ExamRow = typeof exams.$inferSelect;
export type PaperRow = typeof examPapers.$inferSelect;
export type ExamAttemptRow = typeof examAttempts.$inferSelect;

/** The app's clock; tests pass a controllable one (buildTestApp({ clock })). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** What a student hears when an ended attempt is used (start, sheet, save). */
export const ATTEMPT_STATE_MESSAGE: Record<string, MessageKey> = {
  submitted: 'examStatusSubmitted',
  autoSubmitted: 'examTimeUp',
  absent: 'examStatusAbsent',
  cheating: 'examStatusCheating',
};

/** Seconds after a deadline in which a save already on its way is still accepted. */
export const SAVE_GRACE_SECONDS = 10;
/** The auto-submit job waits a little longer than the save grace, so no accepted save lands after grading. */
export const AUTO_SUBMIT_AFTER_SECONDS = 15;

export interface ExamWithPaper {
  exam: ExamRow;
  paper: PaperRow;
  className: string;
}

export function presentExam({ exam, paper, className }: ExamWithPaper): TExamSummary {
  return {
    examId: exam.id,
    classId: exam.classId,
    className,
    paperId: exam.paperId,
    title: exam.title,
    mode: exam.mode === 1 ? 1 : 0,
    opensAt: exam.opensAt.toISOString(),
    closesAt: exam.closesAt.toISOString(),
    timeLimitMinutes: exam.timeLimitMinutes,
    maxAttempts: exam.maxAttempts,
    shuffle: exam.shuffle,
    showDetails: exam.showDetails,
    faceCheck: exam.faceCheck,
    published: exam.published,
    paused: exam.pausedAt !== null,
    signInEnded: exam.signInEndedAt !== null,
    closed: exam.closedAt !== null,
    questionCount: paper.questionCount,
    fullMark: paper.fullMark,
  };
}

const STATE_STATUS: Record<TAttemptState, TExamStatus> = {
  inProgress: 'inProgress',
  submitted: 'submitted',
  autoSubmitted: 'autoSubmitted',
  absent: 'absent',
  cheating: 'cheating',
};

/** Part 1 §4 for one student: from the exam and the student's latest attempt (or none). */
export function examStatus(exam: ExamRow, latest: { state: TAttemptState } | undefined, now: Date): TExamStatus {
  if (latest) {
    if (latest.state === 'inProgress') {
      if (exam.closedAt) return 'closed';
      return exam.pausedAt ? 'paused' : 'inProgress';
    }
    return STATE_STATUS[latest.state];
  }
  if (exam.closedAt) return 'closed';
  return now.getTime() > exam.closesAt.getTime() ? 'expired' : 'notStarted';
}

/** The clock the student's page shows: frozen at the pause while the exam is paused. */
export function examClock(exam: Pick<ExamRow, 'pausedAt'>, deadline: Date, now: Date): TExamClock {
  const reference = exam.pausedAt ?? now;
  return {
    now: now.toISOString(),
    deadline: deadline.toISOString(),
    remainingSeconds: Math.max(0, Math.round((deadline.getTime() - reference.getTime()) / 1000)),
    paused: exam.pausedAt !== null,
  };
}

/** Whether the entry window is open for a new attempt. */
export function isEntryOpen(exam: ExamRow, now: Date): boolean {
  const t = now.getTime();
  return (
    exam.closedAt === null && exam.signInEndedAt === null && t >= exam.opensAt.getTime() && t <= exam.closesAt.getTime()
  );
}
