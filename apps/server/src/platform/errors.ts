/** AppError: a failure the client should see, with a code and a message key in the catalogue. */
import { ResponseCode } from '@lingua/contracts';
import type { MessageKey } from './messages';

export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
    /** Sent as the envelope's data, for failures with more to say (every bad row of an import). */
    readonly details?: unknown,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(ResponseCode.notFound, 'notFound');
export const forbidden = () => new AppError(ResponseCode.forbidden, 'forbidden');
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(ResponseCode.conflict, key, params);
export const badRequest = (key: MessageKey, field?: string, params?: Record<string, string | number>) =>
  new AppError(ResponseCode.badRequest, key, params, field);
