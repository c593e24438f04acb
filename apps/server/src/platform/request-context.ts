/** The request headers of part 1 §7 as a typed context, and the language a reply is written in. */
import { type TLanguageUse, type TRequestHeaders, type TRole, ZRequestHeaders } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';

export interface SessionUser {
  sessionId: number;
  userId: number;
  /** 0 for platform operators, who belong to no school. */
  schoolId: number;
  userType: number;
  roles: TRole[];
  name: string;
  mobile: string;
  headImgUrl: string;
  language: TLanguageUse;
  /** Until it is false, only the calls of the password-change gate answer. */
  mustChangePassword: boolean;
}

export interface RequestContext {
  headers: TRequestHeaders;
  ip: string;
  /** The language of messages: Accept-Language, else the user's stored one, else Chinese. */
  language: TLanguageUse;
  /** The envelope's languageUse: the user's stored language, else the request's. */
  languageUse: TLanguageUse;
  user: SessionUser | undefined;
}

function languageFromHeader(value: string | undefined): TLanguageUse | undefined {
  if (!value) return undefined;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('zh') || first === 'cn') return 'cn';
  return undefined;
}

export function readRequestContext(req: FastifyRequest): RequestContext {
  const headers = ZRequestHeaders.parse(req.headers);
  const language = languageFromHeader(headers['accept-language']) ?? 'cn';
  return { headers, ip: req.ip ?? '', language, languageUse: language, user: undefined };
}

export function withUser(ctx: RequestContext, user: SessionUser): RequestContext {
  const fromHeader = languageFromHeader(ctx.headers['accept-language']);
  return { ...ctx, user, language: fromHeader ?? user.language, languageUse: user.language };
}
