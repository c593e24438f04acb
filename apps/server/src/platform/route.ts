/**
 * defineRoute: the one shape of an /openApi call. It reads the header context, authenticates,
 * checks the access rule, parses the body with its contract, calls the handler, and answers in
 * the envelope. Handlers return data (code 200) or a Notice (code 222).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate } from './auth/sessions';
import type { Db } from './database';
import { sendOk } from './envelope';
import { AppError, forbidden } from './errors';
import type { MessageKey } from './messages';
import { type Access, can } from './policy';
import { type RequestContext, readRequestContext, type SessionUser, withUser } from './request-context';
import { parseBody } from './validation';

export class Notice<T> {
  constructor(
    readonly messageKey: MessageKey,
    readonly data: T,
  ) {}
}

interface HandlerArgs<B, A extends Access> {
  body: B;
  ctx: RequestContext;
  user: A extends 'public' ? SessionUser | undefined : SessionUser;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<S extends z.ZodType, A extends Access, R> {
  path: string;
  access: A;
  body?: S;
  /** Multipart routes read the request themselves. */
  multipart?: boolean;
  handler: (args: HandlerArgs<z.infer<S>, A>) => Promise<R | Notice<R>>;
}

export function defineRoute<S extends z.ZodType, A extends Access, R>(
  app: FastifyInstance,
  db: Db,
  def: RouteDefinition<S, A, R>,
): void {
  app.post(def.path, async (req, reply) => {
    let ctx = readRequestContext(req);
    req.lingua = ctx;
    let user: SessionUser | undefined;
    if (def.access !== 'public') {
      user = await authenticate(db, ctx.headers.token);
      ctx = withUser(ctx, user);
      req.lingua = ctx;
      if (!can(user, def.access)) throw forbidden();
    } else if (ctx.headers.token) {
      // A public call with a token still answers in the signed-in user's language when it can.
      user = await authenticate(db, ctx.headers.token).catch(() => undefined);
      if (user) {
        ctx = withUser(ctx, user);
        req.lingua = ctx;
      }
    }
    if (def.multipart && !req.isMultipart()) throw new AppError(415, 'multipartRequired');
    const body = def.multipart ? ({} as z.infer<S>) : def.body ? parseBody(def.body, req.body) : ({} as z.infer<S>);
    const result = await def.handler({ body, ctx, user: user as HandlerArgs<z.infer<S>, A>['user'], req, reply });
    if (result instanceof Notice) return sendOk(reply, ctx, result.data, result.messageKey);
    return sendOk(reply, ctx, result);
  });
}
