/**
 * Calls Lingua makes to a platform's services (AGS scores, NRPS memberships): an OAuth 2 access
 * token by the client-credentials grant with a JWT client assertion signed by the tool's key
 * (LTI Security Framework), then the service call with it. Every failure is an Error whose message
 * says what the platform answered; callers keep their work for a retry.
 */
import type { ltiPlatforms } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { signAsTool } from './tool-keys';

type Platform = Pick<typeof ltiPlatforms.$inferSelect, 'clientId' | 'tokenUrl'>;

const TIMEOUT_MS = 10_000;

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`${new URL(url).host}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function failure(response: Response, what: string): Promise<Error> {
  const text = (await response.text().catch(() => '')).slice(0, 200);
  return new Error(`${what}: HTTP ${response.status}${text ? ` ${text}` : ''}`);
}

/** An access token for these scopes. */
export async function accessToken(db: Queryable, platform: Platform, scopes: string[]): Promise<string> {
  const assertion = await signAsTool(
    db,
    {},
    { issuer: platform.clientId, subject: platform.clientId, audience: platform.tokenUrl },
  );
  const response = await send(platform.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scopes.join(' '),
    }).toString(),
  });
  if (!response.ok) throw await failure(response, 'token');
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!body || typeof body.access_token !== 'string') throw new Error('token: no access_token in the answer');
  return body.access_token;
}

/** POSTs a JSON document of a media type with the token; answers the platform's JSON answer, if any. */
export async function postJson(
  url: string,
  token: string,
  contentType: string,
  body: unknown,
  what = 'score',
): Promise<unknown> {
  const response = await send(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, accept: contentType },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response, what);
  return response.json().catch(() => null);
}

/** GETs a JSON document with the token; answers it and the next page's address (Link rel="next"). */
export async function getJson(
  url: string,
  token: string,
  accept: string,
  what = 'memberships',
): Promise<{ body: unknown; next: string | null }> {
  const response = await send(url, { headers: { authorization: `Bearer ${token}`, accept } });
  if (!response.ok) throw await failure(response, what);
  const link = response.headers.get('link') ?? '';
  const next = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(link)?.[1] ?? null;
  return { body: await response.json(), next };
}

/** The scores address of a line item (`…/lineitems/1?x=y` → `…/lineitems/1/scores?x=y`). */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}
