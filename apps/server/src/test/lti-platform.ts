/**
 * A simulated LTI 1.3 platform (a Moodle or Canvas stand-in) for the LTI tests, API and
 * end-to-end alike: its own RSA key pair and key set, an OIDC authorization endpoint that signs
 * real id_tokens, a token endpoint that checks the tool's JWT client assertion against the tool's
 * key set, AGS line items taking scores, an NRPS memberships service, and a deep-linking return
 * address that verifies the tool's signed answer. It listens on a local port.
 * Imports only node and jose, so the Playwright tests can load it too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
};

export interface SimUser {
  sub: string;
  name: string;
  role: 'learner' | 'instructor';
  email?: string;
}

export interface LaunchSpec {
  user: SimUser;
  context: { id: string; title: string };
  /** A resource link launch (default) or a deep-linking request. */
  kind?: 'resource' | 'deepLink';
  resourceLinkId?: string;
  /** The custom parameter a deep-linked link carries (as the platform stored it). */
  custom?: Record<string, string>;
  /**
   * The link's AGS claim (resource links): its own line item (true, the default), none (false), or
   * only the context's `lineitems` endpoint ('container'), where the tool finds or makes one.
   */
  lineItem?: boolean | 'container';
}

export interface Tamper {
  /** Sign with a key the platform does not publish. */
  signature?: boolean;
  aud?: string;
  nonce?: string;
  deploymentId?: string;
}

export interface ReceivedScore {
  lineItem: string;
  contentType: string;
  body: Record<string, unknown>;
}

/** A line item the platform holds (made by the tool through the lineitems endpoint). */
export interface SimLineItem {
  id: string;
  label: unknown;
  scoreMaximum: unknown;
  resourceLinkId: unknown;
  resourceId: unknown;
  tag: unknown;
  /** The Content-Type the tool created it with. */
  contentType: string;
}

export interface SimulatedPlatform {
  issuer: string;
  clientId: string;
  deploymentId: string;
  authLoginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** Scores the line items took, in order. */
  scores: ReceivedScore[];
  /** Line items made through the lineitems endpoint, in order. */
  lineItems: SimLineItem[];
  /** The lineitems endpoint's GETs: their query string and Accept header. */
  lineItemQueries: { search: string; accept: string }[];
  /** Verified deep-linking answers (the JWT's payload). */
  deepLinks: JWTPayload[];
  /** Scopes of the access tokens the token endpoint issued. */
  tokenScopes: string[];
  /** Members the memberships service lists, per context id. */
  members: Map<string, { user_id: string; name: string; roles: string[]; status?: string }[]>;
  /** While true the score endpoint answers 503 (a platform down). */
  scoresDown: boolean;
  /** A launch the browser can start at `${issuer}/launch/<hint>`, or the hint for the API tests. */
  prepareLaunch(spec: LaunchSpec, tamper?: Tamper): string;
  /** What the authorization endpoint would post back to the tool for this authentication request. */
  authorize(authUrl: string): Promise<{ redirectUri: string; idToken: string; state: string }>;
  /** Where the browser starts a prepared launch (a page that auto-posts to the tool's login URL). */
  launchUrl(hint: string): string;
  lineItemUrl(resourceLinkId: string): string;
  close(): Promise<void>;
}

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Simulated LMS</title></head><body>${body}</body></html>`;
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const autoPost = (action: string, fields: Record<string, string>) =>
  page(
    `<form id="f" method="post" action="${attr(action)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${attr(k)}" value="${attr(v)}">`)
      .join('')}<button type="submit">Continue</button></form><script>document.getElementById('f').submit()</script>`,
  );

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the platform. `tool` says where Lingua is: its origin (login URL and key set are read
 * from there) or, for API tests without a listening server, a function answering its key set.
 */
