/** The course builder's messages, in both interface languages (assembled by platform/messages.ts). */
import type { TLanguageUse } from '@lingua/contracts';

export const courseBuilderMessages = {
  builtCourseEmpty: {
    cn: '课程还没有任何活动，请先在大纲中添加活动再发布',
    en: 'The course has no activities yet: add one to the outline before publishing',
  },
  builtCourseInUse: {
    cn: '已有班级在使用该课程，请先为这些班级更换课程',
    en: 'A class studies this course: give those classes another course first',
  },
  outlineRowUnknown: { cn: '{label}不属于该课程', en: '{label} does not belong to this course' },
  outlineTrainingUnknown: { cn: '找不到所选的训练', en: 'The chosen training was not found' },
  poolResourceNotForCourse: {
    cn: '该资源不能加入课程（只有可作答的训练和文档、音频、视频、图片素材可以）',
    en: 'This resource cannot go into a course (only trainings students answer and document, audio, video or image materials can)',
  },
  paperUnknownForCourse: { cn: '找不到所选的试卷', en: 'The chosen paper was not found' },
  outlineSourceMissing: {
    cn: '新加的活动需要选择一个训练、资源或试卷',
    en: 'A new activity needs a training, a resource or a paper',
  },
  coursePictureType: {
    cn: '课程图片只能是 PNG、JPG 或 WebP 图片',
    en: 'A course picture must be a PNG, JPG or WebP image',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
