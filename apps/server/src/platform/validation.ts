/** Parses a request body with its contract; the first issue becomes a 400 naming the field. */
import type { TLanguageUse } from '@lingua/contracts';
import type { z } from 'zod';
import { AppError } from './errors';
import { fieldLabel, isMessageKey, type MessageKey } from './messages';

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new AppError(400, 'fieldInvalid', { label: 'body' }, 'body');
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  throw new AppError(400, messageKeyFor(issue), paramsFor(issue), field);
}

function messageKeyFor(issue: z.core.$ZodIssue): MessageKey {
  // A contract may name its own message key on any check (e.g. min(1, { message: 'classCodeRequired' })).
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'fieldRequired' : 'fieldWrongType';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'fieldRequired' : 'fieldTooShort';
      if (issue.origin === 'array') return 'fieldRequired';
      return 'fieldTooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'fieldTooLong' : 'fieldTooBig';
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

/** Labels are filled at send time, in the reader's language. */
export function withFieldLabel(
  language: TLanguageUse,
  field: string | undefined,
  params: Record<string, string | number>,
): Record<string, string | number> {
  return field ? { label: fieldLabel(language, field), ...params } : params;
}
