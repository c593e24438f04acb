/**
 * Every message the server sends to a person, in both interface languages: the platform's own
 * below, each module's beside the module (`modules/<name>/messages.ts`, plain data that imports
 * nothing of the server), assembled here into one catalogue, so `MessageKey` names every key and a
 * missing one is a type error. `{name}` placeholders are filled from params.
 */
import type { TLanguageUse } from '@lingua/contracts';
import { assistantMessages } from '../modules/assistant/messages';
import { authMessages } from '../modules/auth/messages';
import { certificatesMessages } from '../modules/certificates/messages';
import { classesMessages } from '../modules/classes/messages';
import { competitionPublicMessages } from '../modules/competition-public/messages';
import { competitionsMessages } from '../modules/competitions/messages';
import { courseBuilderMessages } from '../modules/course-builder/messages';
import { coursesMessages } from '../modules/courses/messages';
import { deviceCheckMessages } from '../modules/device-check/messages';
import { documentsMessages } from '../modules/documents/messages';
import { examsMessages } from '../modules/exams/messages';
import { gradeBookMessages } from '../modules/grade-book/messages';
import { interactionMessages } from '../modules/interaction/messages';
import { lotteryMessages } from '../modules/lottery/messages';
import { ltiMessages } from '../modules/lti/messages';
import { manageMessages } from '../modules/manage/messages';
import { negotiationMessages } from '../modules/negotiations/messages';
import { newsMessages } from '../modules/news/messages';
import { onlineLessonsMessages } from '../modules/online-lessons/messages';
import { publicContentMessages } from '../modules/public-content/messages';
import { resourcePoolMessages } from '../modules/resource-pool/messages';
import { schoolSignInMessages } from '../modules/school-sign-in/messages';
import { schoolsMessages } from '../modules/schools/messages';
import { speakingMessages } from '../modules/speaking/messages';
import { tasksMessages } from '../modules/tasks/messages';
import { teachingMessages } from '../modules/teaching/messages';
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
  passwordChangeRequired: {
    cn: '为了账号安全，请先把初始密码改成您自己的密码',
    en: 'For your account’s safety, change the initial password to one of your own first',
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
  fieldMustBeGreater: { cn: '{label}必须大于{min}', en: '{label} must be greater than {min}' },
  fieldMustBeLess: { cn: '{label}必须小于{max}', en: '{label} must be less than {max}' },
  fieldTooFewItems: { cn: '{label}至少需要{min}项', en: '{label} needs at least {min} items' },
  fieldTooManyItems: { cn: '{label}最多{max}项', en: '{label} can have at most {max} items' },
  fieldNotAnOption: { cn: '{label}不是可选的值', en: '{label} is not one of the allowed values' },
  fieldInvalid: { cn: '{label}格式不正确', en: '{label} is not valid' },
  fieldWrongType: { cn: '{label}的数据类型不正确', en: '{label} has the wrong type of value' },
  fieldUnsafeCharacters: {
    cn: '{label}不能包含控制字符或无效字符',
    en: '{label} cannot contain control characters or invalid characters',
  },
  fieldUrlNotAllowed: {
    cn: '{label}只能是 http(s) 链接或本站上传的文件',
    en: '{label} must be an http(s) link or a file uploaded here',
  },
  fieldTooDeep: { cn: '{label}嵌套层级过深', en: '{label} is nested too deeply' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;

const moduleTables = [
  spreadsheetMessages,
  assistantMessages,
  authMessages,
  classesMessages,
  coursesMessages,
  courseBuilderMessages,
  examsMessages,
  manageMessages,
  newsMessages,
  resourcePoolMessages,
  onlineLessonsMessages,
  interactionMessages,
  negotiationMessages,
  competitionsMessages,
  schoolsMessages,
  schoolSignInMessages,
  ltiMessages,
  speakingMessages,
  tasksMessages,
  teachingMessages,
  trainingsMessages,
  usersMessages,
  gradeBookMessages,
  documentsMessages,
  lotteryMessages,
  certificatesMessages,
  competitionPublicMessages,
  deviceCheckMessages,
  publicContentMessages,
];

const catalogue = {
  ...platformMessages,
  ...spreadsheetMessages,
  ...assistantMessages,
  ...authMessages,
  ...classesMessages,
  ...coursesMessages,
  ...courseBuilderMessages,
  ...examsMessages,
  ...manageMessages,
  ...newsMessages,
  ...resourcePoolMessages,
  ...onlineLessonsMessages,
  ...interactionMessages,
  ...negotiationMessages,
  ...competitionsMessages,
  ...schoolsMessages,
  ...schoolSignInMessages,
  ...ltiMessages,
  ...speakingMessages,
  ...tasksMessages,
  ...teachingMessages,
  ...trainingsMessages,
  ...usersMessages,
  ...gradeBookMessages,
  ...documentsMessages,
  ...lotteryMessages,
  ...certificatesMessages,
  ...competitionPublicMessages,
  ...deviceCheckMessages,
  ...publicContentMessages,
} as const;

// Two tables that define one key would silently shadow each other: refuse to start instead.
const declaredKeys = [platformMessages, ...moduleTables].reduce((n, table) => n + Object.keys(table).length, 0);
if (declaredKeys !== Object.keys(catalogue).length) throw new Error('two message tables define the same key');

export type MessageKey = keyof typeof catalogue;

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
