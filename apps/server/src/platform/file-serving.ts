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
 */
import fastifyStatic from '@fastify/static';
import { ResponseCode, withoutFileSignatures } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from './errors';
import { type FileSigner, fileAccessOf, normaliseFilePath } from './file-urls';

const PUBLIC_CACHE = 'public, max-age=604800, immutable';

export function installFileUrlHooks(app: FastifyInstance, signer: FileSigner): void {
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.config.handedFiles) return;
    if (req.body !== null && typeof req.body === 'object') req.body = withoutFileSignatures(req.body);
  });
  app.addHook('preSerialization', async (_req, _reply, payload) => signer.presentAll(payload));
}

export async function registerFileServing(app: FastifyInstance, rootDir: string, signer: FileSigner): Promise<void> {
  // Its own scope: this sendFile serves from the files folder, the web app's from its own.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: rootDir, serve: false });
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
      return reply.sendFile(relativePath, rootDir, { cacheControl: false, dotfiles: 'deny' });
    });
  });
}
