/**
 * OpenID Connect through openid-client (v6): discovery (which refuses an issuer that is not the
 * one configured), the authorization code flow with PKCE (S256), state and nonce, the ID token's
 * checks (issuer, audience, signature, nonce) and the RP-initiated sign-out URL. Plain http is
 * allowed only for an issuer on this machine (a school's IdP is always https; the tests' is not).
 */
import * as oidc from 'openid-client';
import { rowCache } from '../../platform/row-caches';

export interface OidcSettings {
  serverUrl: string;
  clientId: string;
  clientSecret: string;
}

const DISCOVERY_TTL_MS = 10 * 60 * 1000;

export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}

/** Discovered configurations by setting; a changed setting is another key. */
const discovered = rowCache(new Map<string, { at: number; config: Promise<oidc.Configuration> }>());

export function discover(settings: OidcSettings, now = Date.now()): Promise<oidc.Configuration> {
  const key = JSON.stringify([settings.serverUrl, settings.clientId, settings.clientSecret]);
  const hit = discovered.get(key);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const auth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
  const config = oidc.discovery(new URL(settings.serverUrl), settings.clientId, undefined, auth, {
    execute:
      settings.serverUrl.startsWith('http:') && isLoopbackUrl(settings.serverUrl) ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
  discovered.set(key, { at: now, config });
  // A failed discovery is not kept: the next sign-in asks again.
  config.catch(() => {
    if (discovered.get(key)?.config === config) discovered.delete(key);
  });
  return config;
}

export interface OidcStart {
  url: string;
  codeVerifier: string;
  nonce: string;
}

export async function oidcAuthorizationUrl(
  config: oidc.Configuration,
  redirectUri: string,
  state: string,
): Promise<OidcStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, codeVerifier, nonce };
}

export interface OidcIdentity {
  claims: Record<string, unknown>;
  idToken: string;
}

/**
 * Exchanges the code (state, PKCE verifier and nonce checked by the library), then reads the
 * claims of the ID token and, for the ones it lacks, the userinfo endpoint (many IdPs put profile
 * claims only there).
 */
export async function oidcFinish(
  config: oidc.Configuration,
  currentUrl: URL,
  checks: { state: string; codeVerifier: string; nonce: string },
  numberClaim: string,
): Promise<OidcIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token');
  const claims: Record<string, unknown> = { ...idClaims };
  if (claims[numberClaim] === undefined && config.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    for (const [k, v] of Object.entries(info)) if (claims[k] === undefined) claims[k] = v;
  }
  return { claims, idToken: tokens.id_token ?? '' };
}

/** The IdP's sign-out page with the ID token as hint, or '' when the IdP has none. */
export function oidcEndSessionUrl(config: oidc.Configuration, idToken: string, postLogoutRedirectUri: string): string {
  if (!config.serverMetadata().end_session_endpoint) return '';
  return oidc.buildEndSessionUrl(config, {
    ...(idToken ? { id_token_hint: idToken } : {}),
    post_logout_redirect_uri: postLogoutRedirectUri,
  }).href;
}

/** A claim as the school's number: a string or an integer, trimmed. */
export function claimNumber(claims: Record<string, unknown>, name: string): string {
  const value = claims[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return '';
}
