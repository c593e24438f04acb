/**
 * The platform's courses from the catalogue and the outlines (packages/content): seeded on any
 * start that finds no course, so data folders made before courses existed get them too.
 */
import { COURSE_CATALOGUE, courseCoverSvg, outlineFor } from '@lingua/content';
import { sql } from 'drizzle-orm';
import { courseActivities, courseChapters, courseSteps, courses } from '../db/schema';
import type { Db } from '../platform/database';
import { sanitizeRichText } from '../platform/sanitize';
import type { FileStorage } from '../platform/storage';

const COVER_COLOURS = ['#1d4ed8', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#0369a1', '#4d7c0f', '#9333ea'];

export async function seedCourses(db: Db, storage: FileStorage): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411003)`);
    const existing = await tx.select({ id: courses.id }).from(courses).limit(1);
    if (existing.length > 0) return false;
    for (const [index, item] of COURSE_CATALOGUE.entries()) {
      const outline = outlineFor(item.key);
      if (!outline) throw new Error(`no outline for course ${item.key}`);
      const colour = COVER_COLOURS[index % COVER_COLOURS.length] ?? '#1d4ed8';
      const cover = await storage.save(Buffer.from(courseCoverSvg(item.name.cn, item.name.en, colour)), 'svg', {
        public: true,
      });
      const [course] = await tx
        .insert(courses)
        .values({
          key: item.key,
          name: item.name,
          audience: item.audience,
          introduction: {
            cn: sanitizeRichText(`<p>${item.summary.cn}</p>`),
            en: sanitizeRichText(`<p>${item.summary.en}</p>`),
          },
          pictureUrl: cover,
          pictures: [cover],
          version: outline.version,
        })
        .returning({ id: courses.id });
      if (!course) throw new Error('course insert returned nothing');
      // Three statements a course (chapters, steps, activities), each row found again by its sort.
      const chapterRows = await tx
        .insert(courseChapters)
        .values(outline.chapters.map((chapter, sort) => ({ courseId: course.id, sort, title: chapter.title })))
        .returning({ id: courseChapters.id, sort: courseChapters.sort });
      const chapterIds = new Map(chapterRows.map((r) => [r.sort, r.id]));
      const steps = outline.chapters.flatMap((chapter, chapterIndex) =>
        chapter.steps.map((step) => ({ step, chapterId: chapterIds.get(chapterIndex) ?? 0 })),
      );
      const stepRows = await tx
        .insert(courseSteps)
        .values(steps.map(({ step, chapterId }, sort) => ({ courseId: course.id, chapterId, sort, title: step.title })))
        .returning({ id: courseSteps.id, sort: courseSteps.sort });
      const stepIds = new Map(stepRows.map((r) => [r.sort, r.id]));
      const activities = steps.flatMap(({ step }, stepSort) =>
        step.activities.map((activity, sort) => ({
          courseId: course.id,
          stepId: stepIds.get(stepSort) ?? 0,
          sort,
          kind: activity.kind,
          title: activity.title,
        })),
      );
      if (activities.length > 0) await tx.insert(courseActivities).values(activities);
    }
    return true;
  });
}
