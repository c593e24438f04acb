/**
 * The response envelope every /openApi call answers with (architecture brief, part 1 §7-§8).
 * `code` carries the product's meaning; the HTTP status agrees with its class.
 */
import { z } from 'zod';
import { ZPageNum } from './fields';

export const ResponseCode = {
  ok: 200,
  /** Success whose message the client shows as a notice. */
  notice: 222,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  /** Signed out because the account signed in elsewhere. */
  kicked: 521,
  /** The password was set by someone else: only the password change answers until it is changed. */
  passwordChangeRequired: 428,
  /** Session missing, expired or unknown. */
  sessionInvalid: 700,
} as const;
export type TResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** The HTTP status sent with a code: the class of the code, never 200 for an error. */
export function httpStatusForCode(code: number): number {
  if (code === ResponseCode.ok || code === ResponseCode.notice) return 200;
  if (code === ResponseCode.kicked || code === ResponseCode.sessionInvalid) return 401;
  if (code >= 400 && code < 600) return code;
  return 500;
}

export const ZLanguageUse = z.enum(['cn', 'en']);
export type TLanguageUse = z.infer<typeof ZLanguageUse>;

export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data: data.nullable(),
    languageUse: ZLanguageUse,
  });
}

export interface TEnvelope<T> {
  code: number;
  message: string;
  data: T | null;
  list?: unknown[];
  languageUse: TLanguageUse;
  /** For a 400: the request field that failed, as a dotted path. */
  field?: string;
}

/** A page request as the spec spells it (pageNum from 1). */
export const ZPageRequest = z.object({
  pageNum: ZPageNum.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.object({ pageNum: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  });
}
export interface TPage<T> {
  list: T[];
  page: { pageNum: number; pageSize: number; total: number };
}
