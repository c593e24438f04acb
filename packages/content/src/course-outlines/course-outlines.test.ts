import { ZCourseOutline } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { COURSE_CATALOGUE } from '../course-catalogue';
import { COURSE_OUTLINES, OUTLINE_VERSION, outlineFor } from './index';

const chapterTitles = (key: string): string[] => outlineFor(key)?.chapters.map((c) => c.title.en) ?? [];

describe('COURSE_OUTLINES', () => {
  it('parses every outline with ZCourseOutline', () => {
    for (const outline of COURSE_OUTLINES) {
      expect(ZCourseOutline.safeParse(outline).success, outline.key).toBe(true);
    }
  });

  it('has the eight catalogue courses in catalogue order, with one version', () => {
    expect(COURSE_OUTLINES).toHaveLength(8);
    expect(COURSE_OUTLINES.map((o) => o.key)).toEqual(COURSE_CATALOGUE.map((c) => c.key));
    expect(new Set(COURSE_OUTLINES.map((o) => o.version))).toEqual(new Set([OUTLINE_VERSION]));
  });

  it("gives each course as many chapters as the catalogue's units", () => {
    for (const [i, course] of COURSE_CATALOGUE.entries()) {
      expect(COURSE_OUTLINES[i]?.chapters, course.key).toHaveLength(course.units);
    }
  });

  it('keeps each chapter to 2-4 steps and each step to 1-4 activities', () => {
    for (const outline of COURSE_OUTLINES) {
      for (const chapter of outline.chapters) {
        expect(chapter.steps.length, chapter.title.en).toBeGreaterThanOrEqual(2);
        expect(chapter.steps.length, chapter.title.en).toBeLessThanOrEqual(4);
        for (const step of chapter.steps) {
          expect(step.activities.length, `${chapter.title.en} / ${step.title.en}`).toBeGreaterThanOrEqual(1);
          expect(step.activities.length, `${chapter.title.en} / ${step.title.en}`).toBeLessThanOrEqual(4);
        }
      }
    }
  });

  it('never repeats a chapter or activity title within a course, in either language', () => {
    for (const outline of COURSE_OUTLINES) {
      const activities = outline.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities));
      for (const lang of ['cn', 'en'] as const) {
        const chapters = outline.chapters.map((c) => c.title[lang]);
        expect(new Set(chapters).size, `${outline.key} chapters (${lang})`).toBe(chapters.length);
        const titles = activities.map((a) => a.title[lang]);
        const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
        expect(repeated, `${outline.key} activities (${lang})`).toEqual([]);
      }
    }
  });

  it('uses no placeholder titles', () => {
    const titles = COURSE_OUTLINES.flatMap((o) =>
      o.chapters.flatMap((c) => [c.title, ...c.steps.flatMap((s) => [s.title, ...s.activities.map((a) => a.title)])]),
    );
    for (const title of titles) {
      expect(`${title.cn} ${title.en}`).not.toMatch(/lorem|ipsum|todo|tbd|^activity \d|活动\s*\d/i);
    }
  });

  it('ends every Advanced Business English unit with a BEC test paper', () => {
    const outline = outlineFor('advanced-business-english');
    expect(outline?.chapters).toHaveLength(12);
    for (const [i, chapter] of (outline?.chapters ?? []).entries()) {
      expect(chapter.title.en.startsWith(`Unit ${i + 1}: `)).toBe(true);
      const last = chapter.steps.at(-1);
      expect(last?.activities.at(-1)?.kind, chapter.title.en).toBe('testPaper');
      expect(last?.activities.at(-1)?.title.en, chapter.title.en).toContain('BEC');
    }
  });

  it('follows the chapter order set out for the named courses', () => {
    expect(chapterTitles('business-negotiation')).toEqual([
      'Introduction to negotiation',
      'Background research',
      'Organisational preparation',
      'Planning the negotiation',
      'Negotiation etiquette',
      'Opening the negotiation',
      'Bargaining',
      'Deadlock',
      'Closing',
      'Negotiation skills',
      'Cross-cultural negotiation',
    ]);
    expect(chapterTitles('international-trade-practice')).toEqual([
      'General introduction',
      'Trade preparation',
      'Building customer relations',
      'Deal negotiation',
      'Contract making',
      'Payment',
      'Goods preparation and shipping',
      'Customs and inspection declaration',
      'After-sales service',
    ]);
    expect(chapterTitles('workplace-skills')).toEqual([
      'Personal workplace',
      'Business office',
      'Business communication',
      'Business negotiation',
      'Cross-cultural communication',
      'Social etiquette',
    ]);
  });
});

describe('outlineFor', () => {
  it('finds each outline by its catalogue key', () => {
    for (const course of COURSE_CATALOGUE) {
      expect(outlineFor(course.key)?.key).toBe(course.key);
    }
  });

  it('returns undefined for an unknown key', () => {
    expect(outlineFor('underwater-basket-weaving')).toBeUndefined();
    expect(outlineFor('')).toBeUndefined();
  });
});
