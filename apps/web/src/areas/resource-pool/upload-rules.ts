/**
 * The upload's checks the browser can make before sending (part 2 §9): the suffix in one of the
 * groups, the size under the limit. The server checks again, on the content too.
 */
import { sizeParts } from './format-bytes';

export type FileProblem =
  | { key: 'typeNotSupported' }
  | { key: 'tooBig'; limit: number; unit: string }
  | { key: 'empty' };

export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function fileProblem(
  file: { name: string; size: number },
  groups: Readonly<Record<string, readonly string[]>>,
  maxBytes: number,
): FileProblem | null {
  const suffix = suffixOf(file.name);
  if (!Object.values(groups).some((list) => list.includes(suffix))) return { key: 'typeNotSupported' };
  if (file.size > maxBytes) {
    const { value, unit } = sizeParts(maxBytes);
    return { key: 'tooBig', limit: value, unit };
  }
  if (file.size === 0) return { key: 'empty' };
  return null;
}

/** The file input's accept list: every suffix of every group. */
export function acceptList(groups: Readonly<Record<string, readonly string[]>>): string {
  return Object.values(groups)
    .flat()
    .map((s) => `.${s}`)
    .join(',');
}
