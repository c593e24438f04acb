/**
 * Which stored files anyone may fetch, and the signed URLs of the others (docs/architecture.md,
 * "Files"). A file under a public folder is served to anyone; a file under a dot folder is never
 * served (read through a checked call); every other file is served only with a short-lived
 * signature, added when an answer is sent to a caller who passed the call's checks.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_URL_PREFIX, mapStrings, unsignedFileUrl } from '@lingua/contracts';

/**
 * Folders served to anyone: `public/` (school logos, course pictures, seeded training media) and
 * `voices/` (machine readings of training texts, shared by every student, named by a hash).
 */
export const PUBLIC_FILE_FOLDERS: readonly string[] = ['public', 'voices'];

export type FileAccess = 'public' | 'signed' | 'hidden';

/** A segment as the storage names them: letters, digits, `_`, `-` and dots, never leading with a dot. */
const SAFE_SEGMENT = /^[\w-][\w.-]*$/;

/**
 * The canonical relative path of a /files/ URL path as it came in (percent-encoded, no query), or
 * undefined for anything that is not one: `..`, `.`, empty segments, encoded slashes, odd characters.
 */
export function normaliseFilePath(urlPath: string): string | undefined {
  if (!urlPath.startsWith(FILE_URL_PREFIX)) return undefined;
  const segments: string[] = [];
  for (const raw of urlPath.slice(FILE_URL_PREFIX.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (!SAFE_SEGMENT.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments.join('/');
}

/** Dot folders (face photos, speech scoring inputs) hold what is stored but never served. */
export function fileAccessOf(relativePath: string): FileAccess {
  const segments = relativePath.split('/');
  if (segments.some((s) => s.startsWith('.'))) return 'hidden';
  return PUBLIC_FILE_FOLDERS.includes(segments[0] ?? '') ? 'public' : 'signed';
}

export interface FileSignerOptions {
  /** The HMAC key (FILE_URL_SECRET or the data folder's file-url.secret). */
  secret: string;
  /** How long a signed URL stays valid, at least (FILE_URL_TTL_MINUTES). */
  ttlSeconds: number;
  now?: () => number;
}

export interface FileSigner {
  /** The URL as a caller receives it: signed when the file is served only with a signature. */
  present(url: string): string;
  /** Every /files/ URL in an answer, presented; the answer itself is never modified. */
  presentAll<T>(value: T): T;
  /** Whether `exp` and `sig` from a request's query admit the file now. */
  verify(relativePath: string, exp: string | undefined, sig: string | undefined): boolean;
  /** Seconds until `exp` (for the served file's cache lifetime). */
  secondsLeft(exp: string): number;
}

/** Expiry is rounded up to this step, so the URLs of one file repeat and the browser's cache holds. */
const EXPIRY_STEP_SECONDS = 600;

export function createFileSigner(options: FileSignerOptions): FileSigner {
  const key = Buffer.from(options.secret, 'utf8');
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  const step = Math.max(1, Math.min(EXPIRY_STEP_SECONDS, options.ttlSeconds));
  const mac = (relativePath: string, exp: string) =>
    createHmac('sha256', key).update(`${relativePath}\n${exp}`).digest('base64url');

  const present = (url: string): string => {
    if (!url.startsWith(FILE_URL_PREFIX)) return url;
    const stored = unsignedFileUrl(url);
    const relativePath = normaliseFilePath(stored);
    if (relativePath === undefined || fileAccessOf(relativePath) !== 'signed') return stored;
    const exp = String(Math.ceil((nowSeconds() + options.ttlSeconds) / step) * step);
    return `${stored}?exp=${exp}&sig=${mac(relativePath, exp)}`;
  };

  return {
    present,
    presentAll: (value) => mapStrings(value, present),
    verify(relativePath, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) <= nowSeconds()) return false;
      const expected = Buffer.from(mac(relativePath, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    secondsLeft: (exp) => Math.max(0, Number(exp) - nowSeconds()),
  };
}
