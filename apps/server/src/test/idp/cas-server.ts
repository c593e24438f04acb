/**
 * A small CAS 3.0 server for the tests, speaking the protocol as a university's does: a login page
 * (a form, then a ticket-granting cookie), service tickets single-use, bound to the exact service
 * and short-lived, `/p3/serviceValidate` answering the XML with the user's attributes, and
 * `/logout` ending the SSO session with a single-logout POST to every service it signed in to.
 * Test-only: it lives under src/test and listens on the loopback address.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CasUser {
  password: string;
  /** cas:attributes, e.g. { studentNo: '2026001', name: '李明' } */
  attributes: Record<string, string>;
}

export interface CasTestServer {
  /** The CAS base URL a school configures (…/cas). */
  url: string;
  /** Every ticket validation seen: ticket, service, and the answer's code. */
  validations: { ticket: string; service: string; result: string }[];
  /** Single-logout requests sent: service and ticket. */
  logouts: { service: string; ticket: string; status: number }[];
  close(): Promise<void>;
}

const TICKET_TTL_MS = 60_000;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
const escapeHtml = escapeXml;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 64 * 1024) req.destroy();
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function cookieOf(req: http.IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

function loginPage(service: string, error: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证 CAS</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;background:#eef2f7;display:flex;justify-content:center;padding-top:60px}
form{background:#fff;padding:28px;border-radius:8px;width:300px;box-shadow:0 2px 8px #0002}
input{display:block;width:100%;box-sizing:border-box;margin:8px 0 14px;padding:8px}
button{width:100%;padding:10px;background:#1d4ed8;color:#fff;border:0;border-radius:4px}
.err{color:#b91c1c}</style></head><body>
<form method="post" action="/cas/login">
<h2>统一身份认证 · Central Authentication</h2>
${error ? `<p class="err" role="alert">${escapeHtml(error)}</p>` : ''}
<input type="hidden" name="service" value="${escapeHtml(service)}">
<label for="username">学号/工号 Username</label><input id="username" name="username" autocomplete="username">
<label for="password">密码 Password</label><input id="password" name="password" type="password">
<button type="submit">登录 Sign in</button></form></body></html>`;
}

export async function startCasServer(users: Record<string, CasUser>, port = 0): Promise<CasTestServer> {
  /** Ticket-granting sessions by cookie: the user and the services it has signed in to. */
  const sessions = new Map<string, { username: string; services: { service: string; ticket: string }[] }>();
  const tickets = new Map<string, { username: string; service: string; at: number }>();
  const validations: CasTestServer['validations'] = [];
  const logouts: CasTestServer['logouts'] = [];

  const issue = (tgc: string, service: string) => {
    const session = sessions.get(tgc);
    if (!session) throw new Error('no session');
    const ticket = `ST-${randomBytes(16).toString('hex')}`;
    tickets.set(ticket, { username: session.username, service, at: Date.now() });
    session.services.push({ service, ticket });
    return `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas.test');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, ...headers });
      res.end(body);
    };
    try {
      if (url.pathname === '/cas/login' && req.method === 'GET') {
        const service = url.searchParams.get('service') ?? '';
        const tgc = cookieOf(req, 'CASTGC');
        if (service && tgc && sessions.has(tgc)) {
          send(302, 'text/plain', '', { location: issue(tgc, service) });
          return;
        }
        send(200, 'text/html', loginPage(service, ''));
        return;
      }
      if (url.pathname === '/cas/login' && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const service = form.get('service') ?? '';
        const username = form.get('username') ?? '';
        const user = users[username];
        if (!user || user.password !== form.get('password')) {
          send(401, 'text/html', loginPage(service, '用户名或密码错误 Wrong username or password'));
          return;
        }
        const tgc = `TGT-${randomBytes(16).toString('hex')}`;
        sessions.set(tgc, { username, services: [] });
        const cookie = `CASTGC=${tgc}; Path=/cas; HttpOnly; SameSite=Lax`;
        if (!service) {
          send(200, 'text/html', '<p>已登录 Signed in</p>', { 'set-cookie': cookie });
          return;
        }
        send(302, 'text/plain', '', { location: issue(tgc, service), 'set-cookie': cookie });
        return;
      }
      if (url.pathname === '/cas/p3/serviceValidate' && req.method === 'GET') {
        const ticket = url.searchParams.get('ticket') ?? '';
        const service = url.searchParams.get('service') ?? '';
        const found = tickets.get(ticket);
        // Single use: a ticket is spent by its first validation, whatever the outcome.
        tickets.delete(ticket);
        let failure: [string, string] | null = null;
        if (!found) failure = ['INVALID_TICKET', `Ticket ${ticket} not recognized`];
        else if (found.service !== service)
          failure = ['INVALID_SERVICE', `Ticket ${ticket} was not issued for this service`];
        else if (Date.now() - found.at > TICKET_TTL_MS) failure = ['INVALID_TICKET', `Ticket ${ticket} expired`];
        validations.push({ ticket, service, result: failure ? failure[0] : 'SUCCESS' });
        if (failure || !found) {
          const [code, text] = failure ?? ['INVALID_TICKET', 'unknown'];
          send(
            200,
            'application/xml',
            `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:authenticationFailure code="${code}">${escapeXml(text)}</cas:authenticationFailure>\n</cas:serviceResponse>`,
          );
          return;
        }
        const user = users[found.username];
        const attributes = Object.entries(user?.attributes ?? {})
          .map(([k, v]) => `      <cas:${k}>${escapeXml(v)}</cas:${k}>`)
          .join('\n');
        send(
          200,
          'application/xml',
          `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:authenticationSuccess>\n    <cas:user>${escapeXml(found.username)}</cas:user>\n    <cas:attributes>\n${attributes}\n    </cas:attributes>\n  </cas:authenticationSuccess>\n</cas:serviceResponse>`,
        );
        return;
      }
      if (url.pathname === '/cas/logout' && req.method === 'GET') {
        const tgc = cookieOf(req, 'CASTGC');
        const session = tgc ? sessions.get(tgc) : undefined;
        if (tgc) sessions.delete(tgc);
        for (const { service, ticket } of session?.services ?? []) {
          const logoutRequest = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-${randomBytes(8).toString('hex')}" Version="2.0" IssueInstant="${new Date().toISOString()}"><saml:NameID>${escapeXml(session?.username ?? '')}</saml:NameID><samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`;
          const status = await fetch(service, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ logoutRequest }).toString(),
            signal: AbortSignal.timeout(5_000),
          }).then(
            (r) => r.status,
            () => 0,
          );
          logouts.push({ service, ticket, status });
        }
        const back = url.searchParams.get('service');
        const clear = 'CASTGC=; Path=/cas; Max-Age=0';
        if (back) send(302, 'text/plain', '', { location: back, 'set-cookie': clear });
        else send(200, 'text/html', '<p>已退出 Signed out</p>', { 'set-cookie': clear });
        return;
      }
      send(404, 'text/plain', 'not found');
    } catch (error) {
      send(500, 'text/plain', String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/cas`,
    validations,
    logouts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
