/**
 * The outline as the editor holds it between saves: rows keep their server id (kept, renamed,
 * moved on save) or have none yet (added on save); each has a local key for React.
 */
import type { TActivityKind, TBuiltChapter, TOutlineChapterInput, TOutlineProposal } from '@lingua/contracts';

export interface Texts {
  cn: string;
  en: string;
}
export interface ActivityDraft {
  key: string;
  activityId?: number;
  title: Texts;
  /** null: a copied task or test paper, kept as it is (the editor renames, moves or removes it). */
  trainingId: number | null;
  kind: TActivityKind;
}
export interface StepDraft {
  key: string;
  stepId?: number;
  title: Texts;
  activities: ActivityDraft[];
}
export interface ChapterDraft {
  key: string;
  chapterId?: number;
  title: Texts;
  steps: StepDraft[];
}

let counter = 0;
export const newKey = () => `new-${++counter}`;

export function draftFromCourse(chapters: TBuiltChapter[]): ChapterDraft[] {
  return chapters.map((c) => ({
    key: `c${c.chapterId}`,
    chapterId: c.chapterId,
    title: c.title,
    steps: c.steps.map((s) => ({
      key: `s${s.stepId}`,
      stepId: s.stepId,
      title: s.title,
      activities: s.activities.map((a) => ({
        key: `a${a.activityId}`,
        activityId: a.activityId,
        title: a.title,
        trainingId: a.trainingId,
        kind: a.kind,
      })),
    })),
  }));
}

export function draftToInput(chapters: ChapterDraft[]): TOutlineChapterInput[] {
  return chapters.map((c) => ({
    chapterId: c.chapterId,
    title: c.title,
    steps: c.steps.map((s) => ({
      stepId: s.stepId,
      title: s.title,
      activities: s.activities.map((a) => ({
        activityId: a.activityId,
        title: a.title,
        ...(a.trainingId === null ? {} : { trainingId: a.trainingId }),
      })),
    })),
  }));
}

/** A proposal's chapters as new rows of the draft. */
export function draftFromProposal(proposal: TOutlineProposal): ChapterDraft[] {
  return proposal.chapters.map((c) => ({
    key: newKey(),
    title: c.title,
    steps: c.steps.map((s) => ({
      key: newKey(),
      title: s.title,
      activities: s.activities.map((a) => ({ key: newKey(), title: a.title, trainingId: a.trainingId, kind: a.kind })),
    })),
  }));
}

/** Moves item i of a list by delta (−1 up, +1 down); the list unchanged at an end. */
export function moved<T>(list: T[], i: number, delta: number): T[] {
  const j = i + delta;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(i, 1);
  if (item !== undefined) next.splice(j, 0, item);
  return next;
}
