/**
 * Teaching plans and teacher teaching (issue 17): a plan is its author's (teacher A's) or, a school
 * plan, the manager's of school 1. The manager reads every plan of the school but changes only
 * school plans; a colleague, another school and students are refused. Each case writes a fresh
 * plan, so deleting never runs out of one.
 */
import type { World } from '../world';
import { FILES, type WalkCase } from './shared';

const P = '/openApi/teacher/teachingPlan';
const M = '/openApi/manage/teachingPlan';
const TERM = '2026-2027-1';
const READS_ALL = "the school's manager reads every teaching plan of the school";
const OWN_LIST =
  'the list answers only plans the caller may read (their own and the school plans); an author of the same school only filters them';

async function teacherPlan(w: World): Promise<number> {
  const saved = await w.ok<{ planId: number }>(w.people.teacherA, `${P}/save`, {
    courseId: w.course.id,
    term: TERM,
    title: 'Foreign trade correspondence: term plan',
    content: '<p>Weeks 1–4: enquiries and offers; weeks 5–8: counter-offers and orders.</p>',
  });
  return saved.planId;
}

async function schoolPlan(w: World): Promise<number> {
  const saved = await w.ok<{ planId: number }>(w.people.managerA, `${M}/save`, {
    term: TERM,
    title: '商务英语专业学期教学总体计划',
    content: '<p>本学期各课程统一安排期中测验于第九周进行。</p>',
  });
  return saved.planId;
}

const edit = (planId: number, w: World) => ({
  planId,
  courseId: w.course.id,
  term: TERM,
  title: 'Term plan (revised)',
  content: '<p>Week 9: mid-term test on trade terms.</p>',
});

export const teachingCases: Record<string, WalkCase[]> = {
  [`${P}/detail`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ planId: await teacherPlan(w) }),
      allow: { managerSameSchool: READS_ALL },
    },
  ],
  [`${P}/save`]: [{ owner: 'teacher', body: async (w) => edit(await teacherPlan(w), w), fileFields: FILES }],
  [`${P}/delete`]: [{ owner: 'teacher', body: async (w) => ({ planId: await teacherPlan(w) }) }],
  [`${P}/list`]: [
    {
      owner: 'teacher',
      body: (w) => ({ authorId: w.people.teacherA.id, courseId: w.course.id }),
      allow: { teacherSameSchool: OWN_LIST, managerSameSchool: OWN_LIST },
    },
  ],
  [`${M}/list`]: [{ owner: 'manager', body: (w) => ({ authorId: w.people.teacherA.id, courseId: w.course.id }) }],
  [`${M}/save`]: [{ owner: 'manager', body: async (w) => edit(await schoolPlan(w), w), fileFields: FILES }],
  [`${M}/delete`]: [{ owner: 'manager', body: async (w) => ({ planId: await schoolPlan(w) }) }],
  '/openApi/manage/teacherTeaching/detail': [{ owner: 'manager', body: (w) => ({ teacherId: w.people.teacherA.id }) }],
};
