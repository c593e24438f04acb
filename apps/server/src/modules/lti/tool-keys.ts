/**
 * Lingua's own RSA key pair as an LTI tool: made once and kept in the database (so every instance
 * signs with the same key and the platform's copy of /lti/jwks stays valid), read per signature.
 */
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { ltiToolKeys } from '../../db/schema';
import type { Queryable } from '../../platform/database';

type KeyRow = typeof ltiToolKeys.$inferSelect;

async function oldestKey(db: Queryable): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(ltiToolKeys).orderBy(asc(ltiToolKeys.createdAt), asc(ltiToolKeys.kid)).limit(1);
  return row;
}

/** The signing key; the first call makes it. Two instances racing both keep the oldest. */
export async function toolKey(db: Queryable): Promise<KeyRow> {
  const found = await oldestKey(db);
  if (found) return found;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  await db.insert(ltiToolKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
  const made = await oldestKey(db);
  if (!made) throw new Error('the LTI tool key was not stored');
  return made;
}

/** Lingua's public key set, served at /lti/jwks. */
export async function toolJwks(db: Queryable): Promise<{ keys: JWK[] }> {
  await toolKey(db);
  const rows = await db
    .select({ publicJwk: ltiToolKeys.publicJwk })
    .from(ltiToolKeys)
    .orderBy(asc(ltiToolKeys.createdAt));
  return { keys: rows.map((r) => r.publicJwk as JWK) };
}

/** Signs claims as the tool (RS256, with the key's kid): a deep-linking answer, a client assertion. */
export async function signAsTool(
  db: Queryable,
  claims: Record<string, unknown>,
  options: { issuer: string; audience: string; subject?: string; expiresIn?: string },
): Promise<string> {
  const key = await toolKey(db);
  const privateKey = await importJWK(key.privateJwk as JWK, 'RS256');
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(options.expiresIn ?? '5m');
  if (options.subject) jwt = jwt.setSubject(options.subject);
  return jwt.sign(privateKey);
}
