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
  trainingClosed: { cn: '该实训已关闭', en: 'This training is closed' },
  trainingKindNotOpen: { cn: '该实训类型尚未开放', en: 'This kind of training is not open yet' },
  activityHasNoTraining: { cn: '该任务暂未关联实训', en: 'This task has no training yet' },
  deadlinePassed: {
    cn: '已过截止时间，不能再作答或提交',
    en: 'The deadline has passed: it can no longer be answered or submitted',
  },
  attemptSubmitted: { cn: '答案已提交，不能再修改', en: 'The answers are submitted and can no longer be changed' },
  answerShapeInvalid: { cn: '答案格式不正确：{issue}', en: 'The answer is not valid: {issue}' },
  listenFirst: { cn: '请先完整播放一遍听力音频再作答', en: 'Play the listening audio through once before answering' },
  playLimitReached: { cn: '播放次数已用完', en: 'No plays left' },
  playNotFinished: { cn: '音频尚未播放完', en: 'The audio has not finished playing' },
  recallNotAllowed: { cn: '练习类实训的答案不能撤回', en: 'Answers to practice trainings cannot be recalled' },
  recallViewed: {
    cn: '老师已查看该答案，不能撤回',
    en: 'Your teacher has viewed these answers, so they cannot be recalled',
  },
  recallDraftExists: {
    cn: '已有未提交的作答，不能撤回',
    en: 'You already have unsubmitted answers, so this cannot be recalled',
  },
  scoreOverFullMark: { cn: '分数不能超过满分{fullMark}分', en: 'The score cannot exceed the full mark of {fullMark}' },
  timeUp: {
    cn: '作答时间已到，答案已不能修改，请提交',
    en: 'Time is up: answers can no longer be changed; submit them',
  },
  attachmentRequired: { cn: '第 {list} 题需要上传附件', en: 'Question {list} needs an attachment' },
  bankImportInvalid: {
    cn: '有 {count} 道题有误，未导入任何题目',
    en: '{count} questions have errors: nothing was imported',
  },
  bankNoAnswerBlock: { cn: '缺少答案块 {…}', en: 'no answer block {…}' },
  bankBadAnswerMarks: { cn: '答案须以 = 或 ~ 开头', en: 'answers must start with = or ~' },
  bankNoQuestions: { cn: '文件中没有题目', en: 'the file holds no questions' },
  bankNotMoodle: { cn: '不是 Moodle XML 文件（缺少 <quiz>）', en: 'not a Moodle XML file: no <quiz>' },
  bankTrueFalseAnswer: {
    cn: '判断题须有正确答案 true 或 false',
    en: 'a true/false question needs a right answer "true" or "false"',
  },
  bankTypeUnsupported: { cn: '不支持的题型“{type}”', en: 'question type "{type}" is not supported' },
  bankStemEmpty: { cn: '题干为空', en: 'the stem is empty' },
  bankPointsInvalid: { cn: '分值须为正数', en: 'the points must be a positive number' },
  bankTfLetter: { cn: '答案须为 T 或 F', en: 'the answer must be T or F' },
  bankMinWordsInvalid: { cn: '最少词数（选项列）须为整数', en: 'the minimum words (Options) must be a whole number' },
  bankSourceEmpty: { cn: '原文（选项列）为空', en: 'the source text (Options) is empty' },
  bankReferenceEmpty: { cn: '参考译文（答案列）为空', en: 'the reference translation (Answer) is empty' },
  bankXlsxUnreadable: { cn: '文件不是可读取的 xlsx 工作簿', en: 'the file is not a readable xlsx workbook' },
  bankCodeNotInTemplate: {
    cn: '题型代码“{code}”不在模板范围内（10、11、12、14、19、20）',
    en: 'type code "{code}" is not in the template (10, 11, 12, 14, 19, 20)',
  },
  bankContentInvalid: { cn: '题目内容不符合题型要求：{issue}', en: 'the question does not fit its type: {issue}' },
  bankFormatUnknown: {
    cn: '请选择题库格式：GIFT、Moodle XML 或 Excel 模板',
    en: 'Choose the format: GIFT, Moodle XML or the Excel template',
  },
  bankFileNotText: { cn: '文件不是文本文件', en: 'The file is not a text file' },
  bankFileNotXlsx: { cn: '请上传 xlsx 格式的题库模板', en: 'Upload the question template as an xlsx file' },
  gradeNotNeeded: { cn: '该题自动评分，无需教师评分', en: 'This question is graded automatically' },
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
  answer: { cn: '答案', en: 'Answer' },
  score: { cn: '分数', en: 'Score' },
  comment: { cn: '评语', en: 'Comment' },
  deadline: { cn: '截止时间', en: 'Deadline' },
  trainingId: { cn: '实训', en: 'Training' },
  attemptId: { cn: '作答记录', en: 'Attempt' },
  format: { cn: '格式', en: 'Format' },
  title: { cn: '标题', en: 'Title' },
  kind: { cn: '实训类型', en: 'Training kind' },
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
