/**
 * Media inside a Moodle XML question: `<file name path encoding="base64">` elements beside the
 * texts that name them as `@@PLUGINFILE@@/name`. Each is decoded and judged by its content (never
 * its name); images, audio and video are kept for the import to store, anything else is reported.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { TBankMedia } from './bank-question';

/** One file's decoded size at most; the upload's own limit bounds the sum. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export type TMoodleFile = { name: string; base64: string };

export async function readMedia(
  files: TMoodleFile[],
  row: number,
  name: string,
): Promise<{ media: TBankMedia[]; notes: string[] }> {
  const media: TBankMedia[] = [];
  const notes: string[] = [];
  for (const f of files) {
    const clean = f.base64.replace(/\s+/g, '');
    if (clean.length * 0.75 > MEDIA_MAX_BYTES || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) {
      notes.push(`the file "${f.name}" could not be read and was left out`);
      continue;
    }
    const bytes = Buffer.from(clean, 'base64');
    const type = await fileTypeFromBuffer(bytes);
    const kind = type?.mime.startsWith('image/')
      ? 'image'
      : type?.mime.startsWith('audio/')
        ? 'audio'
        : type?.mime.startsWith('video/')
          ? 'video'
          : null;
    if (!type || !kind || type.ext === 'svg') {
      notes.push(`the file "${f.name}" is not an image, audio or video and was left out`);
      continue;
    }
    media.push({ row, name, fileName: safeDecode(f.name), bytes, kind, ext: type.ext });
  }
  return { media, notes };
}
