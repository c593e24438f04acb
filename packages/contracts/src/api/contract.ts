/**
 * One contract per call: its path, who may make it, its body and its response, each a zod
 * schema. The server registers a contract with its handler (apps/server platform/route.ts); the
 * web calls a contract and gets its typed response (apps/web api/client.ts). A call's path and
 * shapes are written here and nowhere else.
 *
 * Response schemas describe the envelope's `data` as JSON: strings for times, no transforms and
 * no defaults, so what the server sends and what the schema accepts are the same thing.
 * A call without parameters leaves `body` out; a call that answers no data leaves `response`
 * out (its data is null). The web's production build drops the schemas (vite-pure-contracts):
 * only the server parses bodies, and responses are checked in development and in tests.
 */
import type { z } from 'zod';
import type { Access } from './access';

export type CallPath = `/openApi/${string}`;

/** The body of a call without parameters. */
export type NoBody = z.ZodObject<Record<string, never>>;

export interface Contract<
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
  P extends CallPath = CallPath,
> {
  readonly path: P;
  readonly access: A;
  /** The JSON body; for a multipart call, its text fields (sent before the file). Absent: none. */
  readonly body?: B;
  /** The envelope's `data` of a successful answer (code 200 or 222). Absent: null. */
  readonly response?: R;
  /** A multipart upload: the handler reads the stream itself; the file comes after the fields. */
  readonly multipart?: boolean;
  /**
   * The body's /files/ URLs arrive as the caller was handed them, signature included (every other
   * call receives them bare): the call checks the signature as proof that an answer admitted the
   * caller to the file (getConvertFileUrl).
   */
  readonly handedFiles?: boolean;
  /**
   * The server may take the caller's session from its per-instance cache: the call's own statement
   * checks the session again, so 521 and 700 stay exact (the exam save; server auth/session-cache.ts).
   */
  readonly cachedSession?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a table of contracts of every shape
export type AnyContract = Contract<any, any, Access, CallPath>;

/** The body a caller sends (defaults may be left out). */
export type BodyOf<C extends AnyContract> = C extends Contract<infer B> ? z.input<B> : never;
/** The body a handler receives, parsed. */
export type ParsedBodyOf<C extends AnyContract> = C extends Contract<infer B> ? z.output<B> : never;
/** The data of a successful answer. */
export type ResponseOf<C extends AnyContract> = C extends Contract<z.ZodType, infer R> ? z.output<R> : never;

export function defineContract<
  const P extends CallPath,
  const A extends Access,
  B extends z.ZodType = NoBody,
  R extends z.ZodType = z.ZodNull,
>(contract: {
  path: P;
  access: A;
  body?: B;
  response?: R;
  multipart?: boolean;
  handedFiles?: boolean;
  cachedSession?: boolean;
}): Contract<B, R, A, P> {
  return contract;
}
