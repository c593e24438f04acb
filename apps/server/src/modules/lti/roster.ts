/**
 * Names and Role Provisioning Services 2.0: the class's teacher fills the class from the platform's
 * course memberships. Every active member becomes a user of the school (as a launch would make
 * them); learners join the class. Members the platform no longer lists are left in the class: a
 * teacher removes students by hand, so a short or failed listing never empties a class.
 */
import { LtiScopes, type TLtiRosterResult } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { ltiContexts, ltiPlatforms } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableClass } from '../classes/class-policy';
import { isInstructor } from './launch';
import { accessToken, getJson } from './platform-client';
import { findOrCreateUser, joinClass, memberName } from './provisioning';

export const MEMBERSHIPS_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const MAX_PAGES = 50;

type Membership = Record<string, unknown> & { user_id?: unknown; status?: unknown; roles?: unknown };

export async function classLinkOf(db: Db, user: SessionUser, classId: number) {
  await getChangeableClass(db, user, classId);
  const [row] = await db
    .select({ name: ltiPlatforms.name, membershipsUrl: ltiContexts.membershipsUrl })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .where(eq(ltiContexts.classId, classId));
  return { linked: !!row, platformName: row?.name ?? null, canSyncRoster: !!row?.membershipsUrl };
}

export async function syncRoster(db: Db, user: SessionUser, classId: number): Promise<TLtiRosterResult> {
  await getChangeableClass(db, user, classId);
  const [link] = await db
    .select({ context: ltiContexts, platform: ltiPlatforms })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .where(eq(ltiContexts.classId, classId));
  if (!link) throw conflict('ltiNotLinkedClass');
  if (!link.context.membershipsUrl) throw conflict('ltiNoRosterService');
  const members: Membership[] = [];
  try {
    const token = await accessToken(db, link.platform, [LtiScopes.memberships]);
    let next: string | null = link.context.membershipsUrl;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const answer: { body: unknown; next: string | null } = await getJson(next, token, MEMBERSHIPS_MEDIA_TYPE);
      const listed = (answer.body as { members?: unknown }).members;
      if (Array.isArray(listed)) members.push(...(listed as Membership[]));
      next = answer.next;
    }
  } catch (error) {
    throw conflict('ltiPlatformUnavailable', {
      reason: (error instanceof Error ? error.message : String(error)).slice(0, 200),
    });
  }
  const active = members.filter(
    (m) => typeof m.user_id === 'string' && m.user_id !== '' && (m.status === undefined || m.status === 'Active'),
  );
  let added = 0;
  await db.transaction(async (tx) => {
    for (const m of active) {
      const sub = m.user_id as string;
      const { user: member } = await findOrCreateUser(tx, link.platform, {
        sub,
        name: memberName(m, sub),
        roles: m.roles,
      });
      if (!isInstructor(m.roles) && member.userType !== 1 && (await joinClass(tx, classId, member.id))) added++;
    }
  });
  return { members: active.length, added };
}
