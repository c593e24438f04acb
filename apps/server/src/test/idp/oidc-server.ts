/**
 * A real OpenID provider for the tests (oidc-provider, started on a loopback port): its own login
 * and consent pages (devInteractions: the login name is the account, any password), PKCE required,
 * RP-initiated sign-out, and accounts whose claims carry a school number. Test-only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
}

export interface OidcTestServer {
  issuer: string;
  close(): Promise<void>;
}

/**
 * `host` names the issuer as configured schools will (127.0.0.1 or localhost: the same server under
 * another name is another issuer, which discovery must refuse).
 */
export async function startOidcServer(options: {
  accounts: Record<string, OidcTestAccount>;
  client: OidcTestClient;
  port: number;
  host?: string;
}): Promise<OidcTestServer> {
  const host = options.host ?? '127.0.0.1';
  const issuer = `http://${host}:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        redirect_uris: options.client.redirectUris,
        post_logout_redirect_uris: options.client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx, id) => {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account.claims }) };
    },
    claims: { openid: ['sub'], profile: ['name', 'student_no', 'staff_no'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['lingua-test-idp-cookie-key'] },
    pkce: { required: () => true },
  });
  // Quiet: oidc-provider warns about its development settings on every start.
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    issuer: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
