/**
 * The course builder (issue 18): a built course is its owner's (teacher A's). Only the owner reads
 * it in the editor and changes it; the school's manager and teachers preview it once published;
 * the catalogue is copied by any teacher; another school and students are refused. Each case
 * builds a fresh course, so deleting never runs out of one.
 */
import { eq } from 'drizzle-orm';
import { activityResources, courseActivities, courseSteps, resources, users } from '../../../db/schema';
import { searchVector } from '../../../modules/resource-pool/vector';
import type { World } from '../world';
import { CATALOGUE, everyTeacher, FILES, type WalkCase } from './shared';

const B = '/openApi/teacher/buildingCourse';
const PUBLISHED_PREVIEW = "a published course is open to the school's teachers and manager to preview (docs/api.md)";

async function builtCourse(w: World, publish: boolean): Promise<number> {
  const created = await w.ok<{ courseId: number }>(w.people.teacherA, `${B}/create`, {
    name: { cn: '询盘与报盘', en: 'Enquiries and Offers' },
  });
  await w.ok(w.people.teacherA, `${B}/saveOutline`, outline(w, created.courseId));
  if (publish) await w.ok(w.people.teacherA, `${B}/publish`, { courseId: created.courseId, published: true });
  return created.courseId;
}

const outline = (w: World, courseId: number) => ({
  courseId,
  chapters: [
    {
      title: { cn: '询盘', en: 'Enquiries' },
      steps: [
        {
          title: { cn: '阅读询盘', en: 'Reading an enquiry' },
          activities: [{ title: { cn: '阅读练习', en: 'Reading practice' }, trainingId: w.bank.id }],
        },
      ],
    },
  ],
});

/** A material teacher A uploaded to the pool and keeps private. */
async function privateMaterial(w: World): Promise<number> {
  const [owner] = await w.t.db.select().from(users).where(eq(users.id, w.people.teacherA.id));
  const title = { cn: '报盘函范文', en: 'An offer letter: model' };
  const description = { cn: '外贸函电范文', en: 'A model letter' };
  const [row] = await w.t.db
    .insert(resources)
    .values({
      kind: 5,
      schoolId: owner?.schoolId ?? null,
      ownerId: w.people.teacherA.id,
      title,
      description,
      language: 'en',
      level: 1,
      mediaType: 'document',
      fileUrl: w.fileUrl,
      fileName: 'offer.pdf',
      fileSize: 10,
      search: searchVector({ title, description, tags: [], bodyText: '' }) as unknown as string,
    })
    .returning({ id: resources.id });
  return row?.id ?? 0;
}

/** A material in the first step of class A's course: what student A opens. */
async function classMaterialActivity(w: World): Promise<number> {
  const [step] = await w.t.db.select().from(courseSteps).where(eq(courseSteps.courseId, w.course.id)).limit(1);
  const [activity] = await w.t.db
    .insert(courseActivities)
    .values({
      courseId: w.course.id,
      stepId: step?.id ?? 0,
      // First in the step: nothing before it to finish.
      sort: -1,
      kind: 'material',
      title: { cn: '报盘函范文', en: 'An offer letter: model' },
    })
    .returning({ id: courseActivities.id });
  await w.t.db
    .insert(activityResources)
    .values({ activityId: activity?.id ?? 0, resourceId: await privateMaterial(w) });
  return activity?.id ?? 0;
}

async function firstStep(w: World, courseId: number): Promise<number> {
  const [step] = await w.t.db.select().from(courseSteps).where(eq(courseSteps.courseId, courseId)).limit(1);
  return step?.id ?? 0;
}

export const courseBuilderCases: Record<string, WalkCase[]> = {
  [`${B}/copy`]: [{ owner: 'teacher', body: (w) => ({ courseId: w.course.id }), allow: everyTeacher(CATALOGUE) }],
  [`${B}/detail`]: [{ owner: 'teacher', body: async (w) => ({ courseId: await builtCourse(w, false) }) }],
  [`${B}/updateInfo`]: [
    {
      owner: 'teacher',
      body: async (w) => ({
        courseId: await builtCourse(w, false),
        name: { cn: '询盘与报盘（修订）', en: 'Enquiries and Offers (revised)' },
        audience: { cn: '商务英语专业学生', en: 'Business English students' },
        introduction: { cn: '读懂并回复询盘。', en: 'Read and answer enquiries.' },
        picUrl: '',
      }),
      fileFields: FILES,
    },
  ],
  [`${B}/saveOutline`]: [{ owner: 'teacher', body: async (w) => outline(w, await builtCourse(w, false)) }],
  [`${B}/publish`]: [
    { owner: 'teacher', body: async (w) => ({ courseId: await builtCourse(w, false), published: true }) },
  ],
  [`${B}/delete`]: [{ owner: 'teacher', body: async (w) => ({ courseId: await builtCourse(w, false) }) }],
  [`${B}/addResource`]: [
    {
      owner: 'teacher',
      body: async (w) => {
        const courseId = await builtCourse(w, false);
        return { courseId, stepId: await firstStep(w, courseId), resourceId: await privateMaterial(w) };
      },
    },
  ],
  [`${B}/coursePapers`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ courseId: await builtCourse(w, true) }),
      allow: { teacherSameSchool: PUBLISHED_PREVIEW, managerSameSchool: PUBLISHED_PREVIEW },
    },
  ],
  '/openApi/student/lesson/activityMaterial': [
    {
      owner: 'student',
      body: async (w) => ({ classId: w.classA.id, activityId: await classMaterialActivity(w) }),
      allow: { classmate: 'a student of the class opens the materials of its course' },
    },
  ],
  '/openApi/mainNew/skillLessonPreviewList': [
    {
      owner: 'teacher',
      body: async (w) => ({ lessonId: await builtCourse(w, true) }),
      allow: { teacherSameSchool: PUBLISHED_PREVIEW, managerSameSchool: PUBLISHED_PREVIEW },
    },
  ],
};
