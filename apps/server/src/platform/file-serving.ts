/**
 * The /files/ route and the two hooks around every call that keep private files private
 * (docs/architecture.md, "Files"):
 * - answers go out with each private /files/ URL signed (preSerialization): the caller got the
 *   answer, so the call's own checks already admitted them to what it names;
 * - bodies come in with every /files/ URL in its stored form (preHandler), so a client that sends
 *   back a URL it was given (re-saving a task with its attachments) never stores a signature;
 *   a call whose contract says `handedFiles` gets them as sent, to check the signature itself;
 * - GET /files/<path> serves a public folder to anyone, any other file only with a valid, unexpired
 *   signature, and never a dot folder; a path that is not canonical is a 404, never a disk path.
 *   On disk storage @fastify/static sends it; on S3 the server streams it from the store, passing a
 *   single HTTP Range through (media players seek with them), so URLs stay this origin's.
 */
import fastifyStatic from '@fastify/static';
import { ResponseCode, withoutFileSignatures } from '@lingua/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from './errors';
import { type FileSigner, fileAccessOf, normaliseFilePath } from './file-urls';
import { type ByteRange, contentTypeOf, type FileStorage } from './storage';

const PUBLIC_CACHE = 'public, max-age=604800, immutable';

export function installFileUrlHooks(app: FastifyInstance, signer: FileSigner): void {
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.config.handedFiles) return;
    if (req.body !== null && typeof req.body === 'object') req.body = withoutFileSignatures(req.body);
  });
  app.addHook('preSerialization', async (_req, _reply, payload) => signer.presentAll(payload));
}

export async function registerFileServing(
  app: FastifyInstance,
  storage: FileStorage,
  signer: FileSigner,
): Promise<void> {
  const rootDir = storage.diskRoot;
  // Its own scope: this sendFile serves from the files folder, the web app's from its own.
  await app.register(async (scope) => {
    if (rootDir !== undefined) await scope.register(fastifyStatic, { root: rootDir, serve: false });
    scope.get('/files/*', async (req, reply) => {
      const [urlPath = '', query = ''] = req.url.split('?', 2);
      const relativePath = normaliseFilePath(urlPath);
      if (relativePath === undefined) throw notFound();
      const access = fileAccessOf(relativePath);
      if (access === 'hidden') throw notFound();
      if (access === 'public') {
        reply.header('cache-control', PUBLIC_CACHE);
      } else {
        const params = new URLSearchParams(query);
        const exp = params.get('exp') ?? undefined;
        if (!signer.verify(relativePath, exp, params.get('sig') ?? undefined))
          throw new AppError(ResponseCode.forbidden, 'fileLinkInvalid');
        // Only the browser keeps it, and no longer than the signature lasts.
        reply.header('cache-control', `private, max-age=${signer.secondsLeft(exp ?? '0')}`);
      }
      if (rootDir === undefined) return sendFromStore(req, reply, storage, relativePath);
      return reply.sendFile(relativePath, rootDir, { cacheControl: false, dotfiles: 'deny' });
    });
  });
}

/** Streams a stored file from a store that is not this disk, whole or the one range asked for. */
async function sendFromStore(req: FastifyRequest, reply: FastifyReply, storage: FileStorage, relativePath: string) {
  const info = await storage.stat(relativePath);
  if (!info) throw notFound();
  reply.header('accept-ranges', 'bytes');
  reply.header('content-type', info.contentType ?? contentTypeOf(relativePath));
  const range = parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', info.size);
  }
  if (req.method === 'HEAD' || info.size === 0) return reply.send();
  const body = await storage.open(relativePath, range);
  if (!body) throw notFound();
  return reply.send(body);
}

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 §14.1.2): undefined for none (or several,
 * which are answered whole, as the RFC allows), 'unsatisfiable' for one that starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