export async function startSimulatedPlatform(options: {
  port?: number;
  /** The platform's host name in its addresses (default 127.0.0.1); 'localhost' keeps a browser's launch same-site with a tool on localhost. */
  hostname?: string;
  toolOrigin: string;
  toolJwks?: () => Promise<JSONWebKeySet>;
  clientId?: string;
  deploymentId?: string;
  /** Answer the control calls (/_sim/prepare, /_sim/state) a test in another process drives it by. */
  control?: boolean;
}): Promise<SimulatedPlatform> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const stranger = await generateKeyPair('RS256');
  const clientId = options.clientId ?? `lingua-${randomBytes(4).toString('hex')}`;
  const deploymentId = options.deploymentId ?? 'deployment-1';
  const toolJwks =
    options.toolJwks ?? (async () => (await fetch(`${options.toolOrigin}/lti/jwks`)).json() as Promise<JSONWebKeySet>);
  const verifyTool = async (jwt: string, audience: string) =>
    (await jwtVerify(jwt, createLocalJWKSet(await toolJwks()), { issuer: clientId, audience })).payload;

  const launches = new Map<string, { spec: LaunchSpec; tamper: Tamper }>();
  const tokens = new Map<string, string[]>();
  const sim = {
    scores: [] as ReceivedScore[],
    lineItems: [] as SimLineItem[],
    lineItemQueries: [] as { search: string; accept: string }[],
    deepLinks: [] as JWTPayload[],
    tokenScopes: [] as string[],
    members: new Map() as SimulatedPlatform['members'],
    scoresDown: false,
  };
  let issuer = '';

  async function idToken(spec: LaunchSpec, tamper: Tamper, nonce: string): Promise<string> {
    const deepLink = spec.kind === 'deepLink';
    const claims: Record<string, unknown> = {
      nonce: tamper.nonce ?? nonce,
      name: spec.user.name,
      email: spec.user.email,
      [`${CLAIM}message_type`]: deepLink ? 'LtiDeepLinkingRequest' : 'LtiResourceLinkRequest',
      [`${CLAIM}version`]: '1.3.0',
      [`${CLAIM}deployment_id`]: tamper.deploymentId ?? deploymentId,
      [`${CLAIM}target_link_uri`]: `${options.toolOrigin}/lti/launch`,
      [`${CLAIM}roles`]: [ROLE[spec.user.role]],
      [`${CLAIM}context`]: { id: spec.context.id, title: spec.context.title, label: spec.context.title },
      'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
        context_memberships_url: `${issuer}/contexts/${encodeURIComponent(spec.context.id)}/memberships`,
        service_versions: ['2.0'],
      },
    };
    if (deepLink) {
      claims['https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings'] = {
        deep_link_return_url: `${issuer}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['window', 'iframe'],
        accept_multiple: false,
        data: 'opaque-platform-data',
      };
    } else {
      const linkId = spec.resourceLinkId ?? 'link-1';
      claims[`${CLAIM}resource_link`] = { id: linkId, title: 'Lingua activity' };
      if (spec.custom) claims[`${CLAIM}custom`] = spec.custom;
      if (spec.lineItem !== false)
        claims['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] = {
          scope: [
            'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
            'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          ],
          lineitems: `${issuer}/lineitems`,
          ...(spec.lineItem === 'container' ? {} : { lineitem: `${issuer}/lineitems/${encodeURIComponent(linkId)}` }),
        };
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(tamper.aud ?? clientId)
      .setSubject(spec.user.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(tamper.signature ? stranger.privateKey : privateKey);
  }

  async function authorize(authUrl: string) {
    const url = new URL(authUrl);
    const q = (k: string) => url.searchParams.get(k) ?? '';
    if (q('client_id') !== clientId || q('response_type') !== 'id_token' || q('scope') !== 'openid')
      throw new Error('not an LTI authentication request');
    const prepared = launches.get(q('lti_message_hint'));
    if (!prepared || q('login_hint') !== prepared.spec.user.sub) throw new Error('unknown launch');
    return {
      redirectUri: q('redirect_uri'),
      idToken: await idToken(prepared.spec, prepared.tamper, q('nonce')),
      state: q('state'),
    };
  }

  const bearerScopes = (req: http.IncomingMessage) =>
    tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, '')) ?? null;

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const send = (status: number, body: string, type = 'text/html; charset=utf-8') => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      };
      try {
        if (req.method === 'GET' && url.pathname === '/jwks')
          return send(200, JSON.stringify(jwks), 'application/json');
        if (options.control && req.method === 'POST' && url.pathname === '/_sim/prepare') {
          const hint = randomUUID();
          launches.set(hint, { spec: JSON.parse(await readBody(req)) as LaunchSpec, tamper: {} });
          return send(200, JSON.stringify({ hint, launchUrl: `${issuer}/launch/${hint}` }), 'application/json');
        }
        if (options.control && req.method === 'GET' && url.pathname === '/_sim/state')
          return send(
            200,
            JSON.stringify({ scores: sim.scores, deepLinks: sim.deepLinks, lineItems: sim.lineItems }),
            'application/json',
          );
        if (req.method === 'GET' && url.pathname.startsWith('/launch/')) {
          const hint = decodeURIComponent(url.pathname.slice('/launch/'.length));
          const prepared = launches.get(hint);
          if (!prepared) return send(404, page('unknown launch'));
          return send(
            200,
            autoPost(`${options.toolOrigin}/lti/login`, {
              iss: issuer,
              login_hint: prepared.spec.user.sub,
              target_link_uri: `${options.toolOrigin}/lti/launch`,
              lti_message_hint: hint,
              client_id: clientId,
              lti_deployment_id: deploymentId,
            }),
          );
        }
        if (req.method === 'GET' && url.pathname === '/auth') {
          const answer = await authorize(url.toString());
          return send(200, autoPost(answer.redirectUri, { id_token: answer.idToken, state: answer.state }));
        }
        if (req.method === 'POST' && url.pathname === '/token') {
          const form = new URLSearchParams(await readBody(req));
          if (form.get('grant_type') !== 'client_credentials') return send(400, '{"error":"unsupported_grant_type"}');
          await verifyTool(form.get('client_assertion') ?? '', `${issuer}/token`);
          const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
          const token = randomBytes(16).toString('hex');
          tokens.set(token, scopes);
          sim.tokenScopes.push(...scopes);
          return send(
            200,
            JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600, scope: scopes.join(' ') }),
            'application/json',
          );
        }
        if (url.pathname === '/lineitems' && (req.method === 'GET' || req.method === 'POST')) {
          if (!bearerScopes(req)?.includes('https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'))
            return send(401, 'no lineitem scope', 'text/plain');
          if (req.method === 'GET') {
            sim.lineItemQueries.push({ search: url.search, accept: req.headers.accept ?? '' });
            const linkId = url.searchParams.get('resource_link_id');
            const tag = url.searchParams.get('tag');
            const found = sim.lineItems.filter(
              (i) => (!linkId || i.resourceLinkId === linkId) && (!tag || i.tag === tag),
            );
            return send(
              200,
              JSON.stringify(found.map(({ contentType: _c, ...item }) => item)),
              'application/vnd.ims.lis.v2.lineitemcontainer+json',
            );
          }
          const contentType = req.headers['content-type'] ?? '';
          if (contentType !== 'application/vnd.ims.lis.v2.lineitem+json') return send(415, contentType, 'text/plain');
          const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
          if (typeof body.scoreMaximum !== 'number' || !(body.scoreMaximum > 0) || typeof body.label !== 'string')
            return send(400, 'scoreMaximum and label are required', 'text/plain');
          const item: SimLineItem = {
            id: `${issuer}/lineitems/made-${sim.lineItems.length + 1}`,
            label: body.label,
            scoreMaximum: body.scoreMaximum,
            resourceLinkId: body.resourceLinkId,
            resourceId: body.resourceId,
            tag: body.tag,
            contentType,
          };
          sim.lineItems.push(item);
          const { contentType: _c, ...answer } = item;
          return send(201, JSON.stringify(answer), 'application/vnd.ims.lis.v2.lineitem+json');
        }
        const scoreMatch = /^\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
        if (req.method === 'POST' && scoreMatch) {
          if (sim.scoresDown) return send(503, 'down for maintenance', 'text/plain');
          if (!bearerScopes(req)?.includes('https://purl.imsglobal.org/spec/lti-ags/scope/score'))
            return send(401, 'no score scope', 'text/plain');
          sim.scores.push({
            lineItem: `${issuer}/lineitems/${scoreMatch[1]}`,
            contentType: req.headers['content-type'] ?? '',
            body: JSON.parse(await readBody(req)),
          });
          return send(204, '');
        }
        const membersMatch = /^\/contexts\/([^/]+)\/memberships$/.exec(url.pathname);
        if (req.method === 'GET' && membersMatch) {
          if (!bearerScopes(req)?.includes('https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly'))
            return send(401, 'no memberships scope', 'text/plain');
          const contextId = decodeURIComponent(membersMatch[1] ?? '');
          return send(
            200,
            JSON.stringify({
              id: url.toString(),
              context: { id: contextId },
              members: sim.members.get(contextId) ?? [],
            }),
            'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
          );
        }
        if (req.method === 'POST' && url.pathname === '/deep-link-return') {
          const form = new URLSearchParams(await readBody(req));
          const payload = await verifyTool(form.get('JWT') ?? '', issuer);
          sim.deepLinks.push(payload);
          return send(200, page('<h1 id="deep-link-received">Activity added to the course</h1>'));
        }
        send(404, 'not found', 'text/plain');
      } catch (error) {
        send(400, `refused: ${error instanceof Error ? error.message : String(error)}`, 'text/plain');
      }
    })();
  });
  const hostname = options.hostname ?? '127.0.0.1';
  await new Promise<void>((resolve) =>
    hostname === 'localhost'
      ? server.listen(options.port ?? 0, resolve)
      : server.listen(options.port ?? 0, hostname, resolve),
  );
  const port = (server.address() as AddressInfo).port;
  issuer = `http://${hostname}:${port}`;
  return Object.assign(sim, {
    issuer,
    clientId,
    deploymentId,
    authLoginUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    jwksUrl: `${issuer}/jwks`,
    prepareLaunch(spec: LaunchSpec, tamper: Tamper = {}) {
      const hint = randomUUID();
      launches.set(hint, { spec, tamper });
      return hint;
    },
    authorize,
    launchUrl: (hint: string) => `${issuer}/launch/${encodeURIComponent(hint)}`,
    lineItemUrl: (resourceLinkId: string) => `${issuer}/lineitems/${encodeURIComponent(resourceLinkId)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
