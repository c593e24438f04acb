/**
 * After a verified launch: provision the user, the class and the link in one transaction, then
 * hand the browser a one-time code for the page to open. A learner's resource link opens its
 * training's answer page; an instructor's opens the class's progress on it; a deep-linking request
 * opens the training picker.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { familyRouteOf, LTI_TRAINING_PARAM, LtiClaims, LtiScopes, LtiWebPaths, UserType } from '@lingua/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ltiDeepLinks, ltiEntries, users } from '../../db/schema';
import { startSession } from '../../platform/auth/sessions';
import { hashToken } from '../../platform/auth/tokens';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { findUserWithRoles, presentLoginInfo, toLoginSubject } from '../users/present-login-info';
import { LaunchRefused, type VerifiedLaunch } from './launch';
import { linkLineItem, type WantedLineItem } from './line-items';
import {
  findOrCreateClass,
  findOrCreateUser,
  giveTraining,
  joinClass,
  knownResourceLink,
  memberName,
  trainingOfSchool,
  upsertResourceLink,
} from './provisioning';

const ENTRY_TTL_MS = 2 * 60 * 1000;
const DEEP_LINK_TTL_MS = 60 * 60 * 1000;

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Provisions what the launch names and answers the address of the page to open (with its one-time
 * code). A resource link the platform gave no line item but a `lineitems` endpoint gets one after
 * the transaction (a call to the platform is never made while the transaction holds its rows).
 */
export async function completeLaunch(db: Db, launch: VerifiedLaunch, log?: FastifyBaseLogger): Promise<string> {
  const { platform, claims, deploymentId } = launch;
  const sub = text(claims.sub);
  if (!sub) throw new LaunchRefused('missingParameter', 400, 'sub');
  const roles = claims[LtiClaims.roles];
  const context = record(claims[LtiClaims.context]);
  const contextId = text(context.id);
  if (!contextId) throw new LaunchRefused('missingParameter', 400, 'context');
  const contextTitle = text(context.title) ?? text(context.label) ?? contextId;
  const membershipsUrl = text(record(claims[LtiClaims.nrps]).context_memberships_url);

  let wantedLineItem: WantedLineItem | undefined;
  const to = await db.transaction(async (tx) => {
    const { user } = await findOrCreateUser(tx, platform, { sub, name: memberName(claims, sub), roles });
    if (user.status !== 'active') throw new LaunchRefused('accountDisabled', 403);
    const classId = await findOrCreateClass(
      tx,
      platform,
      { id: contextId, title: contextTitle },
      user,
      deploymentId,
      membershipsUrl,
    );
    const isStudent = user.userType === UserType.student;
    if (isStudent) await joinClass(tx, classId, user.id);

    let target: string;
    if (launch.messageType === 'LtiDeepLinkingRequest') {
      if (isStudent) throw new LaunchRefused('badMessage', 403, 'deep linking is for instructors');
      const settings = record(claims[LtiClaims.deepLinkingSettings]);
      const returnUrl = text(settings.deep_link_return_url);
      if (!returnUrl || !/^https?:\/\//.test(returnUrl))
        throw new LaunchRefused('missingParameter', 400, 'deep_link_return_url');
      const id = randomUUID();
      await tx.delete(ltiDeepLinks).where(lt(ltiDeepLinks.expiresAt, new Date()));
      await tx.insert(ltiDeepLinks).values({
        id,
        platformId: platform.id,
        deploymentId,
        classId,
        userId: user.id,
        returnUrl,
        data: text(settings.data),
        expiresAt: new Date(Date.now() + DEEP_LINK_TTL_MS),
      });
      target = `${LtiWebPaths.pick}?id=${encodeURIComponent(id)}`;
    } else {
      const resourceLinkId = text(record(claims[LtiClaims.resourceLink]).id);
      if (!resourceLinkId) throw new LaunchRefused('missingParameter', 400, 'resource_link');
      const ags = record(claims[LtiClaims.ags]);
      const lineItemUrl = text(ags.lineitem);
      const lineItemsUrl = text(ags.lineitems);
      const mayMakeLineItems = Array.isArray(ags.scope) && ags.scope.includes(LtiScopes.lineItem);
      const known = await knownResourceLink(tx, platform.id, resourceLinkId);
      const custom = Number(text(record(claims[LtiClaims.custom])[LTI_TRAINING_PARAM]));
      const trainingId = Number.isInteger(custom) && custom > 0 ? custom : known?.trainingId;
      if (!trainingId) throw new LaunchRefused('noTraining', 409);
      const training = await trainingOfSchool(tx, platform.schoolId, trainingId);
      if (!training) throw new LaunchRefused('trainingNotFound', 404);
      await giveTraining(tx, classId, training.id);
      const storedLineItem = lineItemUrl ?? known?.lineItemUrl ?? null;
      const linkId = await upsertResourceLink(tx, platform.id, resourceLinkId, {
        classId,
        trainingId: training.id,
        lineItemUrl: storedLineItem,
      });
      if (!storedLineItem && lineItemsUrl && mayMakeLineItems)
        wantedLineItem = {
          linkId,
          lineItemsUrl,
          resourceLinkId,
          trainingId: training.id,
          label: training.title.en || training.title.cn,
        };
      const q = `classId=${classId}&trainingId=${training.id}`;
      target = isStudent
        ? `${familyRouteOf(training.kind, 'answer')}?${q}`
        : `/teacher/practicals/stuPracticalProcess?${q}`;
    }
    const code = randomBytes(24).toString('base64url');
    await tx.delete(ltiEntries).where(lt(ltiEntries.expiresAt, new Date()));
    await tx
      .insert(ltiEntries)
      .values({ codeHash: hashToken(code), userId: user.id, target, expiresAt: new Date(Date.now() + ENTRY_TTL_MS) });
    return `${LtiWebPaths.open}?code=${encodeURIComponent(code)}`;
  });
  if (wantedLineItem) await linkLineItem(db, platform, wantedLineItem, log);
  return to;
}

/** Trades a launch's one-time code for a session (the account's one session, as a sign-in starts). */
export async function enter(db: Db, code: string, meta: { ip: string; equipmentCode: string }) {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .delete(ltiEntries)
      .where(and(eq(ltiEntries.codeHash, hashToken(code)), gt(ltiEntries.expiresAt, new Date())))
      .returning();
    if (!entry) throw new AppError(400, 'ltiEntryExpired', undefined, 'code');
    await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
    const row = await findUserWithRoles(tx, { id: entry.userId });
    if (row?.user.status !== 'active') throw new AppError(403, 'accountDisabled');
    const token = await startSession(tx, entry.userId, meta);
    return { token, ...(await presentLoginInfo(tx, toLoginSubject(row))), to: entry.target };
  });
}
