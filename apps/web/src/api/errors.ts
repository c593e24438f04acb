/** The error every failed call rejects with: the envelope's code, message and field when known. */
export class ApiError extends Error {
  readonly code: number;
  readonly field: string | undefined;

  constructor(code: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
  }
}

/** Codes the client answers itself (sign-out, reload), so callers must stay quiet about them. */
export const SESSION_CODES: readonly number[] = [521, 700];

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
