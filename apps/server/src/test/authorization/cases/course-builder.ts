/**
 * The course builder (issue 18): a built course is its owner's (teacher A's). Only the owner reads
 * it in the editor and changes it; the school's manager and teachers preview it once published;
 * the catalogue is copied by any teacher; another school and students are refused. Each case
 * builds a fresh course, so deleting never runs out of one.
 */
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
  '/openApi/mainNew/skillLessonPreviewList': [
    {
      owner: 'teacher',
      body: async (w) => ({ lessonId: await builtCourse(w, true) }),
      allow: { teacherSameSchool: PUBLISHED_PREVIEW, managerSameSchool: PUBLISHED_PREVIEW },
    },
  ],
};
