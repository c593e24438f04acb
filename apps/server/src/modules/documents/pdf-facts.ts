/**
 * What the conversion needs to know of a PDF and of the page images, read from poppler's
 * `pdfinfo` output and from each PNG's header: pure functions, tested beside them.
 */

export interface PdfInfo {
  pages: number;
  /** Width and height in points of the pages pdfinfo was asked about (-f 1 -l N). */
  sizes: Array<{ width: number; height: number }>;
}

/** pdfinfo's text, or undefined when it names no page count (not a PDF poppler can read). */
export function parsePdfInfo(output: string): PdfInfo | undefined {
  const pages = /^Pages:\s+(\d+)\s*$/m.exec(output);
  if (!pages) return undefined;
  const sizes = [...output.matchAll(/^Page\s+\d+\s+size:\s+([\d.]+)\s+x\s+([\d.]+)\s+pts/gm)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  return { pages: Number(pages[1]), sizes };
}

/** pdfinfo or pdftoppm refused for want of the password that opens the file. */
export function isPasswordRefusal(stderr: string): boolean {
  return /incorrect password/i.test(stderr);
}

/**
 * Rendered at a fixed width, a page far taller than wide (a receipt roll, a hostile page size)
 * would be an image of millions of pixels: such pages are refused, not drawn.
 */
export const MAX_PAGE_ASPECT = 8;

export function hasOddPage(sizes: PdfInfo['sizes']): boolean {
  return sizes.some(
    ({ width, height }) =>
      !(width > 0 && height > 0) || height / width > MAX_PAGE_ASPECT || width / height > MAX_PAGE_ASPECT,
  );
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height from its IHDR chunk (the first 24 bytes), or undefined when it is no PNG. */
export function pngSize(head: Buffer): { width: number; height: number } | undefined {
  if (head.length < 24 || !head.subarray(0, 8).equals(PNG_SIGNATURE) || head.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** pdftoppm's file names (page-1.png, page-007.png, page-123.png) in page order. */
export function pageFilesInOrder(names: readonly string[]): string[] {
  const numbered = names
    .map((name) => ({ name, page: /^page-(\d+)\.png$/.exec(name)?.[1] }))
    .filter((n): n is { name: string; page: string } => n.page !== undefined);
  return numbered.sort((a, b) => Number(a.page) - Number(b.page)).map((n) => n.name);
}
