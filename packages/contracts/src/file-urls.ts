/**
 * Stored file URLs and their signed form. A file is stored and named as `/files/<path>`; the
 * server presents a private one as `/files/<path>?exp=<unix seconds>&sig=<hmac>` (docs/architecture.md,
 * "Files"). What a client sends back is stored without the query, so the signature never reaches
 * the database; the web reads a file's name from its unsigned form.
 */

export const FILE_URL_PREFIX = '/files/';

/** The stored form of a product file URL: the path without a query (exp, sig) or fragment. */
export function unsignedFileUrl(url: string): string {
  if (!url.startsWith(FILE_URL_PREFIX)) return url;
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Every string in plain objects and arrays through `change`, copied only where something
 * changed: a shared or cached value is never modified, and an answer without files is not copied.
 */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  return walk(value, change, 0) as T;
}

/**
 * Deeper than any body a call accepts (the server refuses nesting past 32 levels) or any answer:
 * a hostile body nested thousands deep is left as it is for that refusal, not walked off the stack.
 */
const MAX_DEPTH = 64;

function walk(value: unknown, change: (text: string) => string, depth: number): unknown {
  if (typeof value === 'string') return change(value);
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const next = walk(value[i], change, depth + 1);
      if (next !== value[i]) {
        copy ??= value.slice();
        copy[i] = next;
      }
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value);
  // Dates and other class instances serialise themselves; only plain data is walked.
  if (prototype !== Object.prototype && prototype !== null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = walk(item, change, depth + 1);
    if (next !== item) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/** A body or answer with every product file URL in its stored form. */
export function withoutFileSignatures<T>(value: T): T {
  return mapStrings(value, unsignedFileUrl);
}
