/**
 * A CAS 3.0 client on the protocol (apereo.github.io/cas, "CAS Protocol 3.0 Specification"):
 * the login redirect with `service`, the ticket checked at `/p3/serviceValidate` (an XML answer
 * with the user and its attributes), the sign-out at `/logout`, and the server's single-logout
 * request (a SAML LogoutRequest naming the service ticket). No CAS library: the protocol is three
 * URLs and two small XML documents.
 */
import { parseDocument } from 'htmlparser2';

export interface CasSuccess {
  ok: true;
  user: string;
  attributes: Record<string, string>;
}
export interface CasFailure {
  ok: false;
  code: string;
  description: string;
}

const VALIDATE_TIMEOUT_MS = 10_000;

export function casLoginUrl(casUrl: string, service: string): string {
  return `${casUrl}/login?service=${encodeURIComponent(service)}`;
}

export function casLogoutUrl(casUrl: string, service: string): string {
  return `${casUrl}/logout?service=${encodeURIComponent(service)}`;
}

export function casValidateUrl(casUrl: string, service: string, ticket: string): string {
  return `${casUrl}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
}

type XmlNode = { type: string; name?: string; attribs?: Record<string, string>; children?: XmlNode[]; data?: string };

/** Local name without its namespace prefix (`cas:user` → `user`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function elements(node: XmlNode): XmlNode[] {
  return (node.children ?? []).filter((c) => c.type === 'tag');
}

function findDeep(node: XmlNode, name: string): XmlNode | undefined {
  for (const child of elements(node)) {
    if (localName(child.name ?? '') === name) return child;
    const found = findDeep(child, name);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: XmlNode): string {
  if (node.type === 'text' || node.type === 'cdata') {
    return (node.data ?? '') + (node.children ?? []).map(textOf).join('');
  }
  return (node.children ?? []).map(textOf).join('');
}

/** Reads a `/p3/serviceValidate` answer. Attributes with several values keep the first. */
export function parseServiceResponse(xml: string): CasSuccess | CasFailure {
  const doc = parseDocument(xml, { xmlMode: true }) as unknown as XmlNode;
  const success = findDeep(doc, 'authenticationSuccess');
  if (success) {
    const userNode = elements(success).find((e) => localName(e.name ?? '') === 'user');
    const user = userNode ? textOf(userNode).trim() : '';
    const attributes: Record<string, string> = {};
    const attrs = elements(success).find((e) => localName(e.name ?? '') === 'attributes');
    for (const a of attrs ? elements(attrs) : []) {
      const key = localName(a.name ?? '');
      if (!(key in attributes)) attributes[key] = textOf(a).trim();
    }
    if (user) return { ok: true, user, attributes };
    return { ok: false, code: 'INVALID_RESPONSE', description: 'no user' };
  }
  const failure = findDeep(doc, 'authenticationFailure');
  if (failure) {
    return { ok: false, code: failure.attribs?.code ?? 'UNKNOWN', description: textOf(failure).trim() };
  }
  return { ok: false, code: 'INVALID_RESPONSE', description: 'not a CAS service response' };
}

/** Asks the CAS server about a ticket for this exact service; throws only when it cannot be reached. */
export async function validateTicket(
  casUrl: string,
  service: string,
  ticket: string,
): Promise<CasSuccess | CasFailure> {
  const response = await fetch(casValidateUrl(casUrl, service, ticket), {
    signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS),
    headers: { accept: 'application/xml, text/xml' },
  });
  const text = await response.text();
  if (!response.ok && !text.includes('serviceResponse')) {
    return { ok: false, code: `HTTP_${response.status}`, description: response.statusText };
  }
  return parseServiceResponse(text);
}

/** The service ticket a single-logout request names (`<samlp:SessionIndex>`), or null. */
export function logoutRequestTicket(xml: string): string | null {
  const doc = parseDocument(xml, { xmlMode: true }) as unknown as XmlNode;
  if (!findDeep(doc, 'LogoutRequest')) return null;
  const index = findDeep(doc, 'SessionIndex');
  const ticket = index ? textOf(index).trim() : '';
  return ticket.length > 0 && ticket.length <= 256 ? ticket : null;
}

/** A user or attribute value by the configured name: `user` is the CAS login name itself. */
export function casNumber(result: CasSuccess, claim: string): string {
  if (claim === 'user') return result.user;
  return result.attributes[claim] ?? '';
}
