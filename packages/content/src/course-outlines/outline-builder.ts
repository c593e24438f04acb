/**
 * Small builders for the course outlines: an activity is written as a [kind, cn, en] row and the
 * common steps (learn, practise, apply, check) have short helpers, so each course file reads like
 * a syllabus. Steps open in the order given (part 1 §4).
 */
import type { TActivityKind, TCourseOutline } from '@lingua/contracts';

export type TChapterOutline = TCourseOutline['chapters'][number];
export type TStepOutline = TChapterOutline['steps'][number];
/**
 * One activity: the kind of work, its Chinese and English titles, and the key of the seeded
 * training it opens (its own; an activity of a training kind without one shows as not ready).
 */
export type ActivityRow = readonly [kind: TActivityKind, cn: string, en: string, training?: string];

/** The edition shown with every outline. */
export const OUTLINE_VERSION = '2026 秋季版 / Autumn 2026';

export function step(cn: string, en: string, ...rows: readonly ActivityRow[]): TStepOutline {
  return {
    title: { cn, en },
    activities: rows.map(([kind, rowCn, rowEn, training]) => ({
      kind,
      title: { cn: rowCn, en: rowEn },
      ...(training ? { training } : {}),
    })),
  };
}

export const learn = (...rows: readonly ActivityRow[]): TStepOutline => step('学习', 'Learn', ...rows);
export const practise = (...rows: readonly ActivityRow[]): TStepOutline => step('练习', 'Practise', ...rows);
export const apply = (...rows: readonly ActivityRow[]): TStepOutline => step('应用', 'Apply', ...rows);
export const check = (...rows: readonly ActivityRow[]): TStepOutline => step('检测', 'Check', ...rows);

export function chapter(cn: string, en: string, ...steps: readonly TStepOutline[]): TChapterOutline {
  return { title: { cn, en }, steps: [...steps] };
}

export function outline(key: string, chapters: readonly TChapterOutline[]): TCourseOutline {
  return { key, version: OUTLINE_VERSION, chapters: [...chapters] };
}
