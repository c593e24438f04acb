/** The operator's registrations of platforms, one or more per school (docs/api.md "LTI 1.3"). */
import { ResponseCode, type TLtiPlatform, type TLtiPlatformInput } from '@lingua/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { ltiPlatforms, schools } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { AppError, notFound } from '../../platform/errors';

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

async function present(db: Queryable, where = undefined as ReturnType<typeof eq> | undefined): Promise<TLtiPlatform[]> {
  const rows = await db
    .select({ platform: ltiPlatforms, schoolName: schools.name })
    .from(ltiPlatforms)
    .innerJoin(schools, eq(schools.id, ltiPlatforms.schoolId))
    .where(where)
    .orderBy(asc(ltiPlatforms.id));
  return rows.map(({ platform: p, schoolName }) => ({
    platformId: p.id,
    schoolId: p.schoolId,
    schoolName,
    name: p.name,
    issuer: p.issuer,
    clientId: p.clientId,
    deploymentIds: p.deploymentIds,
    authLoginUrl: p.authLoginUrl,
    tokenUrl: p.tokenUrl,
    jwksUrl: p.jwksUrl,
    createdAt: p.createdAt.toISOString(),
  }));
}

export const listPlatforms = (db: Db) => present(db);

export async function savePlatform(
  db: Db,
  input: TLtiPlatformInput & { deploymentIds: string[] },
): Promise<TLtiPlatform> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.schoolId));
  if (!school) throw new AppError(ResponseCode.badRequest, 'notFound', undefined, 'schoolId');
  const taken = await db
    .select({ id: ltiPlatforms.id })
    .from(ltiPlatforms)
    .where(
      and(
        eq(ltiPlatforms.issuer, input.issuer),
        eq(ltiPlatforms.clientId, input.clientId),
        input.platformId ? ne(ltiPlatforms.id, input.platformId) : undefined,
      ),
    );
  if (taken.length > 0) throw new AppError(ResponseCode.badRequest, 'ltiPlatformTaken', undefined, 'clientId');
  const values = {
    schoolId: input.schoolId,
    name: input.name,
    issuer: input.issuer,
    clientId: input.clientId,
    deploymentIds: [...new Set(input.deploymentIds)],
    authLoginUrl: input.authLoginUrl,
    tokenUrl: input.tokenUrl,
    jwksUrl: input.jwksUrl,
  };
  let id = input.platformId;
  if (id) {
    const [updated] = await db.update(ltiPlatforms).set(values).where(eq(ltiPlatforms.id, id)).returning();
    if (!updated) throw notFound();
  } else {
    const [created] = await db.insert(ltiPlatforms).values(values).returning();
    if (!created) throw new Error('platform not stored');
    id = created.id;
  }
  const [saved] = await present(db, eq(ltiPlatforms.id, id));
  if (!saved) throw notFound();
  return saved;
}

export async function deletePlatform(db: Db, platformId: number): Promise<void> {
  const gone = await db.delete(ltiPlatforms).where(eq(ltiPlatforms.id, platformId)).returning({ id: ltiPlatforms.id });
  if (gone.length === 0) throw notFound();
}

/** The registration a login initiation names: by issuer, and client id when the platform sends it. */
export async function findPlatform(db: Queryable, issuer: string, clientId: string | undefined) {
  const rows = await db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.issuer, issuer), clientId ? eq(ltiPlatforms.clientId, clientId) : undefined))
    .limit(2);
  // One issuer registered twice (two client ids) needs the client id to tell them apart.
  return rows.length === 1 ? rows[0] : undefined;
}

export async function getPlatform(db: Queryable, platformId: number): Promise<PlatformRow | undefined> {
  const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, platformId));
  return row;
}
