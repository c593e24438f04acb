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
  lessonAlreadyLive: {
    cn: '该班级已有正在进行的在线课堂，请先结束它',
    en: 'This class already has a live lesson. End it first.',
  },
  lessonNotLive: { cn: '该在线课堂已结束', en: 'This online lesson has ended' },
  signInClosed: { cn: '签到已结束', en: 'Sign-in has ended' },
  signInCodeWrong: {
    cn: '签到码不正确或已过期，请输入屏幕上最新的签到码',
    en: 'The sign-in code is wrong or has expired. Enter the latest code on the screen.',
  },
  tooManySignInAttempts: {
    cn: '签到码错误次数过多，请 {minutes} 分钟后再试或请老师为您签到',
    en: 'Too many wrong codes. Try again in {minutes} minutes, or ask your teacher to mark you.',
  },
  alreadySignedIn: { cn: '您已签到，无需重复签到', en: 'You have already signed in' },
  noSignedInStudents: { cn: '还没有学生签到，无法点名', en: 'No student has signed in yet, so nobody can be called' },
  questionClosed: { cn: '该题已停止作答', en: 'This question is closed' },
  questionAlreadyAnswered: { cn: '您已作答，不能重复提交', en: 'You have already answered this question' },
  answerInvalid: { cn: '请选择有效的选项', en: 'Choose a valid option' },
  onlineLessonStarted: { cn: '在线课堂已开始', en: 'The online lesson has started' },
  onlineLessonEnded: { cn: '在线课堂已结束', en: 'The online lesson has ended' },
  signInEndedNotice: {
    cn: '签到已结束，未签到的学生记为缺勤',
    en: 'Sign-in ended. Students who did not sign in are marked absent.',
  },
  bulkMarked: {
    cn: '已批量更新考勤，学生自主签到的记录保持不变',
    en: "Attendance updated. Students' own sign-ins were left as they were.",
  },
  signedIn: { cn: '签到成功', en: 'Signed in' },
  answerSaved: { cn: '提交成功', en: 'Answer submitted' },
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
  fieldRequired: { cn: '{label}不能为空', en: '{label} is required' },
  fieldTooShort: { cn: '{label}至少{min}个字符', en: '{label} must be at least {min} characters' },
  fieldTooLong: { cn: '{label}不能超过{max}个字符', en: '{label} cannot be longer than {max} characters' },
  fieldTooSmall: { cn: '{label}不能小于{min}', en: '{label} cannot be less than {min}' },
  fieldTooBig: { cn: '{label}不能大于{max}', en: '{label} cannot be more than {max}' },
  fieldInvalid: { cn: '{label}格式不正确', en: '{label} is not valid' },
  fieldWrongType: { cn: '{label}类型不正确', en: '{label} has the wrong type' },
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
  lessonId: { cn: '在线课堂', en: 'Online lesson' },
  title: { cn: '标题', en: 'Title' },
  signInMode: { cn: '签到方式', en: 'Sign-in mode' },
  fixedCode: { cn: '固定签到码', en: 'Fixed sign-in code' },
  lateAfterMinutes: { cn: '迟到判定时间', en: 'Late after (minutes)' },
  code: { cn: '签到码', en: 'Sign-in code' },
  status: { cn: '考勤状态', en: 'Attendance status' },
  studentIds: { cn: '学生', en: 'Students' },
  questionId: { cn: '题目', en: 'Question' },
  options: { cn: '选项', en: 'Options' },
  correct: { cn: '正确答案', en: 'Right answer' },
  answer: { cn: '答案', en: 'Answer' },
  isMultiple: { cn: '是否多选', en: 'Multiple choice' },
  taskId: { cn: '任务', en: 'Task' },
  taskType: { cn: '任务类型', en: 'Task type' },
  deadline: { cn: '截止时间', en: 'Deadline' },
  uploadRule: { cn: '附件要求', en: 'Attachment rule' },
  fileGroups: { cn: '允许的文件类型', en: 'Allowed file types' },
  maxFileMb: { cn: '文件大小上限', en: 'File size limit' },
  fullMark: { cn: '满分', en: 'Full mark' },
  timeLimitMinutes: { cn: '限时', en: 'Time limit' },
  classIds: { cn: '班级', en: 'Classes' },
  text: { cn: '作答内容', en: 'Answer' },
  files: { cn: '附件', en: 'Attachments' },
  score: { cn: '分数', en: 'Score' },
  comment: { cn: '评语', en: 'Comment' },
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
