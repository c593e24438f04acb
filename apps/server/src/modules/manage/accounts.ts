/**
 * The manager's powers over an account of the school (teacher or student): disable and enable it
 * (disabled, it cannot sign in and its sessions end at once), and reset its password to a
 * generated one that is answered once. Each change is in the audit log.
 */
import type { TAccountStatus, TInitialPassword } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { endSessions } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { resetPasswordOf } from '../users/reset-password';
import { getChangeablePerson } from './admin-policy';

export async function setUserStatus(db: Db, manager: SessionUser, userId: number, status: TAccountStatus) {
  const person = await getChangeablePerson(db, manager, userId);
  if (person.status !== status) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ status }).where(eq(users.id, person.id));
      if (status === 'disabled') await endSessions(tx, person.id, 'disabled');
      await recordAudit(tx, manager, {
        action: status === 'disabled' ? 'user.disable' : 'user.enable',
        objectType: person.kind,
        objectId: person.id,
        objectName: `${person.name} (${person.mobile})`,
        before: { status: person.status },
        after: { status },
      });
    });
  }
  return { userId: person.id, status };
}

export async function resetPassword(db: Db, manager: SessionUser, userId: number): Promise<TInitialPassword> {
  const person = await getChangeablePerson(db, manager, userId);
  return db.transaction((tx) => resetPasswordOf(tx, manager, person));
}
