/**
 * A task's upload rules (part 1 §5): the file's type by its content (magic bytes), never its name,
 * must be in one of the groups the teacher allowed, and its size within the task's limit.
 * Plain text has no magic bytes: a .txt that decodes as UTF-8 without NUL bytes counts as text.
 */
import { TASK_FILE_GROUPS, type TTaskFileGroup } from '@lingua/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** Old Office files (doc, xls, ppt) are all compound files; their name tells which. */
const COMPOUND = ['doc', 'xls', 'ppt'];

export async function detectExtension(bytes: Buffer, fileName: string): Promise<string | undefined> {
  const suffix = fileName.split('.').pop()?.toLowerCase() ?? '';
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'cfb') return COMPOUND.includes(suffix) ? suffix : undefined;
  if (detected) return detected.ext;
  if (suffix === 'txt' && !bytes.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return 'txt';
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function isAllowed(extension: string | undefined, groups: readonly TTaskFileGroup[]): boolean {
  if (!extension) return false;
  return groups.some((g) => (TASK_FILE_GROUPS[g] as readonly string[]).includes(extension));
}
