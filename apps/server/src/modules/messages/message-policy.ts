/**
 * Who may read and change a message (docs/architecture.md "Object policies"): only the user it
 * was sent to. Calls that name several messages act on the caller's own among them and ignore the
 * rest, so a stale id (a message deleted in another tab) is not an error.
 */
import { eq, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema';

export const messagePolicy = {
  read: (userId: number): SQL => eq(messages.userId, userId),
  change: (userId: number): SQL => eq(messages.userId, userId),
};
