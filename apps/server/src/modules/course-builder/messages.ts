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
  coursePictureType: {
    cn: '课程图片只能是 PNG、JPG 或 WebP 图片',
    en: 'A course picture must be a PNG, JPG or WebP image',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
