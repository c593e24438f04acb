/**
 * OpenID Connect Back-Channel Logout 1.0: the school's OpenID provider POSTs a `logout_token` when
 * a session ends there; the Lingua sessions that session started end too (their next call answers
 * 700). The token is checked as the spec's §2.6 says, with jose against the issuer's key set: the
 * signature, iss, aud (our client id), iat (recent), a jti never seen before, the events claim, a
 * sid or a sub, and no nonce (so an ID token cannot pass for one).
 */
import { and, eq, lt } from 'drizzle-orm';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { schoolSignInLogoutTokens, schoolSignInSessions } from '../../db/schema';
import { endSession } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';
import { rowCache } from '../../platform/row-caches';
import type { SecretBox } from '../../platform/secret-box';
import { discover } from './oidc';
import { loadSetting } from './settings';
import { oidcSettings, reasonOf } from './sign-in';

export const BACK_CHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** How old a logout token may be (its iat); a used jti is remembered this long plus the skew. */
const MAX_TOKEN_AGE_S = 5 * 60;
const CLOCK_SKEW_S = 60;

/** A refusal the endpoint answers 400 with (the spec's invalid_request), its reason for the log. */
export class LogoutTokenRefused extends Error {}

/** Key sets by address: jose fetches once, then again only for an unknown kid (at most every 30 s). */
const keySets = rowCache(new Map<string, ReturnType<typeof createRemoteJWKSet>>());

function keySet(jwksUri: string) {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 });
    keySets.set(jwksUri, set);
  }
  return set;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Verifies the token for this school's setting; answers its claims. */
async function verifyLogoutToken(db: Db, box: SecretBox, schoolId: number, token: string): Promise<JWTPayload> {
  const setting = await loadSetting(db, schoolId);
  if (setting?.protocol !== 'oidc') throw new LogoutTokenRefused('no OpenID Connect sign-in here');
  const config = await discover(oidcSettings(box, setting));
  const meta = config.serverMetadata();
  if (!meta.jwks_uri) throw new LogoutTokenRefused('the provider publishes no jwks_uri');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet(meta.jwks_uri), {
      issuer: meta.issuer,
      audience: setting.clientId,
      maxTokenAge: MAX_TOKEN_AGE_S,
      clockTolerance: CLOCK_SKEW_S,
      requiredClaims: ['iat', 'jti'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new LogoutTokenRefused(`${error.code}: ${error.message}`);
    throw error;
  }
  const events = payload.events as Record<string, unknown> | undefined;
  const event = events?.[BACK_CHANNEL_EVENT];
  if (!event || typeof event !== 'object' || Array.isArray(event)) throw new LogoutTokenRefused('no logout event');
  if (!text(payload.sid) && !text(payload.sub)) throw new LogoutTokenRefused('neither sid nor sub');
  if ('nonce' in payload) throw new LogoutTokenRefused('a logout token carries no nonce');
  return payload;
}

/** Ends the sessions the token names; answers how many. Throws LogoutTokenRefused for a bad token. */
export async function backChannelLogout(db: Db, box: SecretBox, schoolId: number, token: string): Promise<number> {
  const payload = await verifyLogoutToken(db, box, schoolId, token);
  const now = Date.now();
  await db.delete(schoolSignInLogoutTokens).where(lt(schoolSignInLogoutTokens.expiresAt, new Date(now)));
  // Used once: a replayed token (same jti) is refused, even though it is still valid.
  const [fresh] = await db
    .insert(schoolSignInLogoutTokens)
    .values({
      schoolId,
      jti: text(payload.jti).slice(0, 255),
      expiresAt: new Date(((payload.iat ?? now / 1000) + MAX_TOKEN_AGE_S + CLOCK_SKEW_S) * 1000),
    })
    .onConflictDoNothing()
    .returning({ jti: schoolSignInLogoutTokens.jti });
  if (!fresh) throw new LogoutTokenRefused('jti already used');
  const sid = text(payload.sid);
  const sub = text(payload.sub);
  // A sid names one provider session; a sub alone, every session of that person.
  const links = await db
    .select({ sessionId: schoolSignInSessions.sessionId })
    .from(schoolSignInSessions)
    .where(
      and(
        eq(schoolSignInSessions.schoolId, schoolId),
        sid ? eq(schoolSignInSessions.sid, sid) : undefined,
        sub ? eq(schoolSignInSessions.sub, sub) : undefined,
      ),
    );
  for (const link of links) await endSession(db, link.sessionId);
  return links.length;
}

/** A short reason for the log (never the token). */
export const logoutRefusalReason = (error: unknown) => reasonOf(error).slice(0, 200);
