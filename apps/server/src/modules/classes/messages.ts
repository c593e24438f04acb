/**
 * The classes and rosters messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const classesMessages = {
  classCodeWrong: {
    cn: '班级码不正确，请核对后重新输入',
    en: 'The class code is not correct. Check it and try again.',
  },
  classClosed: { cn: '该班级已关闭，无法加入', en: 'This class is closed and cannot be joined' },
  classArchivedReadOnly: {
    cn: '班级“{name}”已归档，只能查看，不能再布置任务、考试或开始上课',
    en: 'Class “{name}” is archived: it can be read, but no new task, exam or lesson can be given to it',
  },
  classAlreadyJoined: { cn: '您已在该班级中，无需重复加入', en: 'You are already in this class' },
  studentNotFound: {
    cn: '本校没有使用该手机号的学生账号',
    en: 'No student of this school has this mobile number',
  },
  studentAlreadyInClass: { cn: '该学生已在本班级中', en: 'This student is already in the class' },
  rosterNotXlsx: { cn: '请上传 xlsx 格式的学生名单', en: 'Upload the student list as an xlsx file' },
  rosterHeader: {
    cn: '表头应为"手机号、姓名"，请使用导入模板',
    en: 'The first row must be "Mobile, Name": use the import template',
  },
  rosterEmpty: { cn: '名单中没有学生', en: 'The list has no students' },
  rosterRow: { cn: '第 {row} 行：{reason}', en: 'Row {row}: {reason}' },
  rosterMobileInvalid: { cn: '手机号格式不正确', en: 'the mobile number is not valid' },
  rosterDuplicate: { cn: '手机号与前面的行重复', en: 'the mobile number repeats an earlier row' },
  rosterMobileTaken: {
    cn: '该手机号已被其他学校或教师账号使用',
    en: 'the mobile number belongs to a teacher or another school',
  },
  rosterNameMissing: { cn: '新账号需要填写姓名（30 字以内）', en: 'a new account needs a name (up to 30 characters)' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
