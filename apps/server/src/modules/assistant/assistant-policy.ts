/**
 * Who may read and change the teacher assistant's objects, written once (docs/architecture.md
 * "Object policies"); anything else is a 404.
 *
 * - A knowledge point: the school's knowledge base, read and kept by all its teachers.
 * - A favourite word: only the student who starred it.
 * - A multimedia resource: changed only by the teacher who added it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { knowledgePoints, multimediaResources, wordFavourites } from '../../db/schema';
import type { SessionUser } from '../../platform/request-context';

export const knowledgePolicy = {
  read: (user: SessionUser): SQL => eq(knowledgePoints.schoolId, user.schoolId),
  change: (user: SessionUser): SQL => eq(knowledgePoints.schoolId, user.schoolId),
};

export const favouritePolicy = {
  read: (userId: number): SQL => eq(wordFavourites.userId, userId),
  change: (userId: number): SQL => eq(wordFavourites.userId, userId),
};

export const multimediaPolicy = {
  change: (user: SessionUser): SQL =>
    and(eq(multimediaResources.schoolId, user.schoolId), eq(multimediaResources.ownerId, user.userId)) as SQL,
};
