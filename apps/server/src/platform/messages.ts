/**
 * Every message the server sends to a person, in both interface languages.
 * `{name}` placeholders are filled from params.
 */
import type { TLanguageUse } from '@lingua/contracts';

const catalogue = {
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
  loginFailed: { cn: '手机号或密码错误', en: 'Incorrect mobile number or password' },
  accountDisabled: {
    cn: '账号未授权，请联系学校管理员',
    en: 'This account is not authorised. Contact your school manager.',
  },
  tooManyAttempts: {
    cn: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins. Try again in {minutes} minutes.',
  },
  passwordChanged: {
    cn: '密码已修改，其他设备上的登录已退出',
    en: 'Password changed. Sign-ins on other devices have been ended.',
  },
  oldPasswordWrong: { cn: '原密码不正确', en: 'The current password is not correct' },
  passwordMismatch: { cn: '两次输入的密码不一致', en: 'The two passwords do not match' },
  mobileTaken: { cn: '该手机号已被注册', en: 'This mobile number is already registered' },
  classCodeWrong: {
    cn: '班级码不正确，请核对后重新输入',
    en: 'The class code is not correct. Check it and try again.',
  },
  classCodeRequired: { cn: '请输入班级码', en: 'Enter the class code' },
  classClosed: { cn: '该班级已关闭，无法加入', en: 'This class is closed and cannot be joined' },
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
  rosterTooMany: { cn: '一次最多导入 {max} 名学生', en: 'Import at most {max} students at a time' },
  rosterRow: { cn: '第 {row} 行：{reason}', en: 'Row {row}: {reason}' },
  rosterMobileInvalid: { cn: '手机号格式不正确', en: 'the mobile number is not valid' },
  rosterDuplicate: { cn: '手机号与前面的行重复', en: 'the mobile number repeats an earlier row' },
  rosterMobileTaken: {
    cn: '该手机号已被其他学校或教师账号使用',
    en: 'the mobile number belongs to a teacher or another school',
  },
  rosterNameMissing: { cn: '新学生需要填写姓名（30 字以内）', en: 'a new student needs a name (up to 30 characters)' },
  stepLocked: { cn: '请先完成上一步骤的全部任务', en: 'Finish every task of the previous step first' },
  activityLocked: { cn: '请按顺序完成本步骤的任务', en: 'Do the tasks of this step in order' },
  lessonEnded: {
    cn: '教师已结束本课程，可以查看内容，不能再开始任务',
    en: 'Your teacher has ended this course: you can read it but not start tasks',
  },
  lessonSetSaved: { cn: '课程设置已保存', en: 'Course settings saved' },
  lessonEndedNotice: { cn: '课程已结束，学生不能再开始任务', en: 'Course ended: students can no longer start tasks' },
  lessonReopened: { cn: '课程已重新开放', en: 'Course reopened' },
  fileMissing: { cn: '请选择要上传的文件', en: 'Choose a file to upload' },
  fileTypeNotSupported: { cn: '文件类型不支持', en: 'File type not supported' },
  fileTooLarge: { cn: '文件大小不能超过{limit}{unit}', en: 'File size cannot exceed {limit} {unit}' },
  bodyTooLarge: { cn: '请求内容过大', en: 'The request is too large' },
  multipartRequired: { cn: '请以表单方式上传文件', en: 'Upload the file as multipart form data' },
  invalidJson: { cn: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  fieldRequired: { cn: '{label}不能为空', en: '{label} is required' },
  fieldTooShort: { cn: '{label}至少{min}个字符', en: '{label} must be at least {min} characters' },
  fieldTooLong: { cn: '{label}不能超过{max}个字符', en: '{label} cannot be longer than {max} characters' },
  fieldTooSmall: { cn: '{label}不能小于{min}', en: '{label} cannot be less than {min}' },
  fieldTooBig: { cn: '{label}不能大于{max}', en: '{label} cannot be more than {max}' },
  fieldInvalid: { cn: '{label}格式不正确', en: '{label} is not valid' },
  fieldWrongType: { cn: '{label}类型不正确', en: '{label} has the wrong type' },
  // The teacher assistant (part 1 §5).
  synthesisNoVoice: { cn: '该语种暂不支持合成', en: 'This language does not support synthesis yet' },
  synthesisTextEmpty: { cn: '请先输入要合成的单词或句子', en: 'Please enter the word or sentence to synthesise first' },
  synthesisTooLong: { cn: '合成文本不能超过{max}个字符', en: 'The text to synthesise can be at most {max} characters' },
  synthesisEnglishOnly: {
    cn: '该音色只朗读英文；中英文混读请选择 Lydia',
    en: 'This voice reads English only; choose Lydia for English and Chinese together',
  },
  engineBusy: { cn: '助手正忙，请稍后再试', en: 'The assistant is busy. Please try again in a moment.' },
  engineTimeout: { cn: '处理超时，请缩短内容后再试', en: 'This took too long. Try a shorter text.' },
  engineMissing: {
    cn: '服务器未安装{tool}所需的引擎，请联系管理员',
    en: 'The server does not have the engine for {tool} installed. Contact the administrator.',
  },
  fileNotOurs: { cn: '文件不存在', en: 'No such file' },
  quoteDone: { cn: '已添加到多媒体资源', en: 'Added to the multimedia resources' },
  ocrNoFile: { cn: '请先选择题目图片，再点击识别', en: 'Please select the question image first, then click recognise' },
  ocrImageTooLarge: { cn: '图片大小不能超过10MB', en: 'The image cannot be larger than 10 MB' },
  ocrImageTooWide: { cn: '图片最长边不能超过4096像素', en: 'The longest side of the image cannot exceed 4096 pixels' },
  translateTextEmpty: { cn: '请输入要翻译的内容', en: 'Please enter the text to translate' },
  translateNeedsEngine: {
    cn: '整句翻译需要翻译引擎：本服务器离线只能翻译单词和短语。请管理员在服务器配置 ASSISTANT_TRANSLATE_URL（LibreTranslate 兼容服务）或 ASSISTANT_CHAT_URL（OpenAI 兼容服务）。',
    en: 'Sentence translation needs a translation engine: offline, this server translates words and phrases only. An administrator can set ASSISTANT_TRANSLATE_URL (a LibreTranslate-compatible server) or ASSISTANT_CHAT_URL (an OpenAI-compatible server).',
  },
  translateEngineFailed: {
    cn: '翻译引擎暂时无法使用，请稍后再试',
    en: 'The translation engine is not answering. Try again later.',
  },
  translateDirection: { cn: '暂不支持该翻译方向', en: 'This translation direction is not supported' },
  correctionTextEmpty: { cn: '请输入要批改的内容', en: 'Please enter the text to correct' },
  correctionNotEnglish: { cn: '目前只能批改英文作文', en: 'Only English essays can be corrected for now' },
  chatEmpty: { cn: '不能发送空消息', en: 'Cannot send an empty message' },
  chatTooLong: { cn: '消息不能超过200个字符', en: 'A message can be at most 200 characters' },
  knowledgeCategoryRequired: { cn: '请选择分类', en: 'Choose a category' },
  knowledgeTitleRequired: { cn: '请输入标题', en: 'Enter a title' },
  knowledgeContentRequired: { cn: '请输入内容', en: 'Enter the content' },
  evaluationNotSupported: { cn: '该语种暂不支持测评', en: 'Evaluation of this language is not supported yet' },
  recordingTooShort: { cn: '录音太短，无法识别', en: 'The recording is too short to be recognised' },
  recordingTooLong: { cn: '录音不能超过{seconds}秒', en: 'The recording can be at most {seconds} seconds' },
  recordingNoVoice: { cn: '未检测到声音', en: 'No voice detected' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;

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
