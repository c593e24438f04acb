/**
 * defineRoute: the one shape of an /openApi call. It takes the call's contract (packages/contracts
 * calls/), reads the header context, authenticates, checks the contract's access rule, parses the
 * body with the contract's schema, calls the handler, and answers in the envelope. Handlers return
 * data (code 200) or a Notice (code 222). Outside production every answer is checked against the
 * contract's response schema, so a test that calls a route also tests its response shape.
 */
import type { AnyContract, ParsedBodyOf, ResponseOf } from '@lingua/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checkPasswordChangeGate } from './auth/password-change-gate';
import type { SessionCache } from './auth/session-cache';
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
  /** The session may come from the instance's cache (the handler's statement re-checks it). */
  cachedSession?: boolean;
  handler: (args: HandlerArgs<z.infer<S>, A>) => Promise<R | Notice<R>>;
}

type ContractHandler<C extends AnyContract> = (
  args: HandlerArgs<ParsedBodyOf<C>, C['access']>,
) => Promise<Answer<ResponseOf<C>>>;

/** A handler of a call that answers no data may return nothing. */
type Answer<R> = R | Notice<R> | (null extends R ? undefined | Notice<undefined> : never);

declare module 'fastify' {
  interface FastifyInstance {
    /** Check every answer against its contract's response schema (development and tests). */
    checkResponses: boolean;
    /** The contracts this app registered, by path (the route-contract test reads it). */
    contracts: Map<string, AnyContract>;
    /** Every POST route under /openApi, in the order registered. */
    openApiPosts: string[];
    /** Sessions of the hot calls, by token, forgotten when they end on any instance (auth/session-cache.ts). */
    sessionCache: SessionCache;
  }
  interface FastifyContextConfig {
    /** The body's /files/ URLs keep their signatures (the contract's `handedFiles`; file-serving.ts). */
    handedFiles?: boolean;
  }
}

export function defineRoute<C extends AnyContract>(
  app: FastifyInstance,
  db: Db,
  contract: C,
  handler: ContractHandler<C>,
): void;
export function defineRoute<S extends z.ZodType, A extends Access, R>(
  app: FastifyInstance,
  db: Db,
  def: RouteDefinition<S, A, R>,
): void;
export function defineRoute(
  app: FastifyInstance,
  db: Db,
  contractOrDef: AnyContract | RouteDefinition<z.ZodType, Access, unknown>,
  contractHandler?: ContractHandler<AnyContract>,
): void {
  if (contractHandler) {
    const contract = contractOrDef as AnyContract;
    app.contracts.set(contract.path, contract);
    registerPost(app, db, { ...contract, handler: contractHandler }, contract);
    return;
  }
  registerPost(app, db, contractOrDef as RouteDefinition<z.ZodType, Access, unknown>, undefined);
}

function registerPost(
  app: FastifyInstance,
  db: Db,
  def: RouteDefinition<z.ZodType, Access, unknown>,
  contract: AnyContract | undefined,
): void {
  const check = contract && app.checkResponses ? (data: unknown) => checkResponse(contract, data) : undefined;
  app.post(def.path, { config: { handedFiles: contract?.handedFiles === true } }, async (req, reply) => {
    let ctx = readRequestContext(req);
    req.lingua = ctx;
    let user: SessionUser | undefined;
    if (def.access !== 'public') {
      user = def.cachedSession
        ? await app.sessionCache.authenticate(db, ctx.headers.token)
        : await authenticate(db, ctx.headers.token);
      ctx = withUser(ctx, user);
      req.lingua = ctx;
      if (!can(user, def.access)) throw forbidden();
      checkPasswordChangeGate(user, def.path);
    } else if (ctx.headers.token) {
      // A public call with a token still answers in the signed-in user's language when it can.
      user = await authenticate(db, ctx.headers.token).catch(() => undefined);
      if (user) {
        ctx = withUser(ctx, user);
        req.lingua = ctx;
      }
    }
    if (def.multipart && !req.isMultipart()) throw new AppError(415, 'multipartRequired');
    const body = def.multipart ? {} : def.body ? parseBody(def.body, req.body) : {};
    const result = await def.handler({ body, ctx, user: user as SessionUser, req, reply });
    const data = result instanceof Notice ? result.data : result;
    check?.(data);
    if (result instanceof Notice) return sendOk(reply, ctx, data, result.messageKey);
    return sendOk(reply, ctx, data);
  });
}

/** The answer as the client reads it (JSON), against the contract's schema; a mismatch is a 500. */
function checkResponse(contract: AnyContract, data: unknown): void {
  const json: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const result = contract.response ? contract.response.safeParse(json) : { success: json === null, error: undefined };
  if (result.success) return;
  const detail = result.error ? JSON.stringify(result.error.issues.slice(0, 5)) : 'expected no data (null)';
  throw new Error(`The answer of ${contract.path} does not match its contract: ${detail}`);
}
