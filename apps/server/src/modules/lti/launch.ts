/**
 * LTI 1.3 Core: OIDC third-party initiated login, then the launch (the platform's id_token,
 * form-posted to our redirect URL). The login keeps a state and a nonce (one row, single use);
 * the launch takes that row back (so a replay, or a token carrying another login's nonce, is
 * refused), checks the browser's state cookie, the token's signature against the platform's key
 * set, iss, aud, azp, exp, the nonce, the deployment, the message type and the version.
 */
import { randomBytes } from 'node:crypto';
import { LtiClaims, LtiToolPaths } from '@lingua/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { ltiLaunchStates } from '../../db/schema';
import type { Db } from '../../platform/database';
import { rowCache } from '../../platform/row-caches';
import type { LtiLaunchRefusal } from './messages';
import { findPlatform, getPlatform, type PlatformRow } from './platforms';

export const STATE_COOKIE = 'lti_state';
const STATE_TTL_MS = 10 * 60 * 1000;

export class LaunchRefused extends Error {
  constructor(
    readonly reason: LtiLaunchRefusal,
    readonly status = 400,
    readonly detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

export type LoginParams = Record<string, string | undefined>;

/** The login initiation: answers where to send the browser and the state to keep in its cookie. */
export async function initiateLogin(db: Db, params: LoginParams, toolOrigin: string) {
  const { iss, login_hint: loginHint, target_link_uri: target } = params;
  if (!iss || !loginHint || !target) throw new LaunchRefused('missingParameter');
  const platform = await findPlatform(db, iss, params.client_id);
  if (!platform) throw new LaunchRefused('unknownPlatform', 404);
  if (params.lti_deployment_id && !platform.deploymentIds.includes(params.lti_deployment_id))
    throw new LaunchRefused('unknownDeployment', 403);
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db.delete(ltiLaunchStates).where(lt(ltiLaunchStates.expiresAt, new Date(now)));
  await db
    .insert(ltiLaunchStates)
    .values({ state, nonce, platformId: platform.id, expiresAt: new Date(now + STATE_TTL_MS) });
  const url = new URL(platform.authLoginUrl);
  const query: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: `${toolOrigin}${LtiToolPaths.launch}`,
    login_hint: loginHint,
    state,
    nonce,
  };
  if (params.lti_message_hint) query.lti_message_hint = params.lti_message_hint;
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return { redirect: url.toString(), state, stateTtlSeconds: STATE_TTL_MS / 1000 };
}

/** Platforms' key sets by platform and address; jose fetches again on an unknown kid (rotation). */
const keySets = rowCache(new Map<string, ReturnType<typeof createRemoteJWKSet>>());

function keySetOf(platform: PlatformRow) {
  const key = `${platform.id} ${platform.jwksUrl}`;
  let set = keySets.get(key);
  if (!set) {
    set = createRemoteJWKSet(new URL(platform.jwksUrl), { timeoutDuration: 10_000 });
    keySets.set(key, set);
  }
  return set;
}

export type LaunchClaims = JWTPayload & Record<string, unknown>;

export interface VerifiedLaunch {
  platform: PlatformRow;
  claims: LaunchClaims;
  deploymentId: string;
  messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
}

/** Takes the login's state back (once) and verifies the id_token against it. */
export async function verifyLaunch(
  db: Db,
  form: { id_token?: string; state?: string },
  cookieState: string | undefined,
): Promise<VerifiedLaunch> {
  if (!form.id_token || !form.state) throw new LaunchRefused('missingParameter');
  // The browser that started the login must be the one that finishes it (login CSRF).
  if (cookieState !== form.state) throw new LaunchRefused('badState', 401);
  const [login] = await db
    .delete(ltiLaunchStates)
    .where(and(eq(ltiLaunchStates.state, form.state), gt(ltiLaunchStates.expiresAt, new Date())))
    .returning();
  if (!login) throw new LaunchRefused('badState', 401);
  const platform = await getPlatform(db, login.platformId);
  if (!platform) throw new LaunchRefused('unknownPlatform', 404);
  let claims: LaunchClaims;
  try {
    const verified = await jwtVerify(form.id_token, keySetOf(platform), {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'],
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    });
    claims = verified.payload as LaunchClaims;
  } catch (error) {
    throw new LaunchRefused('badToken', 401, error instanceof Error ? error.message : '');
  }
  // OIDC Core 3.1.3.7: with several audiences azp must name us; when present it always must.
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== platform.clientId)
    throw new LaunchRefused('badToken', 401, 'azp');
  if (claims.nonce !== login.nonce) throw new LaunchRefused('badNonce', 401);
  const deploymentId = claims[LtiClaims.deploymentId];
  if (typeof deploymentId !== 'string' || !platform.deploymentIds.includes(deploymentId))
    throw new LaunchRefused('unknownDeployment', 403);
  const messageType = claims[LtiClaims.messageType];
  if (claims[LtiClaims.version] !== '1.3.0') throw new LaunchRefused('badMessage', 400, 'version');
  if (messageType !== 'LtiResourceLinkRequest' && messageType !== 'LtiDeepLinkingRequest')
    throw new LaunchRefused('badMessage', 400, String(messageType));
  return { platform, claims, deploymentId, messageType };
}

/** Instructor-like roles become teachers; every other role a student (LTI Core, role vocabularies). */
export function isInstructor(roles: unknown): boolean {
  if (!Array.isArray(roles)) return false;
  return roles.some(
    (r) =>
      typeof r === 'string' &&
      /(membership#(Instructor|ContentDeveloper|Administrator)|membership\/Instructor#|institution\/person#Administrator|system\/person#(Administrator|SysAdmin))/.test(
        r,
      ),
  );
}
