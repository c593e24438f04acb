/**
 * What no request body may carry, whatever its contract says: control characters and unpaired
 * surrogates in any string or key (PostgreSQL refuses U+0000 in text and jsonb, so a NUL used to
 * answer 500; the others are never meant and break what reads them later), and nesting deeper
 * than any call needs (a deep enough jsonb value exhausts PostgreSQL's stack). Checked on the raw
 * body before its contract, so every call is covered, including its free-form (jsonb) fields.
 */

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls; unpaired surrogates. */
const UNSAFE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Levels of objects and lists, the body itself the first; no call takes more than a handful. */
export const MAX_BODY_DEPTH = 32;

export type UnsafeInputProblem = 'fieldUnsafeCharacters' | 'fieldTooDeep';

export interface UnsafeInput {
  /** The field's path as parseBody names fields ("background.0.htmlStr"); "body" for the whole. */
  field: string;
  problem: UnsafeInputProblem;
}

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

/** The first unsafe place in a parsed JSON body, or nothing. Iterative: depth cannot overflow it. */
export function findUnsafeInput(body: unknown): UnsafeInput | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    // A key is reported as the object that holds it: the key itself is what is wrong.
    const key = path.at(-1);
    if (key !== undefined && hasUnsafeCharacters(key)) {
      return { field: fieldOf(path.slice(0, -1)), problem: 'fieldUnsafeCharacters' };
    }
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) return { field: fieldOf(path), problem: 'fieldUnsafeCharacters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // The first level that is too deep names its top field (the path below it is the attack
    // itself), or the body when the body is not an object of fields.
    if (path.length >= MAX_BODY_DEPTH) {
      return { field: fieldOf(Array.isArray(body) ? [] : path.slice(0, 1)), problem: 'fieldTooDeep' };
    }
    const entries = Object.entries(value);
    // Pushed in reverse, so the first field of the body is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [name, child] = entries[i] as [string, unknown];
      stack.push({ value: child, path: [...path, name] });
    }
  }
  return undefined;
}

function fieldOf(path: string[]): string {
  return path.length > 0 ? path.join('.') : 'body';
}
