/** Who may listen to a class's or a lesson's room: whoever may see the class (its lessons). */
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { getVisibleClassSummary } from '../classes/class-queries';
import { getVisibleLesson } from './lesson-queries';

const visible = async (check: () => Promise<unknown>) =>
  check().then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError) return false;
      throw error;
    },
  );

export function defineLessonRooms(db: Db, hub: RealtimeHub): void {
  hub.defineRoom('class', (user, id) => visible(() => getVisibleClassSummary(db, user, id)));
  hub.defineRoom('lesson', (user, id) => visible(() => getVisibleLesson(db, user, id)));
}
