/**
 * Platforms registered by configuration (LTI_PLATFORMS): a deployment kept as code names its
 * schools' LMS registrations in the environment instead of the operator's page; the end-to-end
 * server registers its simulated platform this way. A JSON array of the operator's fields with the
 * school named by `school` (its Chinese name); each is added or brought up to date at start by
 * issuer and client id, checked by the same contract as the operator's form.
 */
import { ZLtiPlatformInput } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ltiPlatforms, schools } from '../../db/schema';
import type { Db } from '../../platform/database';

const ZConfigured = z.array(
  ZLtiPlatformInput.omit({ platformId: true, schoolId: true }).extend({ school: z.string() }),
);

/** Answers how many were registered; a malformed value or an unknown school stops the start. */
export async function registerConfiguredPlatforms(db: Db, json: string | undefined): Promise<number> {
  if (!json) return 0;
  const list = ZConfigured.parse(JSON.parse(json));
  for (const { school, ...platform } of list) {
    const [found] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, school));
    if (!found) throw new Error(`LTI_PLATFORMS: no school named ${school}`);
    const values = { ...platform, schoolId: found.id };
    await db
      .insert(ltiPlatforms)
      .values(values)
      .onConflictDoUpdate({ target: [ltiPlatforms.issuer, ltiPlatforms.clientId], set: values });
  }
  return list.length;
}
