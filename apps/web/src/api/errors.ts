/** The error every failed call rejects with: the envelope's code, message and field when known. */
export class ApiError extends Error {
  readonly code: number;
  readonly field: string | undefined;
  /** The envelope's data on a failure, when the server sends more (every bad row of an import). */
  readonly details: unknown;

  constructor(code: number, message: string, field?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
    this.details = details;
  }
}

/** Codes the client answers itself (sign-out, reload), so callers must stay quiet about them. */
export const SESSION_CODES: readonly number[] = [521, 700];

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
