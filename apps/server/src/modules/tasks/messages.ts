/**
 * The teaching tasks messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const tasksMessages = {
  taskExpired: { cn: '任务已过期', en: 'The task has expired' },
  taskTimeUp: { cn: '作答时间已到，不能再提交', en: 'Time is up for this task' },
  taskDeadlinePast: { cn: '截止时间必须晚于现在', en: 'The deadline must be in the future' },
  taskNoUpload: { cn: '该任务不需要上传附件', en: 'This task takes no attachments' },
  attachmentRequired: { cn: '请上传附件', en: 'Upload an attachment' },
  answerRequired: { cn: '请先作答', en: 'Enter an answer first' },
  taskAlreadySubmitted: { cn: '已提交，如需修改请先撤回', en: 'Already submitted; recall it to change it' },
  taskNotSubmitted: { cn: '尚未提交', en: 'Not submitted yet' },
  taskRecallPractice: { cn: '练习类任务提交后不能撤回', en: 'A practice task cannot be recalled' },
  taskRecallViewed: { cn: '教师已查看，不能撤回', en: 'Your teacher has seen the answer, so it cannot be recalled' },
  scoreTooHigh: { cn: '分数不能超过满分 {fullMark}', en: 'The score cannot exceed the full mark of {fullMark}' },
  taskPublished: { cn: '任务已发布', en: 'Task published' },
  taskSubmitted: { cn: '提交成功', en: 'Submitted' },
  taskRecalled: { cn: '已撤回，可以修改后重新提交', en: 'Recalled: change it and submit again' },
  taskRated: { cn: '评分已保存', en: 'Rating saved' },
  taskUpdated: { cn: '任务已修改', en: 'Task updated' },
  taskDeleted: { cn: '任务已删除', en: 'Task deleted' },
  taskNotStarted: { cn: '请先开始任务', en: 'Start the task first' },
  taskRulesFixed: {
    cn: '已有学生提交，不能再修改任务类型和附件要求',
    en: 'Students have already handed in answers: the task type and attachment rules can no longer change',
  },
  taskFullMarkBelowScore: {
    cn: '满分不能低于已给出的分数 {score}',
    en: 'The full mark cannot be below a score already given ({score})',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
