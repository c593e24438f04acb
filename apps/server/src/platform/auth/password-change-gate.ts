/**
 * An account whose password someone else set (a roster import, a new teacher, a reset) must choose
 * its own before anything else: until then only these calls answer, the rest say 428. The initial
 * passwords follow known rules (the last six digits of the mobile for imports), so the gate is what
 * keeps a classmate who knows the rule out of the account.
 */
import { authCalls, ResponseCode, userCalls } from '@lingua/contracts';
import { AppError } from '../errors';
import type { SessionUser } from '../request-context';

const OPEN_BEFORE_CHANGE = new Set<string>([
  userCalls.updatePassword.path,
  userCalls.updateLanguage.path,
  authCalls.userDetail.path,
  authCalls.logoutUser.path,
]);

export function checkPasswordChangeGate(user: SessionUser, path: string): void {
  if (user.mustChangePassword && !OPEN_BEFORE_CHANGE.has(path)) {
    throw new AppError(ResponseCode.passwordChangeRequired, 'passwordChangeRequired');
  }
}
