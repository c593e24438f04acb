/**
 * The course messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const coursesMessages = {
  stepLocked: { cn: '请先完成上一步骤的全部任务', en: 'Finish every task of the previous step first' },
  activityLocked: { cn: '请按顺序完成本步骤的任务', en: 'Do the tasks of this step in order' },
  lessonEnded: {
    cn: '教师已结束本课程，可以查看内容，不能再开始任务',
    en: 'Your teacher has ended this course: you can read it but not start tasks',
  },
  lessonSetSaved: { cn: '课程设置已保存', en: 'Course settings saved' },
  lessonEndedNotice: { cn: '课程已结束，学生不能再开始任务', en: 'Course ended: students can no longer start tasks' },
  lessonReopened: { cn: '课程已重新开放', en: 'Course reopened' },
  notSpokenActivity: {
    cn: '只有口语任务可以由教师标记完成',
    en: 'Only a spoken activity can be marked done by the teacher',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
