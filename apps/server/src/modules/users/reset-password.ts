/**
 * Resetting someone else's forgotten password (issue 24): a generated password, answered once and
 * stored only as a hash; the account's sessions end; the audit log says who reset whose. The
 * manager (any account of the school) and a class's teacher (a student of the class) call it.
 */
import type { TInitialPassword } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { generatePassword, hashPassword } from '../../platform/auth/passwords';
import { endSessions } from '../../platform/auth/sessions';
import type { Queryable } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';

/**
 * A new password for an account, in the caller's transaction: its sessions end (a device signed in
 * with the forgotten password must sign in again) and the log says who reset whose.
 */
export async function resetPasswordOf(
  tx: Queryable,
  actor: SessionUser,
  person: { id: number; name: string; mobile: string; kind: 'teacher' | 'student' },
): Promise<TInitialPassword> {
  const initialPassword = generatePassword();
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(initialPassword), mustChangePassword: true })
    .where(eq(users.id, person.id));
  await endSessions(tx, person.id, 'password');
  await recordAudit(tx, actor, {
    action: 'user.resetPassword',
    objectType: person.kind,
    objectId: person.id,
    objectName: `${person.name} (${person.mobile})`,
  });
  return { userId: person.id, initialPassword };
}
