/**
 * The school administration messages (issue 24), in both interface languages. platform/messages.ts
 * assembles every module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const manageMessages = {
  teacherMobileTaken: { cn: '该手机号已有账号', en: 'the mobile number already has an account' },
  teachersNotXlsx: { cn: '请上传 xlsx 格式的教师名单', en: 'Upload the teacher list as an xlsx file' },
  teachersEmpty: { cn: '名单中没有教师', en: 'The list has no teachers' },
  notYourself: {
    cn: '不能对自己的账号执行此操作，请在个人中心修改',
    en: 'You cannot do this to your own account: use the personal centre',
  },
  studentNotInClass: { cn: '该学生不在原班级中', en: 'The student is not in that class' },
  sameClass: { cn: '目标班级与原班级相同', en: 'The new class is the class the student is in' },
  classArchived: { cn: '该班级已归档', en: 'This class is archived' },
  classNotArchived: { cn: '该班级未归档', en: 'This class is not archived' },
  courseInUse: {
    cn: '班级学生已开始学习当前课程，不能更换课程',
    en: 'Students of the class have started its course: the course cannot change',
  },
  dateRange: { cn: '开始日期不能晚于结束日期', en: 'The start date is after the end date' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
