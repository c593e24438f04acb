/**
 * A task's upload rules (part 1 §5): the file's type by its content (magic bytes), never its name,
 * must be in one of the groups the teacher allowed, and its size within the task's limit.
 * Plain text has no magic bytes: a .txt that decodes as UTF-8 without NUL bytes counts as text.
 */
import { TASK_FILE_GROUPS, type TTaskFileGroup } from '@lingua/contracts';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { type ContentCheck, isUtf8Text, isUtf8TextFile, ZIPPED_OFFICE } from '../../platform/file-content';

/** Old Office files (doc, xls, ppt) are all compound files; their name tells which. */
const COMPOUND = ['doc', 'xls', 'ppt'];

const suffixOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';

/** The extension file-type found, with a compound file named by its suffix (or nothing). */
function fromDetected(ext: string, fileName: string): string | undefined {
  if (ext !== 'cfb') return ext;
  const suffix = suffixOf(fileName);
  return COMPOUND.includes(suffix) ? suffix : undefined;
}

/**
 * The extension that these bytes say. `partial` bytes are the first of a longer file: text may
 * end inside a character, and a zip may still turn out an Office file.
 */
export async function detectExtension(bytes: Buffer, fileName: string, partial = false): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return fromDetected(detected.ext, fileName);
  return suffixOf(fileName) === 'txt' && isUtf8Text(bytes, partial) ? 'txt' : undefined;
}

/** The extension of a whole file on disk, read as far as its type needs (text: to its end). */
export async function detectFileExtension(filePath: string, fileName: string): Promise<string | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (detected) return fromDetected(detected.ext, fileName);
  return suffixOf(fileName) === 'txt' && (await isUtf8TextFile(filePath)) ? 'txt' : undefined;
}

export function isAllowed(extension: string | undefined, groups: readonly TTaskFileGroup[]): boolean {
  if (!extension) return false;
  return groups.some((g) => (TASK_FILE_GROUPS[g] as readonly string[]).includes(extension));
}

/** The content check of one answer file, named `fileName`, against the task's groups. */
export function taskFileCheck(groups: readonly TTaskFileGroup[], fileName: string): ContentCheck {
  const officeZipAllowed = Object.keys(ZIPPED_OFFICE).some((ext) => isAllowed(ext, groups));
  return {
    async mayBe(head) {
      const extension = await detectExtension(head, fileName, true);
      return isAllowed(extension, groups) || (extension === 'zip' && officeZipAllowed);
    },
    async extensionOf(filePath) {
      const extension = await detectFileExtension(filePath, fileName);
      return isAllowed(extension, groups) ? extension : undefined;
    },
  };
}
