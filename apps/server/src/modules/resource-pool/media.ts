/**
 * A material's file by its content (part 2 §9): the suffix must be in one of the spec's groups and
 * the content, read from its magic bytes, must be of that same group (a zip or a picture renamed
 * .docx is refused). Audio and video are measured with ffprobe.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { POOL_SUFFIX_GROUPS, type TPoolMediaType } from '@lingua/contracts';
import type { ContentCheck } from '../../platform/file-content';
import { detectExtension, detectFileExtension } from '../tasks/task-files';

const run = promisify(execFile);

export const suffixOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';

export function mediaTypeOf(extension: string): TPoolMediaType | undefined {
  for (const [group, suffixes] of Object.entries(POOL_SUFFIX_GROUPS)) {
    if (suffixes.includes(extension)) return group as TPoolMediaType;
  }
  return undefined;
}

const OFFICE_ZIPPED = ['docx', 'xlsx', 'pptx'];

/** The check of one file named `fileName`: its content must be of its suffix's group. */
export function materialCheck(fileName: string): ContentCheck {
  const group = mediaTypeOf(suffixOf(fileName));
  const officeName = OFFICE_ZIPPED.includes(suffixOf(fileName));
  return {
    async mayBe(head) {
      const extension = await detectExtension(head, fileName, true);
      if (!group || !extension) return false;
      // An Office file is a zip until its entries are read: judged again on the whole file.
      return mediaTypeOf(extension) === group || (extension === 'zip' && officeName);
    },
    async extensionOf(filePath) {
      const extension = await detectFileExtension(filePath, fileName);
      return group && extension && mediaTypeOf(extension) === group ? extension : undefined;
    },
  };
}

/** Seconds of an audio or video file (ffprobe), or undefined when it cannot be read. */
export async function mediaSeconds(filePath: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', filePath],
      { timeout: 30_000 },
    );
    const seconds = Number(stdout.trim());
    return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}
