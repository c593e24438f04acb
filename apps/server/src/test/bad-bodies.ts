/**
 * Bad bodies generated from a call's contract: a plausible body built from the body schema's
 * JSON Schema, then one thing wrong at a time (each string with control characters or 100k
 * characters, each number as a string, negative, huge or fractional, each required field missing,
 * wrong types, an array where an object belongs, deep nesting), and wrong top-level shapes.
 * The bad-body walk (src/bad-bodies.test.ts) posts them all.
 */
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface BadBody {
  /** What is wrong, for the failure list ("nul", "missing", "huge"...). */
  kind: string;
  /**
   * The one field made wrong, as the server names fields ("background.0.htmlStr"); "body" for the
   * whole; absent when no one field is (an empty body leaves every required field missing).
   */
  field?: string;
  body: unknown;
  /** Sent as this raw text instead of JSON.stringify(body) (a prototype key, deep nesting). */
  raw?: string;
}

export type Path = (string | number)[];

/** Values a pattern-checked string may take, tried in order against the field's pattern. */
const PATTERN_CANDIDATES = [
  '13800000001',
  '1234',
  'ABC123',
  'abc123',
  '2030-01-01',
  '2030-01-01T08:00:00.000Z',
  '12:00',
  'https://example.com/a.png',
  '2026-2027-1',
  '/files/a/b.png',
  'a@example.com',
  '123456',
  '1',
  'a',
  'A',
  'zh',
  'en',
  'cn',
];

/** The JSON Schema of a body as a caller sends it (defaults may be left out). */
export function bodyJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A body that fits the schema where a JSON Schema can say so (refinements aside). */
export function plausibleValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  // A default is a value the contract itself gives: it passes refinements a schema cannot state (a time zone).
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const variant = variants.find((v) => v.type !== 'null') ?? variants[0];
    return variant ? plausibleValue(variant) : null;
  }
  if (schema.allOf?.[0]) return plausibleValue(Object.assign({}, ...schema.allOf));
  switch (typeOf(schema)) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number':
      return plausibleNumber(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      if (schema.maxItems === 0 || !schema.items) return [];
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => plausibleValue(schema.items ?? {}));
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0 && typeof schema.additionalProperties === 'object') {
        return { k: plausibleValue(schema.additionalProperties) };
      }
      return Object.fromEntries(properties.map(([name, value]) => [name, plausibleValue(value)]));
    }
    default:
      return 'a';
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? schema.type[0];
  return schema.type;
}

function plausibleString(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return '2030-01-01';
  if (schema.format === 'email') return 'a@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a.png';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = PATTERN_CANDIDATES.find((text) => pattern.test(text) && fits(text));
    if (found !== undefined) return found;
  }
  const text = 'abcdefgh'.repeat(Math.ceil(Math.max(1, min) / 8)).slice(0, Math.max(1, min));
  return fits(text) ? text : text.slice(0, max);
}

function plausibleNumber(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return Math.max(schema.minimum, Math.min(1, schema.maximum ?? 1));
  if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1;
  return 1;
}

/** Every leaf and branch of a plausible body with its schema, depth first. */
export function* places(schema: JsonSchema, value: unknown, path: Path): Generator<{ schema: JsonSchema; path: Path }> {
  const variants = schema.anyOf ?? schema.oneOf;
  const own = variants ? (variants.find((v) => v.type !== 'null') ?? schema) : schema;
  yield { schema: own, path };
  if (Array.isArray(value) && own.items) {
    for (let i = 0; i < value.length; i++) yield* places(own.items, value[i], [...path, i]);
  } else if (value && typeof value === 'object' && own.properties) {
    for (const [name, child] of Object.entries(own.properties)) {
      yield* places(child, (value as Record<string, unknown>)[name], [...path, name]);
    }
  }
}

export function withValue(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

function without(body: unknown, path: Path): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  delete node[path[path.length - 1] as string | number];
  return copy;
}

/** An array nested `depth` times: [[[…]]]. */
export function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const STRING_BAD: [string, (base: string) => unknown][] = [
  ['nul', (base) => `${base}\u0000`],
  ['nul-only', () => '\u0000'],
  ['bell', (base) => `\u0007${base}`],
  ['escape', (base) => `${base}\u001b[31m`],
  ['del', (base) => `${base}\u007f`],
  ['c1', (base) => `${base}\u0085`],
  ['lone-surrogate', (base) => `${base}\ud800`],
  ['100k', () => 'x'.repeat(100_000)],
  ['number', () => 12345],
  ['object', () => ({ a: 1 })],
  ['array', () => ['a']],
  ['null', () => null],
];

const NUMBER_BAD: [string, unknown][] = [
  ['string', '12'],
  ['nan-string', 'NaN'],
  ['negative', -1],
  ['zero', 0],
  ['int32-overflow', 2_147_483_648],
  ['huge', 1e300],
  ['fraction', 1.5],
  ['unsafe-integer', 2 ** 53 + 2],
  ['null', null],
  ['object', {}],
  ['boolean', true],
];

const OTHER_BAD: [string, unknown][] = [
  ['not-a-value', 'not-a-value'],
  ['null', null],
  ['nul', '\u0000'],
  ['object', {}],
];

/** The bad bodies of one body schema. */
export function badBodies(schema: z.ZodType): { plausible: unknown; cases: BadBody[] } {
  const json = bodyJsonSchema(schema);
  const plausible = plausibleValue(json);
  const cases: BadBody[] = [
    { kind: 'top-string', field: 'body', body: 'x' },
    { kind: 'top-number', field: 'body', body: 42 },
    { kind: 'top-array', field: 'body', body: [plausible] },
    { kind: 'top-null', body: null },
    // Built as text: serialising it would overflow the test's own stack.
    { kind: 'top-deep', field: 'body', body: null, raw: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    {
      kind: 'prototype-keys',
      field: 'body',
      body: plausible,
      raw: JSON.stringify(plausible).replace(/^\{/, '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},'),
    },
    { kind: 'nul-key', field: 'body', body: { ...(plausible as object), 'a\u0000': 1 } },
  ];
  for (const { schema: place, path } of places(json, plausible, [])) {
    if (path.length === 0) continue;
    const field = path.map(String).join('.');
    const current = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], plausible);
    const add = (kind: string, value: unknown) => cases.push({ kind, field, body: withValue(plausible, path, value) });
    const type = place.const !== undefined || place.enum ? 'enum' : typeOf(place);
    if (type === 'string') for (const [kind, make] of STRING_BAD) add(kind, make(String(current)));
    else if (type === 'number' || type === 'integer') for (const [kind, value] of NUMBER_BAD) add(kind, value);
    else if (type === 'array') {
      add('object-for-array', { a: 1 });
      add('string-for-array', 'x');
      add('deep', nested(100));
      add(
        'many',
        Array.from({ length: 2000 }, () => (Array.isArray(current) ? current[0] : null) ?? 1),
      );
    } else if (type === 'object') {
      add('array-for-object', [current]);
      add('string-for-object', 'x');
      add('deep', nested(100));
    } else for (const [kind, value] of OTHER_BAD) add(kind, value);
    if (typeof path[path.length - 1] === 'string')
      cases.push({ kind: 'missing', field, body: without(plausible, path) });
  }
  return { plausible, cases };
}
