/**
 * Every field a body may send is bounded, so an overlong or huge value is a 400 naming the field
 * and never reaches the database: strings have a maximum length (or are a fixed value or a date),
 * integers fit a PostgreSQL integer (the database refused larger ones: a 500), other numbers have
 * a maximum, lists a maximum size. Read off each contract's JSON Schema, so a new call is checked.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from '../calls';
import { MAX_INTEGER } from '../fields';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  maximum?: number;
  maxItems?: number;
}

/** Formats whose pattern bounds the length already. */
const BOUNDED_FORMATS = new Set(['date-time', 'date', 'time']);

function unbounded(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...unbounded(variant, path));
  }
  if (schema.const !== undefined || schema.enum) return found;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) {
    if (type === 'string' && schema.maxLength === undefined && !BOUNDED_FORMATS.has(schema.format ?? '')) {
      found.push(`${path}: a string without a maximum length`);
    }
    if (type === 'integer' && !(schema.maximum !== undefined && schema.maximum <= MAX_INTEGER)) {
      found.push(`${path}: an integer beyond ${MAX_INTEGER}`);
    }
    if (type === 'number' && !(schema.maximum !== undefined && schema.maximum <= MAX_INTEGER)) {
      found.push(`${path}: a number without a maximum`);
    }
    if (type === 'array') {
      if (schema.maxItems === undefined) found.push(`${path}: a list without a maximum size`);
      if (schema.items) found.push(...unbounded(schema.items, `${path}[]`));
    }
    if (type === 'object') {
      for (const [name, value] of Object.entries(schema.properties ?? {})) {
        found.push(...unbounded(value, `${path}.${name}`));
      }
      if (typeof schema.additionalProperties === 'object') {
        found.push(...unbounded(schema.additionalProperties, `${path}{}`));
      }
    }
  }
  return found;
}

/**
 * Fields stored as bigint, whose bound is 2^53 − 1 (ZClockSeq): the practice and task journals
 * number their changes by the clock.
 */
const BIGINT_FIELDS = new Set(['/openApi/student/training/saveAnswer .seq', '/openApi/student/task/saveDraft .seq']);

describe('request bodies', () => {
  it('bound every field they take', () => {
    const found = allCalls.flatMap((contract) =>
      contract.body
        ? unbounded(z.toJSONSchema(contract.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema, '').map(
            (problem) => `${contract.path} ${problem}`,
          )
        : [],
    );
    const beyondBigint = (problem: string) => {
      const [field] = problem.split(':');
      return !(field && BIGINT_FIELDS.has(field) && problem.endsWith(`an integer beyond ${MAX_INTEGER}`));
    };
    expect(found.filter(beyondBigint)).toEqual([]);
    // The exempt fields are bounded all the same, by the largest safe integer.
    for (const field of BIGINT_FIELDS) {
      const [path, name] = field.split(' .');
      const body = allCalls.find((c) => c.path === path)?.body as z.ZodObject | undefined;
      const seq = (z.toJSONSchema(body as z.ZodType, { io: 'input' }) as JsonSchema).properties?.[name as string];
      expect(seq?.maximum, field).toBe(Number.MAX_SAFE_INTEGER);
    }
  });

  it('are found unbounded when they are', () => {
    const loose = z.object({ name: z.string(), n: z.number().int(), list: z.array(z.string().max(3)) });
    expect(unbounded(z.toJSONSchema(loose, { io: 'input' }) as JsonSchema, '')).toEqual([
      '.name: a string without a maximum length',
      `.n: an integer beyond ${MAX_INTEGER}`,
      '.list: a list without a maximum size',
    ]);
  });
});
