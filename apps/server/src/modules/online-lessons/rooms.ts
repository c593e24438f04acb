/** Who may listen to a class's or a lesson's room: whoever may see the class (its lessons). */
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { getReadableClass } from '../classes/class-policy';
import { getReadableLesson } from './lesson-policy';

const visible = async (check: () => Promise<unknown>) =>
  check().then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError) return false;
      throw error;
    },
  );

export function defineLessonRooms(db: Db, hub: RealtimeHub): void {
  hub.defineRoom('class', (user, id) => visible(() => getReadableClass(db, user, id)));
  hub.defineRoom('lesson', (user, id) => visible(() => getReadableLesson(db, user, id)));
}
