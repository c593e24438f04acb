/** The resource pool's messages, in both interface languages (platform/messages.ts assembles them). */
import type { TLanguageUse } from '@lingua/contracts';

export const resourcePoolMessages = {
  poolMediaTooLong: {
    cn: '音频或视频时长不能超过{limit}秒',
    en: 'Audio or video cannot be longer than {limit} seconds',
  },
  poolMediaUnreadable: { cn: '无法读取音频或视频的时长', en: 'The length of this audio or video cannot be read' },
  poolSchoolQuotaFull: {
    cn: '学校资源空间不足：已用{used}MB，共{total}MB',
    en: 'The school has no room for this file: {used} MB of {total} MB used',
  },
  poolTeacherQuotaFull: {
    cn: '个人资源空间不足：已用{used}MB，共{total}MB',
    en: 'You have no room for this file: {used} MB of {total} MB used',
  },
  poolNotYours: { cn: '只能修改自己上传的资源', en: 'You can change only resources you uploaded' },
  poolUnknownCourse: { cn: '课程不存在', en: 'There is no such course' },
  poolUnknownKnowledgePoint: { cn: '知识点不存在', en: 'There is no such knowledge point' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
