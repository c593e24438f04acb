/**
 * A school's sign-in setting as the platform operator keeps it (table school_sign_ins). The client
 * secret is written, sealed (platform/secret-box.ts), opened only for the token request and never
 * presented: an answer says only whether one is stored, and an empty secret in a save keeps the
 * stored one.
 */
import {
  SCHOOL_SIGN_IN_BACK_CHANNEL_PATH,
  SCHOOL_SIGN_IN_RETURN_PATH,
  type TSchoolSignInConfig,
  type ZSaveSchoolSignInRequest,
} from '@lingua/contracts';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { schoolSignIns, schools } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';

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
    backChannelLogoutUrl: `${origin}${SCHOOL_SIGN_IN_BACK_CHANNEL_PATH}/${schoolId}`,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function readSetting(db: Db, schoolId: number, origin: string): Promise<TSchoolSignInConfig> {
  await assertSchool(db, schoolId);
  return presentSetting(schoolId, await loadSetting(db, schoolId), origin);
}

/** The client secret in clear, for the token request; '' when none is stored. */
export function openClientSecret(box: SecretBox, row: SchoolSignInRow): string {
  if (!row.clientSecret) return '';
  // A value still as typed (before migration 0037) until the start seals it.
  if (row.clientSecretKey === null) return row.clientSecret;
  return box.open(row.clientSecret, row.clientSecretKey);
}

export async function saveSetting(
  db: Db,
  box: SecretBox,
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
  const typed = input.clientSecret.trim();
  const sealed = typed ? box.seal(typed) : { sealed: '', keyVersion: box.version };
  const secret = { clientSecret: sealed.sealed, clientSecretKey: sealed.keyVersion };
  const [row] = await db
    .insert(schoolSignIns)
    .values({ schoolId: input.schoolId, ...values, ...secret })
    .onConflictDoUpdate({
      target: schoolSignIns.schoolId,
      // An empty secret keeps the stored one (the form never shows it, so it cannot send it back).
      set: typed ? { ...values, ...secret } : values,
    })
    .returning();
  return presentSetting(input.schoolId, row, origin);
}

export async function removeSetting(db: Db, schoolId: number): Promise<void> {
  await assertSchool(db, schoolId);
  await db.delete(schoolSignIns).where(eq(schoolSignIns.schoolId, schoolId));
}

/**
 * At start: seals the secrets still as typed (stored before migration 0037) and re-seals those of
 * another key (after a rotation put a new key first). A secret no listed key opens is left as it is
 * (the start goes on; that school's sign-in is refused until the operator saves the secret again).
 */
export async function sealClientSecrets(db: Db, box: SecretBox): Promise<{ sealed: number; unreadable: number[] }> {
  const rows = await db
    .select()
    .from(schoolSignIns)
    .where(
      and(
        ne(schoolSignIns.clientSecret, ''),
        or(isNull(schoolSignIns.clientSecretKey), ne(schoolSignIns.clientSecretKey, box.version)),
      ),
    );
  const unreadable: number[] = [];
  let sealed = 0;
  for (const row of rows) {
    let plain: string;
    try {
      plain = openClientSecret(box, row);
    } catch {
      unreadable.push(row.schoolId);
      continue;
    }
    const next = box.seal(plain);
    await db
      .update(schoolSignIns)
      .set({ clientSecret: next.sealed, clientSecretKey: next.keyVersion })
      // Only if unchanged since read: an operator's save in between wins.
      .where(and(eq(schoolSignIns.schoolId, row.schoolId), eq(schoolSignIns.clientSecret, row.clientSecret)));
    sealed++;
  }
  return { sealed, unreadable };
}
