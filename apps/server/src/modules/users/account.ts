/** A user's own account: name and photo, password, language. */
import type { TLanguageUse, TUpdatePasswordRequest, TUpdateUserInfoRequest } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { endSessions } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';

/** Only our own stored files may become a photo, so a page never loads an outside address. */
const OWN_FILE = /^\/files\/[\w/-]+\.(jpg|png|gif|webp)$/;

export async function updateUserInfo(db: Db, user: SessionUser, input: TUpdateUserInfoRequest): Promise<void> {
  if (input.headImgUrl !== undefined && input.headImgUrl !== '' && !OWN_FILE.test(input.headImgUrl)) {
    throw badRequest('fieldInvalid', 'headImgUrl');
  }
  await db
    .update(users)
    .set({ name: input.name, ...(input.headImgUrl !== undefined ? { headImgUrl: input.headImgUrl } : {}) })
    .where(eq(users.id, user.userId));
}

/** Changing the password ends every other session of the user; this one stays signed in. */
export async function updatePassword(db: Db, user: SessionUser, input: TUpdatePasswordRequest): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.userId));
  if (!row) throw notFound();
  if (!(await verifyPassword(row.passwordHash, input.oldPassword))) throw badRequest('oldPasswordWrong', 'oldPassword');
  // The new password must be new: an initial password kept as it was would pass the gate unchanged.
  if (input.password === input.oldPassword) throw badRequest('passwordUnchanged', 'password');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.userId));
    await endSessions(tx, user.userId, 'password', user.sessionId);
  });
}

export async function updateLanguage(db: Db, user: SessionUser, languageUse: TLanguageUse): Promise<void> {
  await db.update(users).set({ language: languageUse }).where(eq(users.id, user.userId));
}
