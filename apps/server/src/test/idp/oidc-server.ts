/**
 * A real OpenID provider for the tests (oidc-provider, started on a loopback port): its own login
 * and consent pages (devInteractions: the login name is the account, any password), PKCE required,
 * RP-initiated sign-out, back-channel logout (a logout_token POSTed to the client's
 * backchannel_logout_uri, with the sid its ID tokens carry), and accounts whose claims carry a
 * school number. Test-only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface OidcTestAccount {
  /** Claims beyond `sub`, e.g. { name: '王芳', student_no: '2026001' }. */
  claims: Record<string, string>;
}

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Where the provider POSTs logout tokens when a session ends there (none: no back-channel logout). */
  backChannelLogoutUri?: string;
}

export interface OidcTestServer {
  issuer: string;
  /** Back-channel logouts the provider sent: the client's answer status, or the error. */
  backChannelResults: { ok: boolean; detail: string }[];
  /** Signs a JWT with the provider's own key (as its logout tokens are), for tests of each check. */
  sign(payload: JWTPayload, header?: { typ?: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * `host` names the issuer as configured schools will (127.0.0.1 or localhost: the same server under
 * another name is another issuer, which discovery must refuse).
 */
export async function startOidcServer(options: {
  accounts: Record<string, OidcTestAccount>;
  client: OidcTestClient;
  /** 0: any free port. */
  port: number;
  host?: string;
}): Promise<OidcTestServer> {
  const host = options.host ?? '127.0.0.1';
  // Listen first, so the issuer names the port actually taken.
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${host}:${port}`;
  const backChannel = options.client.backChannelLogoutUri;
  // The provider's signing key, known here so a test can sign what only the provider could.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-idp-key';
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        redirect_uris: options.client.redirectUris,
        post_logout_redirect_uris: options.client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        ...(backChannel ? { backchannel_logout_uri: backChannel, backchannel_logout_session_required: true } : {}),
      },
    ],
    findAccount: (_ctx, id) => {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account.claims }) };
    },
    claims: { openid: ['sub'], profile: ['name', 'student_no', 'staff_no'] },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      backchannelLogout: { enabled: true },
    },
    cookies: { keys: ['lingua-test-idp-cookie-key'] },
    // Its SSRF guard refuses loopback addresses, where the tests' Lingua listens: not here.
    fetch: (url: string | URL, init: RequestInit & { dispatcher?: unknown }) => {
      const { dispatcher: _guard, ...rest } = init;
      return fetch(url, rest);
    },
    pkce: { required: () => true },
  });
  const backChannelResults: OidcTestServer['backChannelResults'] = [];
  provider.on('backchannel.success', () => backChannelResults.push({ ok: true, detail: '200' }));
  provider.on('backchannel.error', (_ctx: unknown, error: unknown) => {
    backChannelResults.push({ ok: false, detail: error instanceof Error ? error.message : String(error) });
  });
  handle = provider.callback();
  return {
    issuer,
    backChannelResults,
    sign: (payload, header = {}) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: header.typ ?? 'logout+jwt' }).sign(privateKey),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
