/**
 * The one rule for a URL a body asks us to store (avatars, task backgrounds and attachments,
 * answer files and recordings, resource files and subtitles): an http(s) link, or the product's
 * own file (/files/…). `javascript:`, `data:`, `vbscript:` and protocol-relative `//host` links
 * are refused with the field's message (fieldUrlNotAllowed), and so are /files/ paths that climb
 * out (`..`) or carry characters the store never writes. Files are served with a signed query
 * (`/files/x/y.png?exp=…&sig=…`); one sent back is stored bare, so a stored URL never expires.
 */
import { z } from 'zod';

export const MAX_URL_LENGTH = 500;

/** http(s) with a host; no spaces or backslashes (which browsers read as slashes). */
const WEB_LINK = String.raw`[hH][tT][tT][pP][sS]?:\/\/[^\s\/?#\\]+[^\s\\]*`;
/** A path segment the store writes: never '.' or '..'. */
const SEGMENT = String.raw`(?!\.\.?(?:[\/?]|$))[\w.~-]+`;
/** A stored file's path, with an optional query (a served file's signature). */
const OWN_FILE = String.raw`\/files\/${SEGMENT}(?:\/${SEGMENT})*(?:\?[^\s#]*)?`;

function urlSchema(pattern: string) {
  return z
    .string()
    .trim()
    .max(MAX_URL_LENGTH)
    .regex(new RegExp(`^(?:${pattern})$`), { message: 'fieldUrlNotAllowed' })
    .transform(storedUrl);
}

/** A /files/ URL without its query (the signature of a served file); a web link as it is. */
export function storedUrl(url: string): string {
  return url.startsWith('/files/') ? (url.split('?')[0] ?? url) : url;
}

/** An http(s) link or one of our files. */
export const ZStoredUrl = urlSchema(`${WEB_LINK}|${OWN_FILE}`);

/** The same, or empty where the field may be left blank (a text background item has no file). */
export const ZStoredUrlOrEmpty = urlSchema(`|${WEB_LINK}|${OWN_FILE}`);

/** One of our files only: what the caller uploaded first (answer files, recordings, resources). */
export const ZOwnFileUrl = urlSchema(OWN_FILE);

/** The same, or empty. */
export const ZOwnFileUrlOrEmpty = urlSchema(`|${OWN_FILE}`);
