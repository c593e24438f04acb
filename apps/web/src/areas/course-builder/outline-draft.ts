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
  /** A new row from the pool (the tabs' picker): the resource it uses, counted once on save. */
  resourceId?: number;
  /** A new test paper row: the exam paper it names. */
  paperId?: number;
  /** What it opens: the training's, material's or paper's title, for the tabs' lists. */
  sourceTitle?: string | null;
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
// Unique across reloads too: a restored draft keeps its keys (use-outline-draft.ts).
export const newKey = () => `new-${Date.now().toString(36)}-${++counter}`;

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
        sourceTitle: a.sourceTitle,
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
        // A pool resource or a paper goes with a new row only: a kept row stays as it is.
        ...(a.activityId === undefined && a.trainingId === null && a.resourceId !== undefined
          ? { resourceId: a.resourceId }
          : {}),
        ...(a.activityId === undefined && a.trainingId === null && a.paperId !== undefined
          ? { paperId: a.paperId }
          : {}),
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
