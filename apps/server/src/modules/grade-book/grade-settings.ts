/**
 * A class's course-grade settings: the four weights (customization) beside the course settings'
 * score rule, which the grade shares with the training scores. Read by the class's teacher and
 * the school's manager; saved by them, recorded in the audit log.
 */
import type { TGradeSettings, TGradeWeights } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { classes } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableClass, getReadableClass } from '../classes/class-policy';

async function settingsOf(db: Db, classId: number, className: string): Promise<TGradeSettings> {
  const [row] = await db
    .select({ weights: classes.gradeWeights, scoreRule: classes.scoreRule })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!row) throw new Error('class vanished');
  return { classId, className, weights: row.weights, scoreRule: row.scoreRule };
}

export async function gradeSettings(db: Db, user: SessionUser, classId: number): Promise<TGradeSettings> {
  const klass = await getReadableClass(db, user, classId);
  return settingsOf(db, klass.classId, klass.className);
}

export async function saveGradeSettings(
  db: Db,
  user: SessionUser,
  body: { classId: number; weights: TGradeWeights; scoreRule: number },
): Promise<TGradeSettings> {
  const klass = await getChangeableClass(db, user, body.classId);
  return db.transaction(async (tx) => {
    const before = await settingsOf(tx as unknown as Db, klass.classId, klass.className);
    await tx
      .update(classes)
      .set({ gradeWeights: body.weights, scoreRule: body.scoreRule })
      .where(eq(classes.id, klass.classId));
    await recordAudit(tx, user, {
      action: 'class.gradeSettings',
      objectType: 'class',
      objectId: klass.classId,
      objectName: klass.className,
      before: { ...before.weights, scoreRule: before.scoreRule },
      after: { ...body.weights, scoreRule: body.scoreRule },
    });
    return { classId: klass.classId, className: klass.className, weights: body.weights, scoreRule: body.scoreRule };
  });
}
