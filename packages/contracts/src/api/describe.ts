/**
 * A call's shapes as short TypeScript-like text, for the generated call reference
 * (docs/api-calls.md, scripts/api-calls.ts). Written from each schema's JSON Schema, so the
 * reference says what the contract says, nested objects to two levels.
 */
import { z } from 'zod';
import type { AnyContract } from './contract';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
};

const MAX_DEPTH = 2;
const MAX_ENUM = 8;

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function union(parts: string[]): string {
  return [...new Set(parts)].join(' | ');
}

function render(schema: JsonSchema, depth: number): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) {
    const values = schema.enum.map(literal);
    // A long list (the 29 training kinds) says its first values and its size; the schema has them all.
    return values.length > MAX_ENUM ? `${values.slice(0, 3).join(' | ')} | … (${values.length} values)` : union(values);
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return union(variants.map((v) => render(v, depth)));
  if (schema.allOf) return schema.allOf.map((v) => render(v, depth)).join(' & ');
  if (Array.isArray(schema.type)) return union(schema.type.map((type) => render({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
    case 'boolean':
    case 'null':
      return schema.type;
    case 'array': {
      const item = schema.items ? render(schema.items, depth) : 'unknown';
      return item.includes(' ') && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) {
        const values = schema.additionalProperties;
        return typeof values === 'object' ? `Record<string, ${render(values, depth)}>` : '{}';
      }
      if (depth >= MAX_DEPTH) return '{…}';
      const required = new Set(schema.required ?? []);
      const fields = properties.map(([name, value]) => {
        const optional = !required.has(name) || value.default !== undefined;
        return `${name}${optional ? '?' : ''}: ${render(value, depth + 1)}`;
      });
      return `{ ${fields.join('; ')} }`;
    }
    default:
      return 'unknown';
  }
}

/** A schema as short text: the body as a caller may send it, an answer as it is sent. */
export function describeSchema(schema: z.ZodType | undefined, io: 'input' | 'output'): string {
  if (!schema) return io === 'input' ? '{}' : 'null';
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return render(json, 0);
}

export interface CallDescription {
  path: string;
  access: string;
  body: string;
  response: string;
}

export function describeCall(contract: AnyContract): CallDescription {
  return {
    path: contract.path,
    access: contract.access,
    body: contract.multipart
      ? `multipart: ${describeSchema(contract.body, 'input')} + file`
      : describeSchema(contract.body, 'input'),
    response: describeSchema(contract.response, 'output'),
  };
}
