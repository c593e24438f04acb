/**
 * Bodies over their limit answer 413 in the envelope and leave the connection usable.
 *
 * Fastify refuses a JSON body over bodyLimit before reading it and closes the connection after
 * the answer; an upload refused mid-file stops its request being read. Either way the client is
 * still sending: a closed socket with unread bytes sends a reset, and a client that writes its
 * whole body before it reads (curl, most HTTP libraries) sees ECONNRESET instead of the answer,
 * while an unread, unclosed request hangs until the request timeout. So the rest of a refused body
 * is read and thrown away (nothing is kept; the request timeout still bounds it), and the
 * connection stays open for the next request.
 */
import type { FastifyInstance } from 'fastify';

/** The largest JSON body (Fastify's bodyLimit); files go through multipart with their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export function drainRefusedBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    // Set by Fastify's body parser when it refused a body; the rest is drained below instead.
    if (reply.statusCode < 500 && reply.getHeader('connection') === 'close') reply.removeHeader('connection');
    return payload;
  });
  app.addHook('onResponse', async (req) => {
    const raw = req.raw;
    // An upgraded request (the realtime socket) has no body: its socket belongs to the WebSocket.
    if (raw.complete || raw.destroyed || raw.headers.upgrade) return;
    // Whatever was reading it (an upload's parser) has stopped: read the rest into nothing.
    raw.unpipe();
    raw.resume();
  });
}
