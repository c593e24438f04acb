/**
 * The conversion's limits (docs/operations.md "Document conversion"): what a source may be, how
 * long each engine may run, how many pages become images and how wide.
 */
import { MAX_PREVIEW_PAGES } from '@lingua/contracts';

export const CONVERSION_LIMITS = {
  /** A source file larger than this is refused before any engine reads it. */
  maxSourceBytes: 100 * 1024 * 1024,
  /** A text file larger than this (about a thousand pages) is refused. */
  maxTextBytes: 2 * 1024 * 1024,
  /** What an Office Open XML file's zip directory may declare in all, and its parts at most. */
  maxUnpackedBytes: 512 * 1024 * 1024,
  maxZipEntries: 10_000,
  /** LibreOffice's wall time for one document; past it the process group is killed. */
  officeTimeoutMs: 120_000,
  /** pdfinfo's and pdftoppm's wall time for one document. */
  pagesTimeoutMs: 120_000,
  /** Pages drawn as images at most; pageCount still says how many the PDF has. */
  maxPages: MAX_PREVIEW_PAGES,
  /** Page images are this many pixels wide: sharp on a phone at 3x, a desktop column at 1x. */
  pageWidthPx: 1240,
  /** A failure that may pass (a time limit, a missing engine) is tried again after this long. */
  retryAfterMs: 10 * 60_000,
} as const;
