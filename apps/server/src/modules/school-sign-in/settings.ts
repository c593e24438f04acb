/**
 * A school's sign-in setting as the platform operator keeps it (table school_sign_ins). The client
 * secret is written, kept for the token request and never presented: an answer says only whether
 * one is stored, and an empty secret in a save keeps the stored one.
 */
import { SCHOOL_SIGN_IN_RETURN_PATH, type TSchoolSignInConfig, type ZSaveSchoolSignInRequest } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { schoolSignIns, schools } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';

export type SchoolSignInRow = typeof schoolSignIns.$inferSelect;

export async function loadSetting(db: Queryable, schoolId: number): Promise<SchoolSignInRow | undefined> {
  const [row] = await db.select().from(schoolSignIns).where(eq(schoolSignIns.schoolId, schoolId));
  return row;
}

async function assertSchool(db: Queryable, schoolId: number): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  if (!school) throw notFound();
}

export function presentSetting(
  schoolId: number,
  row: SchoolSignInRow | undefined,
  origin: string,
): TSchoolSignInConfig {
  return {
    schoolId,
    configured: row !== undefined,
    protocol: row?.protocol ?? 'oidc',
    enabled: row?.enabled ?? false,
    serverAddress: row?.serverUrl ?? '',
    clientId: row?.clientId ?? '',
    hasClientSecret: (row?.clientSecret ?? '') !== '',
    numberClaim: row?.numberClaim ?? '',
    createUnknown: row?.createUnknown ?? false,
    createAs: row?.createAs ?? 2,
    buttonName: row?.buttonName ?? '',
    buttonNameEn: row?.buttonNameEn ?? '',
    returnUrl: `${origin}${SCHOOL_SIGN_IN_RETURN_PATH}`,
    signOutReturnUrl: `${origin}/loginpage?id=${schoolId}`,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function readSetting(db: Db, schoolId: number, origin: string): Promise<TSchoolSignInConfig> {
  await assertSchool(db, schoolId);
  return presentSetting(schoolId, await loadSetting(db, schoolId), origin);
}

export async function saveSetting(
  db: Db,
  input: z.output<typeof ZSaveSchoolSignInRequest>,
  origin: string,
): Promise<TSchoolSignInConfig> {
  await assertSchool(db, input.schoolId);
  const values = {
    protocol: input.protocol,
    enabled: input.enabled,
    serverUrl: input.serverAddress,
    clientId: input.clientId,
    numberClaim: input.numberClaim,
    createUnknown: input.createUnknown,
    createAs: input.createAs,
    buttonName: input.buttonName,
    buttonNameEn: input.buttonNameEn,
    updatedAt: new Date(),
  };
  const secret = input.clientSecret.trim();
  const [row] = await db
    .insert(schoolSignIns)
    .values({ schoolId: input.schoolId, ...values, clientSecret: secret })
    .onConflictDoUpdate({
      target: schoolSignIns.schoolId,
      // An empty secret keeps the stored one (the form never shows it, so it cannot send it back).
      set: secret ? { ...values, clientSecret: secret } : values,
    })
    .returning();
  return presentSetting(input.schoolId, row, origin);
}

export async function removeSetting(db: Db, schoolId: number): Promise<void> {
  await assertSchool(db, schoolId);
  await db.delete(schoolSignIns).where(eq(schoolSignIns.schoolId, schoolId));
}
