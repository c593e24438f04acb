/**
 * Office documents shown page by page (issue 18 item 3): the body of getConvertFileUrl and the
 * conversion's state. The caller names a file by the URL an answer gave them, signature included:
 * that signature is the proof a call's checks admitted them to the file (docs/api.md
 * "Document conversion"). Answers describe stored paths; the server signs them on the way out.
 */
import { z } from 'zod';
import { MAX_URL_LENGTH } from './stored-url';

/** The suffixes a conversion accepts; a pdf skips LibreOffice and goes straight to pages. */
export const CONVERTIBLE_SUFFIXES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf'] as const;
export type TConvertibleSuffix = (typeof CONVERTIBLE_SUFFIXES)[number];

/** Pages rendered as images at most; a longer document shows its first pages and offers the PDF. */
export const MAX_PREVIEW_PAGES = 200;

/** A segment as the store writes it: never '.' or '..'. */
const SEGMENT = String.raw`(?!\.\.?(?:[\/?]|$))[\w.~-]+`;

/**
 * One of our files as an answer handed it out: /files/<path>, with its query (exp and sig) when
 * the file is private. Kept as sent (unlike ZOwnFileUrl, which stores the bare path).
 */
export const ZHandedFileUrl = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH)
  .regex(new RegExp(String.raw`^\/files\/${SEGMENT}(?:\/${SEGMENT})*(?:\?[\w.~=&%-]*)?$`), {
    message: 'fieldUrlNotAllowed',
  });

export const ZConvertFileRequest = z.object({ fileUrl: ZHandedFileUrl });
export type TConvertFileRequest = z.infer<typeof ZConvertFileRequest>;

/** One page image: its URL and pixel size (the page keeps its place before the image loads). */
export const ZDocumentPage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TDocumentPage = z.infer<typeof ZDocumentPage>;

export const ConversionStates = ['queued', 'converting', 'done', 'failed'] as const;
export type TConversionState = (typeof ConversionStates)[number];

/**
 * Where the conversion stands. queued and converting: ask again; done: the PDF, its page count
 * and the page images (at most MAX_PREVIEW_PAGES); failed: why, in the caller's language.
 */
export const ZConvertedFile = z.discriminatedUnion('state', [
  z.object({ state: z.literal('queued') }),
  z.object({ state: z.literal('converting') }),
  z.object({
    state: z.literal('done'),
    pdfUrl: z.string(),
    pageCount: z.number().int(),
    pages: z.array(ZDocumentPage),
  }),
  z.object({ state: z.literal('failed'), reason: z.string() }),
]);
export type TConvertedFile = z.infer<typeof ZConvertedFile>;

/** The suffix of a file name or URL when a conversion accepts it (case-insensitive), else undefined. */
export function convertibleSuffixOf(nameOrUrl: string): TConvertibleSuffix | undefined {
  const bare = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const suffix = bare.slice(bare.lastIndexOf('.') + 1).toLowerCase();
  return bare.includes('.') ? CONVERTIBLE_SUFFIXES.find((s) => s === suffix) : undefined;
}
