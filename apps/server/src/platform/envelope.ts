/** Writing the envelope, and turning every failure into one (error handler, unknown routes). */
import { httpStatusForCode, ResponseCode, type TEnvelope } from '@lingua/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMIT_BYTES } from './body-limits';
import { AppError } from './errors';
import { type MessageKey, translate } from './messages';
import { MULTIPART_LIMITS } from './multipart';
import { type RequestContext, readRequestContext } from './request-context';
import { withFieldLabel } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    lingua?: RequestContext;
  }
}

export function sendOk<T>(reply: FastifyReply, ctx: RequestContext, data: T, noticeKey?: MessageKey) {
  const envelope: TEnvelope<T> = {
    code: noticeKey ? ResponseCode.notice : ResponseCode.ok,
    message: translate(ctx.language, noticeKey ?? 'ok'),
    data: data === undefined ? null : data,
    languageUse: ctx.languageUse,
  };
  return reply.code(200).send(envelope);
}

function sendError(reply: FastifyReply, ctx: RequestContext, error: AppError) {
  const envelope: TEnvelope<unknown> = {
    code: error.code,
    message: translate(
      ctx.language,
      error.messageKey,
      withFieldLabel(ctx.language, error.field, error.params, reply.request.routeOptions.url),
    ),
    data: error.details ?? null,
    languageUse: ctx.languageUse,
    ...(error.field ? { field: error.field } : {}),
  };
  return reply.code(httpStatusForCode(error.code)).send(envelope);
}

/** Errors Fastify raises before a handler runs, mapped to what a person can act on. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new AppError(ResponseCode.payloadTooLarge, 'bodyTooLarge', {
      limit: BODY_LIMIT_BYTES / 1024 / 1024,
      unit: 'MB',
    });
  }
  // @fastify/multipart's own limits: more parts than a call reads, or a file past the plugin's cap.
  if (['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes(error.code)) {
    return new AppError(ResponseCode.payloadTooLarge, 'multipartTooManyParts', {
      files: MULTIPART_LIMITS.files,
      fields: MULTIPART_LIMITS.fields,
    });
  }
  if (error.statusCode === 413) return new AppError(ResponseCode.payloadTooLarge, 'uploadTooLarge');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported');
  }
  if (error.statusCode === 400) return new AppError(ResponseCode.badRequest, 'invalidJson', {}, 'body');
  return undefined;
}

export function installEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const ctx = req.lingua ?? readRequestContext(req);
    const known = error instanceof AppError ? error : fromFastifyError(error);
    if (known) {
      if (known.code === ResponseCode.serverError) req.log.error({ err: error }, 'request failed');
      return sendError(reply, ctx, known);
    }
    req.log.error({ err: error }, 'unexpected error');
    return sendError(reply, ctx, new AppError(ResponseCode.serverError, 'serverError'));
  });
}

export function sendRouteNotFound(req: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, readRequestContext(req), new AppError(ResponseCode.notFound, 'routeNotFound'));
}
