/**
 * AGS line items (Assignment and Grade Services 2.0 §3.2): a resource link launched with the
 * platform's `lineitems` endpoint but no `lineitem` of its own (a link placed by hand, or a platform
 * that did not make the column the deep-linking answer asked for) gets one: found by its
 * resource_link_id and Lingua's tag, or created with the training's title and full mark. Scores
 * then go to it like to any other.
 */
import { LtiScopes } from '@lingua/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ltiPlatforms, ltiResourceLinks, trainingQuestions } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { accessToken, getJson, postJson } from './platform-client';

export const LINE_ITEM_MEDIA_TYPE = 'application/vnd.ims.lis.v2.lineitem+json';
export const LINE_ITEM_CONTAINER_MEDIA_TYPE = 'application/vnd.ims.lis.v2.lineitemcontainer+json';
/** The tag of the line items Lingua makes (the platform shows it; a find asks for it). */
export const LINE_ITEM_TAG = 'lingua';

type Platform = Pick<typeof ltiPlatforms.$inferSelect, 'clientId' | 'tokenUrl'>;

export interface WantedLineItem {
  linkId: number;
  lineItemsUrl: string;
  resourceLinkId: string;
  trainingId: number;
  label: string;
}

/** A training's full mark (the sum of its questions'), or 100 when it has none to sum. */
export async function trainingFullMark(db: Queryable, trainingId: number): Promise<number> {
  const [marks] = await db
    .select({ total: sql<number>`coalesce(sum(${trainingQuestions.fullMark}), 0)` })
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId));
  return Number(marks?.total ?? 0) || 100;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The line item's address: the one the platform holds for this link and tag, else a new one. */
export async function findOrCreateLineItem(
  db: Queryable,
  platform: Platform,
  wanted: Omit<WantedLineItem, 'linkId'>,
): Promise<string> {
  const token = await accessToken(db, platform, [LtiScopes.lineItem]);
  const query = new URL(wanted.lineItemsUrl);
  query.searchParams.set('resource_link_id', wanted.resourceLinkId);
  query.searchParams.set('tag', LINE_ITEM_TAG);
  const { body } = await getJson(query.toString(), token, LINE_ITEM_CONTAINER_MEDIA_TYPE, 'line items');
  const found = (Array.isArray(body) ? body : [])
    .map(record)
    .find((item) => item.resourceLinkId === wanted.resourceLinkId && typeof item.id === 'string');
  if (found) return found.id as string;
  const created = record(
    await postJson(
      wanted.lineItemsUrl,
      token,
      LINE_ITEM_MEDIA_TYPE,
      {
        scoreMaximum: await trainingFullMark(db, wanted.trainingId),
        label: wanted.label,
        resourceId: String(wanted.trainingId),
        tag: LINE_ITEM_TAG,
        resourceLinkId: wanted.resourceLinkId,
      },
      'line item',
    ),
  );
  if (typeof created.id !== 'string' || !/^https?:\/\//.test(created.id))
    throw new Error('line item: the platform answered no id');
  return created.id;
}

/**
 * After a launch: gives the link its line item. A platform that fails leaves the link without one
 * (its scores are not recorded) until the next launch tries again; the launch itself goes on.
 */
export async function linkLineItem(
  db: Db,
  platform: Platform,
  wanted: WantedLineItem,
  log?: FastifyBaseLogger,
): Promise<void> {
  try {
    const url = await findOrCreateLineItem(db, platform, wanted);
    await db.update(ltiResourceLinks).set({ lineItemUrl: url }).where(eq(ltiResourceLinks.id, wanted.linkId));
  } catch (error) {
    log?.warn({ err: error, resourceLinkId: wanted.resourceLinkId }, 'LTI line item not made');
  }
}
