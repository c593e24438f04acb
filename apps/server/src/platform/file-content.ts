/**
 * What an upload is, by its content (magic bytes, `file-type`), never by its name. An upload is
 * judged twice: on its first bytes as they arrive, so a wrong file is refused before anything is
 * written, and on the whole received file, which is what it is kept as (an Office file is a zip
 * whose telling entries may lie past the first bytes; a text file must be text to its end).
 */
import { createReadStream } from 'node:fs';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

export interface ContentCheck {
  /** Whether a file that starts with these bytes may turn out one of the accepted types. */
  mayBe(head: Buffer): Promise<boolean>;
  /** The extension the received file is kept under, or undefined when it is none of the accepted types. */
  extensionOf(filePath: string): Promise<string | undefined>;
}

/** Office Open XML files are zips: until their entries are read, a zip may still be one of them. */
export const ZIPPED_OFFICE = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

const ZIP_MIME = 'application/zip';

/** Accepts the files whose content is one of these MIME types, kept under file-type's extension. */
export function acceptMimeTypes(mimeTypes: readonly string[]): ContentCheck {
  const zipMayBe = mimeTypes.some((mime) => mime === ZIP_MIME || Object.values<string>(ZIPPED_OFFICE).includes(mime));
  return {
    async mayBe(head) {
      const type = await fileTypeFromBuffer(head);
      if (!type) return false;
      return mimeTypes.includes(type.mime) || (type.mime === ZIP_MIME && zipMayBe);
    },
    async extensionOf(filePath) {
      const type = await fileTypeFromFile(filePath);
      return type && mimeTypes.includes(type.mime) ? type.ext : undefined;
    },
  };
}

/**
 * Plain text has no signature: UTF-8 without NUL bytes counts as text. `partial` bytes may end
 * inside a character (the first bytes of a longer file).
 */
export function isUtf8Text(bytes: Buffer, partial = false): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial });
    return true;
  } catch {
    return false;
  }
}

/** isUtf8Text for a file on disk, read in chunks. */
export async function isUtf8TextFile(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}
