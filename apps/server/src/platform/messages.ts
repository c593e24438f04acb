/**
 * Every message the server sends to a person, in both interface languages: the platform's own
 * below, each module's beside the module (`modules/<name>/messages.ts`, plain data that imports
 * nothing of the server), assembled here into one catalogue, so `MessageKey` names every key and a
 * missing one is a type error. `{name}` placeholders are filled from params.
 */
import type { TLanguageUse } from '@lingua/contracts';
import { assistantMessages } from '../modules/assistant/messages';
import { authMessages } from '../modules/auth/messages';
import { classesMessages } from '../modules/classes/messages';
import { coursesMessages } from '../modules/courses/messages';
import { examsMessages } from '../modules/exams/messages';
import { onlineLessonsMessages } from '../modules/online-lessons/messages';
import { schoolsMessages } from '../modules/schools/messages';
import { speakingMessages } from '../modules/speaking/messages';
import { tasksMessages } from '../modules/tasks/messages';
import { trainingsMessages } from '../modules/trainings/messages';
import { usersMessages } from '../modules/users/messages';
import { spreadsheetMessages } from './spreadsheet/messages';

const platformMessages = {
  ok: { cn: '成功', en: 'OK' },
  notFound: { cn: '数据不存在或您无权查看', en: 'Not found, or you may not see it' },
  forbidden: { cn: '您没有权限进行此操作', en: 'You are not allowed to do this' },
  routeNotFound: { cn: '接口不存在', en: 'No such call' },
  serverError: { cn: '服务器开小差了，请稍后再试', en: 'Something went wrong on the server. Please try again later.' },
  sessionInvalid: { cn: '登录已失效，请重新登录', en: 'Your session has ended. Please sign in again.' },
  kicked: {
    cn: '您的账号已在其他设备登录，您已被迫下线。如非本人操作，请及时修改密码。',
    en: 'Your account signed in on another device, so you have been signed out here. If that was not you, change your password.',
  },
  classCodeRequired: { cn: '请输入班级码', en: 'Enter the class code' },
  fileMissing: { cn: '请选择要上传的文件', en: 'Choose a file to upload' },
  fileTypeNotSupported: { cn: '文件类型不支持', en: 'File type not supported' },
  fileLinkInvalid: {
    cn: '文件链接无效或已过期，请刷新页面后再试',
    en: 'This file link is not valid or has expired. Reload the page and try again.',
  },
  fileTooLarge: { cn: '文件大小不能超过{limit}{unit}', en: 'File size cannot exceed {limit} {unit}' },
  bodyTooLarge: { cn: '请求内容不能超过{limit}{unit}', en: 'The request cannot be larger than {limit} {unit}' },
  uploadTooLarge: { cn: '上传的文件过大', en: 'The uploaded file is too large' },
  multipartTooManyParts: {
    cn: '每次最多上传{files}个文件和{fields}个字段',
    en: 'Upload at most {files} file and {fields} fields at a time',
  },
  multipartRequired: { cn: '请以表单方式上传文件', en: 'Upload the file as multipart form data' },
  invalidJson: { cn: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  fieldRequired: { cn: '{label}不能为空', en: '{label} is required' },
  fieldTooShort: { cn: '{label}至少{min}个字符', en: '{label} must be at least {min} characters' },
  fieldTooLong: { cn: '{label}不能超过{max}个字符', en: '{label} cannot be longer than {max} characters' },
  fieldTooSmall: { cn: '{label}不能小于{min}', en: '{label} cannot be less than {min}' },
  fieldTooBig: { cn: '{label}不能大于{max}', en: '{label} cannot be more than {max}' },
  fieldInvalid: { cn: '{label}格式不正确', en: '{label} is not valid' },
  fieldWrongType: { cn: '{label}类型不正确', en: '{label} has the wrong type' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;

const moduleTables = [
  spreadsheetMessages,
  assistantMessages,
  authMessages,
  classesMessages,
  coursesMessages,
  examsMessages,
  onlineLessonsMessages,
  schoolsMessages,
  speakingMessages,
  tasksMessages,
  trainingsMessages,
  usersMessages,
];

const catalogue = {
  ...platformMessages,
  ...spreadsheetMessages,
  ...assistantMessages,
  ...authMessages,
  ...classesMessages,
  ...coursesMessages,
  ...examsMessages,
  ...onlineLessonsMessages,
  ...schoolsMessages,
  ...speakingMessages,
  ...tasksMessages,
  ...trainingsMessages,
  ...usersMessages,
} as const;

// Two tables that define one key would silently shadow each other: refuse to start instead.
const declaredKeys = [platformMessages, ...moduleTables].reduce((n, table) => n + Object.keys(table).length, 0);
if (declaredKeys !== Object.keys(catalogue).length) throw new Error('two message tables define the same key');

export type MessageKey = keyof typeof catalogue;

/** Names of request fields as a person reads them. Unknown fields fall back to their key. */
const fieldLabels: Record<string, Record<TLanguageUse, string>> = {
  mobile: { cn: '手机号', en: 'Mobile number' },
  password: { cn: '密码', en: 'Password' },
  oldPassword: { cn: '原密码', en: 'Current password' },
  confirmPassword: { cn: '确认密码', en: 'Confirm password' },
  name: { cn: '姓名', en: 'Name' },
  headImgUrl: { cn: '头像', en: 'Photo' },
  duration: { cn: '在线时长', en: 'Duration' },
  classId: { cn: '班级', en: 'Class' },
  classCode: { cn: '班级码', en: 'Class code' },
  className: { cn: '班级名称', en: 'Class name' },
  courseId: { cn: '课程', en: 'Course' },
  isHidden: { cn: '隐藏状态', en: 'Hidden status' },
  stepUnlockOrder: { cn: '步骤解锁方式', en: 'Step unlock order' },
  scoreRule: { cn: '成绩规则', en: 'Score rule' },
  scoreDisplay: { cn: '成绩显示', en: 'Score display' },
  lessonStatus: { cn: '课程状态', en: 'Course status' },
  studentId: { cn: '学生', en: 'Student' },
  file: { cn: '文件', en: 'File' },
  messageIds: { cn: '消息', en: 'Messages' },
  pageNum: { cn: '页码', en: 'Page number' },
  pageSize: { cn: '每页条数', en: 'Page size' },
  languageUse: { cn: '语言', en: 'Language' },
  schoolName: { cn: '学校名称', en: 'School name' },
  managerMobile: { cn: '管理员手机号', en: 'Manager mobile number' },
  managerName: { cn: '管理员姓名', en: 'Manager name' },
  managerPassword: { cn: '管理员密码', en: 'Manager password' },
  email: { cn: '邮箱', en: 'Email' },
  id: { cn: '编号', en: 'Id' },
  body: { cn: '请求内容', en: 'Request body' },
  answer: { cn: '答案', en: 'Answer' },
  score: { cn: '分数', en: 'Score' },
  comment: { cn: '评语', en: 'Comment' },
  deadline: { cn: '截止时间', en: 'Deadline' },
  trainingId: { cn: '实训', en: 'Training' },
  attemptId: { cn: '作答记录', en: 'Attempt' },
  format: { cn: '格式', en: 'Format' },
  title: { cn: '标题', en: 'Title' },
  kind: { cn: '实训类型', en: 'Training kind' },
  lessonId: { cn: '在线课堂', en: 'Online lesson' },
  signInMode: { cn: '签到方式', en: 'Sign-in mode' },
  fixedCode: { cn: '固定签到码', en: 'Fixed sign-in code' },
  lateAfterMinutes: { cn: '迟到判定时间', en: 'Late after (minutes)' },
  code: { cn: '签到码', en: 'Sign-in code' },
  status: { cn: '考勤状态', en: 'Attendance status' },
  studentIds: { cn: '学生', en: 'Students' },
  questionId: { cn: '题目', en: 'Question' },
  options: { cn: '选项', en: 'Options' },
  correct: { cn: '正确答案', en: 'Right answer' },
  isMultiple: { cn: '是否多选', en: 'Multiple choice' },
  taskId: { cn: '任务', en: 'Task' },
  taskType: { cn: '任务类型', en: 'Task type' },
  uploadRule: { cn: '附件要求', en: 'Attachment rule' },
  fileGroups: { cn: '允许的文件类型', en: 'Allowed file types' },
  maxFileMb: { cn: '文件大小上限', en: 'File size limit' },
  fullMark: { cn: '满分', en: 'Full mark' },
  timeLimitMinutes: { cn: '限时', en: 'Time limit' },
  classIds: { cn: '班级', en: 'Classes' },
  text: { cn: '作答内容', en: 'Answer' },
  files: { cn: '附件', en: 'Attachments' },
};

export function fieldLabel(language: TLanguageUse, field: string): string {
  const last =
    field
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? field;
  return fieldLabels[last]?.[language] ?? last;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogue, value);
}

export function translate(
  language: TLanguageUse,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogue[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
