/**
 * The data cockpit (issue 17, part 2 §2.1 dataCockpit): one full-screen projector page per class
 * (teacher, or the school's manager) and per school (manager). One call per screen answers every
 * panel; the page polls it. Every figure is a database aggregate (docs/api.md "Data cockpit").
 */
import { z } from 'zod';
import { ZId } from './fields';
import { ScoreRules } from './questions/scoring-rules';

export const ZCockpitClassRequest = z.object({ classId: ZId });

/** A knowledge point (a level-1 node of the course's graph) or, for a course without one, a chapter. */
export const ZCockpitPoint = z.object({
  name: z.string(),
  /** The course it belongs to (the school cockpit mixes courses). */
  course: z.string(),
  /** True when the unit is a chapter: the course has no knowledge graph mapped to its chapters. */
  byChapter: z.boolean(),
  /** The average of the training scores (percent) of the trainings of its chapters. */
  average: z.number(),
  /** How many student-training scores the average is over. */
  scores: z.number().int(),
});
export type TCockpitPoint = z.infer<typeof ZCockpitPoint>;

export const ZDataCockpit = z.object({
  scope: z.enum(['class', 'school']),
  /** The class's or the school's name. */
  title: z.string(),
  /** When the figures were read (ISO), for the page's "last updated". */
  generatedAt: z.string(),
  /** Students counted (the class's current students, or the school's students). */
  students: z.number().int(),
  live: z.object({
    /** Students with a live session seen within `onlineWindowMinutes`. */
    onlineNow: z.number().int(),
    /** Students with a training draft saved within `answeringWindowMinutes`, or an exam in progress. */
    answeringNow: z.number().int(),
    /** Students who signed in today (the school's calendar day). */
    signInsToday: z.number().int(),
    onlineWindowMinutes: z.number().int(),
    answeringWindowMinutes: z.number().int(),
  }),
  /** Minutes of submitted attempts on each of the last 7 days (school time zone), oldest first. */
  learningTime: z.array(z.object({ day: z.string(), minutes: z.number() })),
  scores: z.object({
    /** The class's score rule; the school cockpit takes each student's highest attempt. */
    rule: z.enum(ScoreRules),
    scored: z.number().int(),
    average: z.number().nullable(),
    /** Students per ScoreBands entry. */
    bands: z.array(z.number().int()),
  }),
  knowledge: z.object({
    /** Points with at least one score. */
    count: z.number().int(),
    /** Up to five, strongest first. */
    top: z.array(ZCockpitPoint),
    /** Up to five, weakest first. */
    weakest: z.array(ZCockpitPoint),
  }),
});
export type TDataCockpit = z.infer<typeof ZDataCockpit>;
