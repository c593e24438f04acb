/**
 * Who may make a call: the access rules live in packages/contracts (api/access.ts), one table
 * for the server and the web. Row visibility is decided by each module's object policy.
 */
import { type Access, accessRules, hasRole } from '@lingua/contracts';
import type { SessionUser } from './request-context';

export type { Access };
export { hasRole };

export function can(user: SessionUser, access: Exclude<Access, 'public'>): boolean {
  return accessRules[access](user);
}
