/**
 * Realtime for exams: the student's page listens on its own `user:` room (state, lock, clock);
 * the invigilator's board on `exam:<id>` (a row patch per change, or null to refetch). The
 * database stays the truth; a lost push is repaired by the clients' refetch on reconnect.
 */
import type { TBoardRow, TExamPush } from '@lingua/contracts';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { getChangeableExam } from './exam-policy';

export const examRoom = (examId: number) => `exam:${examId}`;

export function defineExamRooms(db: Db, hub: RealtimeHub): void {
  // The board is for the exam's teachers (and the school's managers), never its students.
  hub.defineRoom('exam', async (user, id) => {
    if (user.userType === 2) return false;
    return getChangeableExam(db, user, id).then(
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

type BoardPatch = Partial<TBoardRow> & { studentId: number };

/**
 * A patch of board rows (studentId plus the fields that changed), or null: refetch the board.
 * Every published event is a NOTIFY, and PostgreSQL serialises the commits of transactions that
 * notify (one lock on the notification queue), so a NOTIFY per answer save would cap saves at the
 * disk's commit rate. Patches therefore wait here up to BOARD_FLUSH_MS and go out as one event
 * per exam; actions (null) go at once.
 */
const BOARD_FLUSH_MS = 300;
const ROWS_PER_EVENT = 40;

/** One queue per hub (per app), so two apps in one process never mix their pushes. */
interface BoardQueue {
  rows: Map<number, Map<number, BoardPatch>>;
  timer: NodeJS.Timeout | undefined;
}
const queues = new WeakMap<RealtimeHub, BoardQueue>();

async function flushBoards(hub: RealtimeHub, queue: BoardQueue): Promise<void> {
  queue.timer = undefined;
  const batches = [...queue.rows.entries()];
  queue.rows.clear();
  for (const [examId, rows] of batches) {
    const list = [...rows.values()];
    for (let i = 0; i < list.length; i += ROWS_PER_EVENT)
      await hub.publish(examRoom(examId), 'board', list.slice(i, i + ROWS_PER_EVENT));
  }
}

export async function pushToBoard(hub: RealtimeHub, examId: number, patch: BoardPatch | null): Promise<void> {
  if (patch === null) {
    await hub.publish(examRoom(examId), 'board', null);
    return;
  }
  let queue = queues.get(hub);
  if (!queue) {
    queue = { rows: new Map(), timer: undefined };
    queues.set(hub, queue);
  }
  const rows = queue.rows.get(examId) ?? new Map<number, BoardPatch>();
  rows.set(patch.studentId, { ...rows.get(patch.studentId), ...patch });
  queue.rows.set(examId, rows);
  if (!queue.timer) {
    const q = queue;
    q.timer = setTimeout(() => {
      flushBoards(hub, q).catch(() => undefined);
    }, BOARD_FLUSH_MS);
    q.timer.unref();
  }
}
