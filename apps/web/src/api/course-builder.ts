/** Intelligent course creation (contracts: calls/course-builder.ts). */
import { type BodyOf, courseBuilderCalls as c } from '@lingua/contracts';
import { call, upload } from './client';

export const courseBuilderApi = {
  mine: () => call(c.userBuildingCourses),
  demoSet: () => call(c.demoSet),
  preview: (lessonId: number) => call(c.preview, { lessonId }),
  create: (name: { cn: string; en: string }) => call(c.create, { name }),
  copy: (courseId: number) => call(c.copy, { courseId }),
  detail: (courseId: number) => call(c.detail, { courseId }),
  updateInfo: (body: BodyOf<typeof c.updateInfo>) => call(c.updateInfo, body),
  saveOutline: (body: BodyOf<typeof c.saveOutline>) => call(c.saveOutline, body),
  propose: (body: BodyOf<typeof c.propose>) => call(c.propose, body),
  trainingOptions: (keyword: string) => call(c.trainingOptions, { keyword }),
  publish: (courseId: number, published: boolean) => call(c.publish, { courseId, published }),
  remove: (courseId: number) => call(c.remove, { courseId }),
  uploadPicture: (file: File) => upload(c.uploadPicture, file, {}),
  school: () => call(c.schoolBuiltCourses),
  addResource: (body: BodyOf<typeof c.addResource>) => call(c.addResource, body),
  paperOptions: () => call(c.paperOptions),
  coursePapers: (courseId: number) => call(c.coursePapers, { courseId }),
  activityMaterial: (classId: number, activityId: number) => call(c.activityMaterial, { classId, activityId }),
};

export const builderKeys = {
  all: ['courseBuilder'] as const,
  mine: ['courseBuilder', 'mine'] as const,
  demoSet: ['courseBuilder', 'demoSet'] as const,
  detail: (courseId: number) => ['courseBuilder', 'detail', courseId] as const,
  preview: (courseId: number) => ['courseBuilder', 'preview', courseId] as const,
  school: ['courseBuilder', 'school'] as const,
  papers: ['courseBuilder', 'papers'] as const,
  coursePapers: (courseId: number) => ['courseBuilder', 'coursePapers', courseId] as const,
};
