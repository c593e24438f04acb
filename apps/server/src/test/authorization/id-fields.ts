/**
 * The fields of a call's body that name an object: derived from the contract's zod schema (as
 * JSON Schema, the body a caller may send), so a new call or a new field is found by itself.
 * A field names an object when it is an id (`id`, `classId`, `messageIds`, …) or a stored file
 * (`filePath`, `fileUrl`, `headImgUrl`, …); a few calls name an object under another name
 * (`updateDefaultSelect`'s `value` is a class id), listed in ID_ALIASES.
 */
import type { AnyContract } from '@lingua/contracts';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** `id`, `ids`, or a name ending in Id, Ids, _id or _ids. */
const ID_NAME = /^(id|ids)$|[a-z0-9](Id|Ids)$|_(id|ids)$/;
/** A stored file, by path or URL (camel or snake case). */
const FILE_NAME = /^(path|url)$|[a-z0-9](Path|Url)$|_(path|url)$/;

/** Fields that name an object under a name the rules above do not catch, per call. */
export const ID_ALIASES: Record<string, string[]> = {
  // The spec's names: code is the class type, value the class id.
  '/openApi/overall/updateDefaultSelect': ['value'],
};

export type IdFieldKind = 'id' | 'file';

export interface IdField {
  /** Dotted path in the body; `[]` marks an array's items (`accommodations[].studentId`). */
  path: string;
  kind: IdFieldKind;
}

function walk(schema: JsonSchema | undefined, prefix: string, out: IdField[]): void {
  if (!schema) return;
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    walk(variant, prefix, out);
  }
  if (schema.items) walk(schema.items, `${prefix}[]`, out);
  for (const [name, value] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (ID_NAME.test(name)) out.push({ path, kind: 'id' });
    else if (FILE_NAME.test(name)) out.push({ path, kind: 'file' });
    walk(value, path, out);
  }
}

/** Every field of the call's body that names an object, once each, in schema order. */
export function idFieldsOf(contract: AnyContract): IdField[] {
  const out: IdField[] = [];
  if (contract.body) {
    const json = z.toJSONSchema(contract.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    walk(json, '', out);
  }
  for (const path of ID_ALIASES[contract.path] ?? []) out.push({ path, kind: 'id' });
  const seen = new Set<string>();
  return out.filter((f) => !seen.has(f.path) && seen.add(f.path));
}
