/**
 * Parses a request body with its contract; the first issue becomes a 400 naming the field. What no
 * body may carry (control characters, nesting too deep: unsafe-input.ts) is refused first.
 */
import type { TLanguageUse } from '@lingua/contracts';
import type { z } from 'zod';
import { AppError } from './errors';
import { fieldLabel } from './field-labels';
import { isMessageKey, type MessageKey } from './messages';
import { findUnsafeInput } from './unsafe-input';

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const input = body ?? {};
  const unsafe = findUnsafeInput(input);
  if (unsafe) throw new AppError(400, unsafe.problem, {}, unsafe.field);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new AppError(400, 'fieldInvalid', { label: 'body' }, 'body');
  throw issueError(issue);
}

/** The 400 of one zod issue, naming its field (its path under `under`, e.g. a body field whose value was parsed apart). */
export function issueError(issue: z.core.$ZodIssue, under: string[] = []): AppError {
  const path = [...under, ...issue.path.map(String)];
  const field = path.length > 0 ? path.join('.') : 'body';
  return new AppError(400, messageKeyFor(issue), paramsFor(issue), field);
}

function messageKeyFor(issue: z.core.$ZodIssue): MessageKey {
  // A contract may name its own message key on any check (e.g. min(1, { message: 'classCodeRequired' })).
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'fieldRequired' : 'fieldWrongType';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'fieldRequired' : 'fieldTooShort';
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? 'fieldRequired' : 'fieldTooFewItems';
      }
      // positive() is "> 0": "cannot be less than 0" would be wrong about 0 itself.
      return issue.inclusive === false ? 'fieldMustBeGreater' : 'fieldTooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'fieldTooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'fieldTooManyItems';
      return issue.inclusive === false ? 'fieldMustBeLess' : 'fieldTooBig';
    case 'invalid_value':
      return 'fieldNotAnOption';
    default:
      return 'fieldInvalid';
  }
}

function paramsFor(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  return params;
}

/** Labels are filled at send time, in the reader's language and as the call names its fields. */
export function withFieldLabel(
  language: TLanguageUse,
  field: string | undefined,
  params: Record<string, string | number>,
  call?: string,
): Record<string, string | number> {
  return field ? { label: fieldLabel(language, field, call), ...params } : params;
}
