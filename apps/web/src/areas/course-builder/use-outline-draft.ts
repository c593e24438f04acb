/**
 * The outline as the editor and its tabs hold it between saves, kept in the browser too, so a
 * reload or a failed save loses nothing: an unsaved draft is stored with the course's last change
 * and restored only onto that same version (a course changed elsewhere since starts afresh).
 */
import type { TBuiltCourse } from '@lingua/contracts';
import { useEffect, useMemo, useState } from 'react';
import { type ChapterDraft, draftFromCourse, draftToInput } from './outline-draft';

interface Stored {
  base: string;
  chapters: ChapterDraft[];
}

const storageKey = (courseId: number) => `lingua.builder.outline.${courseId}`;

function restore(course: TBuiltCourse): ChapterDraft[] | null {
  try {
    const raw = window.localStorage.getItem(storageKey(course.courseId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    return stored.base === course.updateTime && Array.isArray(stored.chapters) ? stored.chapters : null;
  } catch {
    return null;
  }
}

export function useOutlineDraft(course: TBuiltCourse) {
  const [saved, setSaved] = useState(() => draftFromCourse(course.chapters));
  const [draft, setDraft] = useState<ChapterDraft[]>(() => restore(course) ?? saved);
  const dirty = useMemo(
    () => JSON.stringify(draftToInput(draft)) !== JSON.stringify(draftToInput(saved)),
    [draft, saved],
  );
  useEffect(() => {
    const key = storageKey(course.courseId);
    try {
      if (dirty) {
        const stored: Stored = { base: course.updateTime, chapters: draft };
        window.localStorage.setItem(key, JSON.stringify(stored));
      } else window.localStorage.removeItem(key);
    } catch {
      // A full or blocked storage: the draft stays in the page, and leaving asks first.
    }
  }, [dirty, draft, course.courseId, course.updateTime]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  /** After a save: the server's outline is the new baseline. */
  const markSaved = (next: TBuiltCourse) => {
    const fresh = draftFromCourse(next.chapters);
    setSaved(fresh);
    setDraft(fresh);
  };
  return { draft, setDraft, dirty, markSaved };
}
