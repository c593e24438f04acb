/**
 * Security headers on every answer: pages, assets, files, calls, errors and 404s (issue 15). The
 * session token lives in localStorage, so the Content-Security-Policy is what keeps an injected
 * script from running: scripts only from this origin, never inline (the built app has none).
 * antd writes its styles at run time, hence style-src 'unsafe-inline'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** An origin this answer's page may post a form to (set by the one page that needs it). */
    formActionOrigin?: string;
  }
}

const POLICY_BASE = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Face check pictures arrive as data: URLs; the assistant previews a chosen image as blob:.
  "img-src 'self' data: blob:",
  // Recordings are played back from blob: before they are uploaded.
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** A host[:port] as a browser sends it (names, IPv4, bracketed IPv6); anything else is left out. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * connect-src: this origin, and its realtime socket by name. CSP 3 lets 'self' cover ws(s) to the
 * same host, but older browsers do not, and `ws:` alone would allow a socket to any host.
 */
export function contentSecurityPolicy(
  host: string | undefined,
  formActionOrigin?: string,
  frameHosts: readonly string[] = [],
): string {
  const socket = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  // /externalHTML frames the configured hosts' https pages, and nothing else.
  const frames = frameHosts.filter((h) => HOST.test(h)).map((h) => `https://${h}`);
  const base =
    frames.length > 0
      ? POLICY_BASE.map((d) => (d === "frame-src 'none'" ? `frame-src ${frames.join(' ')}` : d))
      : POLICY_BASE;
  const policy = [...base, `connect-src 'self'${socket}`];
  // One page posts a form to another site: the LTI deep-linking answer to the platform's return URL.
  if (formActionOrigin && /^https?:\/\/[^\s;,'"]+$/.test(formActionOrigin))
    return policy.map((d) => (d === "form-action 'self'" ? `form-action 'self' ${formActionOrigin}` : d)).join('; ');
  return policy.join('; ');
}

/** The camera (exam face check) and microphone (recording) for this origin only; nothing else. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(self), fullscreen=(self), autoplay=(self), geolocation=(), payment=(), usb=(), display-capture=()';

const STATIC_HEADERS: Record<string, string> = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** HSTS only over TLS: on plain HTTP it would be ignored, and behind a proxy only trustProxy sees TLS. */
function isTls(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

export function installSecurityHeaders(app: FastifyInstance, frameHosts: readonly string[] = []): void {
  // onSend runs for every answer, errors and the not-found handler included.
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(STATIC_HEADERS);
    reply.header('content-security-policy', contentSecurityPolicy(req.host, req.formActionOrigin, frameHosts));
    if (isTls(req)) reply.header('strict-transport-security', 'max-age=31536000');
    return payload;
  });
}
