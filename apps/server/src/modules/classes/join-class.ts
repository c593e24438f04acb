/**
 * A student joins a class by its code (part 1 §5: "class code must be correct"). A code of
 * another school answers exactly like a wrong one, so codes reveal nothing across schools.
 */
import type { TClassSummary } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { classes, classStudents } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { sendMessage } from '../messages/message-centre';
import { getVisibleClassSummary } from './class-queries';

export async function joinClassByCode(db: Db, student: SessionUser, classCode: string): Promise<TClassSummary> {
  const [found] = await db
    .select({ id: classes.id, status: classes.status, teacherId: classes.teacherId, name: classes.name })
    .from(classes)
    .where(and(eq(classes.classCode, classCode), eq(classes.schoolId, student.schoolId)))
    .limit(1);
  if (!found) throw new AppError(400, 'classCodeWrong', {}, 'classCode');
  if (found.status === 'closed') throw conflict('classClosed');
  const inserted = await db
    .insert(classStudents)
    .values({ classId: found.id, studentId: student.userId })
    .onConflictDoNothing()
    .returning({ classId: classStudents.classId });
  if (inserted.length === 0) throw conflict('classAlreadyJoined');
  await sendMessage(db, [found.teacherId], {
    type: 'class',
    title: { cn: `${student.name} 加入了班级`, en: `${student.name} joined your class` },
    content: {
      cn: `${student.name}（${student.mobile}）已通过班级码加入 ${found.name}。`,
      en: `${student.name} (${student.mobile}) joined ${found.name} with its class code.`,
    },
  });
  return getVisibleClassSummary(db, student, found.id);
}
