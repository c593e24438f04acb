/**
 * Realtime for exams: the student's page listens on its own `user:` room (state, lock, clock);
 * the invigilator's board on `exam:<id>` (a row patch per change, or null to refetch). The
 * database stays the truth; a lost push is repaired by the clients' refetch on reconnect.
 */
import type { TBoardRow, TExamPush } from '@lingua/contracts';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { getVisibleExam } from './exam-access';

export const examRoom = (examId: number) => `exam:${examId}`;

export function defineExamRooms(db: Db, hub: RealtimeHub): void {
  // The board is for the exam's teachers (and the school's managers), never its students.
  hub.defineRoom('exam', async (user, id) => {
    if (user.userType === 2) return false;
    return getVisibleExam(db, user, id).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
  });
}

export async function pushToStudent(hub: RealtimeHub, studentId: number, push: TExamPush): Promise<void> {
  await hub.publish(`user:${studentId}`, 'exam', push);
}

/** A patch of one board row (studentId plus the fields that changed), or null: refetch the board. */
export async function pushToBoard(
  hub: RealtimeHub,
  examId: number,
  patch: (Partial<TBoardRow> & { studentId: number }) | null,
): Promise<void> {
  await hub.publish(examRoom(examId), 'board', patch);
}
