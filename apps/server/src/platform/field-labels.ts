/**
 * Names of request fields as a person reads them, in both languages, for the messages that name
 * a field ("{label}不能为空"). A field is looked up by its call and name first (one name may mean
 * different things in different calls: `code` is a class type in updateDefaultSelect and a
 * sign-in code in an online lesson), then by its parent and name ("attachments.name" is a file's
 * name, "name" alone a person's), then by its name. Unknown fields fall back to their key; the
 * bad-body walk (src/bad-bodies.test.ts) checks every body field has a label.
 */
import type { TLanguageUse } from '@lingua/contracts';

type Label = Record<TLanguageUse, string>;

/** By field name, wherever it appears. */
const byName: Record<string, Label> = {
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
  planId: { cn: '教学计划', en: 'Teaching plan' },
  term: { cn: '学期', en: 'Term' },
  authorId: { cn: '编写人', en: 'Author' },
  introduceCn: { cn: '学校介绍（中文）', en: 'Introduction (Chinese)' },
  introduceEn: { cn: '学校介绍（英文）', en: 'Introduction (English)' },
  isHidden: { cn: '隐藏状态', en: 'Hidden status' },
  stepUnlockOrder: { cn: '步骤解锁方式', en: 'Step unlock order' },
  scoreRule: { cn: '成绩规则', en: 'Score rule' },
  spokenRequired: { cn: '口语活动是否必做', en: 'Spoken activities required' },
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
  format: { cn: '文件类型', en: 'File format' },
  title: { cn: '标题', en: 'Title' },
  kind: { cn: '实训类型', en: 'Training kind' },
  lessonId: { cn: '在线课堂', en: 'Online lesson' },
  signInMode: { cn: '签到方式', en: 'Sign-in mode' },
  fixedCode: { cn: '固定签到码', en: 'Fixed sign-in code' },
  lateAfterMinutes: { cn: '迟到判定时间', en: 'Late after (minutes)' },
  status: { cn: '状态', en: 'Status' },
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
  text: { cn: '文本', en: 'Text' },
  files: { cn: '附件', en: 'Attachments' },
  accommodations: { cn: '特殊安排', en: 'Accommodations' },
  action: { cn: '操作', en: 'Action' },
  activityId: { cn: '学习活动', en: 'Activity' },
  answers: { cn: '答案', en: 'Answers' },
  attachments: { cn: '附件', en: 'Attachments' },
  audioDuration: { cn: '音频时长', en: 'Audio length' },
  background: { cn: '任务背景', en: 'Background' },
  cacheVersion: { cn: '缓存版本', en: 'Cache version' },
  canDelete: { cn: '可删除', en: 'Deletable' },
  category: { cn: '类别', en: 'Category' },
  classType: { cn: '班级类型', en: 'Class type' },
  closesAt: { cn: '结束时间', en: 'Closing time' },
  contactPhone: { cn: '联系电话', en: 'Contact phone' },
  content: { cn: '内容', en: 'Content' },
  coreType: { cn: '评测类型', en: 'Evaluation type' },
  count: { cn: '数量', en: 'Count' },
  dataType: { cn: '数据类型', en: 'Data type' },
  device: { cn: '设备信息', en: 'Device' },
  difficulty: { cn: '难度', en: 'Difficulty' },
  displayType: { cn: '展示类型', en: 'Display type' },
  event: { cn: '播放事件', en: 'Playback event' },
  examId: { cn: '考试', en: 'Exam' },
  extraAttempts: { cn: '额外作答次数', en: 'Extra attempts' },
  extraMinutes: { cn: '额外时间', en: 'Extra time' },
  faceCheck: { cn: '人脸核验', en: 'Face check' },
  filePath: { cn: '文件路径', en: 'File path' },
  fileUrl: { cn: '文件', en: 'File' },
  fileWorkType: { cn: '文件用途', en: 'File purpose' },
  hotline: { cn: '服务热线', en: 'Hotline' },
  timeZone: { cn: '时区', en: 'Time zone' },
  htmlStr: { cn: '文本内容', en: 'Text' },
  image: { cn: '图片', en: 'Image' },
  index: { cn: '媒体序号', en: 'Media number' },
  isOpen: { cn: '开放状态', en: 'Open status' },
  excellent: { cn: '优秀案例', en: 'Excellent case' },
  isShared: { cn: '共享状态', en: 'Shared status' },
  key: { cn: '知识图谱', en: 'Knowledge map' },
  level: { cn: '级别', en: 'Level' },
  line: { cn: '句子序号', en: 'Line' },
  linkItem: { cn: '连线项', en: 'Linked item' },
  maxAttempts: { cn: '作答次数', en: 'Attempts allowed' },
  mode: { cn: '考试模式', en: 'Exam mode' },
  opensAt: { cn: '开始时间', en: 'Opening time' },
  paperId: { cn: '试卷', en: 'Paper' },
  questionIds: { cn: '题目', en: 'Questions' },
  readStatus: { cn: '阅读状态', en: 'Read status' },
  reason: { cn: '原因', en: 'Reason' },
  refText: { cn: '参考文本', en: 'Reference text' },
  resourceFileName: { cn: '文件名', en: 'File name' },
  resourceMultiName: { cn: '资源名称', en: 'Resource name' },
  resourceMultiRemark: { cn: '备注', en: 'Remark' },
  resource_subject_content_list: { cn: '作答项', en: 'Placed items' },
  result: { cn: '作答结果', en: 'Result' },
  role: { cn: '角色', en: 'Role' },
  rule: { cn: '抽题规则', en: 'Question rule' },
  schoolIntroduce: { cn: '学校简介', en: 'School introduction' },
  schoolNameEn: { cn: '学校英文名称', en: 'School name in English' },
  scoreType: { cn: '成绩类型', en: 'Score type' },
  seq: { cn: '保存序号', en: 'Save number' },
  showDetails: { cn: '显示答题详情', en: 'Show details' },
  shuffle: { cn: '题目乱序', en: 'Shuffle questions' },
  size: { cn: '文件大小', en: 'File size' },
  sourceLang: { cn: '源语言', en: 'Source language' },
  sourceText: { cn: '原文', en: 'Source text' },
  speech_rate: { cn: '语速', en: 'Speech rate' },
  speed: { cn: '语速', en: 'Speed' },
  stu_answer: { cn: '答案', en: 'Answer' },
  subjectType: { cn: '题型', en: 'Question type' },
  subtitlesCnUrl: { cn: '中文字幕', en: 'Chinese subtitles' },
  subtitlesEnUrl: { cn: '英文字幕', en: 'English subtitles' },
  targetId: { cn: '放置位置', en: 'Drop target' },
  targetLang: { cn: '目标语言', en: 'Target language' },
  timeMinutes: { cn: '考试时长', en: 'Time (minutes)' },
  trainingIds: { cn: '实训', en: 'Trainings' },
  txt: { cn: '文本', en: 'Text' },
  url: { cn: '链接', en: 'Link' },
  userId: { cn: '用户', en: 'User' },
  keyword: { cn: '搜索词', en: 'Search words' },
  audience: { cn: '适用对象', en: 'Audience' },
  introduction: { cn: '课程简介', en: 'Introduction' },
  picUrl: { cn: '课程图片', en: 'Course picture' },
  chapters: { cn: '章节', en: 'Chapters' },
  chapterId: { cn: '章节', en: 'Chapter' },
  steps: { cn: '步骤', en: 'Steps' },
  stepId: { cn: '步骤', en: 'Step' },
  activities: { cn: '学习活动', en: 'Activities' },
  topic: { cn: '课程主题', en: 'Topic' },
  hours: { cn: '学时', en: 'Hours' },
  published: { cn: '发布状态', en: 'Published' },
  teacherId: { cn: '任课教师', en: 'Teacher' },
  newsId: { cn: '新闻', en: 'News item' },
  titleCn: { cn: '中文标题', en: 'Chinese title' },
  titleEn: { cn: '英文标题', en: 'English title' },
  summaryCn: { cn: '中文摘要', en: 'Chinese summary' },
  summaryEn: { cn: '英文摘要', en: 'English summary' },
  contentCn: { cn: '中文正文', en: 'Chinese text' },
  contentEn: { cn: '英文正文', en: 'English text' },
  fromClassId: { cn: '原班级', en: 'From class' },
  toClassId: { cn: '调入班级', en: 'To class' },
  scope: { cn: '班级范围', en: 'Classes shown' },
  objectType: { cn: '对象类型', en: 'Object type' },
  actorId: { cn: '操作人', en: 'Changed by' },
  from: { cn: '开始日期', en: 'From date' },
  to: { cn: '结束日期', en: 'To date' },
  range: { cn: '时间范围', en: 'Date range' },
  report: { cn: '报表', en: 'Report' },
  weights: { cn: '成绩权重', en: 'Grade weights' },
  user_oral_url: { cn: '录音', en: 'Recording' },
  variant: { cn: '试卷版本', en: 'Paper variant' },
  variants: { cn: '试卷版本数', en: 'Number of variants' },
  voice: { cn: '发音人', en: 'Voice' },
  voiceType: { cn: '发音人', en: 'Voice' },
  volume: { cn: '音量', en: 'Volume' },
  wordContent: { cn: '单词', en: 'Word' },
  // The resource pool (issue 18).
  resourceId: { cn: '资源', en: 'Resource' },
  resourceTopLevelType: { cn: '资源类型', en: 'Resource type' },
  resourceName: { cn: '搜索关键词', en: 'Search keyword' },
  courseKey: { cn: '课程', en: 'Course' },
  knowledgePointId: { cn: '知识点', en: 'Knowledge point' },
  knowledgePointIds: { cn: '知识点', en: 'Knowledge points' },
  fileSize: { cn: '文件大小', en: 'File size' },
  mediaType: { cn: '素材类型', en: 'Media type' },
  language: { cn: '语言', en: 'Language' },
  sort: { cn: '排序', en: 'Sort' },
  tab: { cn: '列表', en: 'List' },
  tags: { cn: '标签', en: 'Tags' },
  description: { cn: '简介', en: 'Description' },
  selectIds: { cn: '已选项', en: 'Selected items' },
  // Interactive group training (issue 16 item 3).
  rubric: { cn: '评分项', en: 'Rating items' },
  reviewsPerAnswer: { cn: '每份答案的互评次数', en: 'Reviews per answer' },
  teamSize: { cn: '每组人数', en: 'Team size' },
  teams: { cn: '小组', en: 'Teams' },
  memberIds: { cn: '组员', en: 'Members' },
  leaderId: { cn: '组长', en: 'Team leader' },
  teamId: { cn: '小组', en: 'Team' },
  targetTeamId: { cn: '被评小组', en: 'Team rated' },
  stageId: { cn: '阶段', en: 'Stage' },
  revision: { cn: '版本', en: 'Revision' },
  revisions: { cn: '已阅读的版本', en: 'Revisions read' },
  scores: { cn: '评分', en: 'Scores' },
  items: { cn: '各项评分', en: 'Item scores' },
  trainingType: { cn: '实训类型', en: 'Training type' },
};

/** The school's own sign-in (issue 22): the operator's setting and the IdP's return. */
const schoolSignInLabels: Record<string, Label> = {
  protocol: { cn: '协议', en: 'Protocol' },
  serverAddress: { cn: '身份认证服务地址', en: 'Sign-in server address' },
  clientId: { cn: '客户端 ID', en: 'Client id' },
  clientSecret: { cn: '客户端密钥', en: 'Client secret' },
  numberClaim: { cn: '学号/工号字段', en: 'Number claim' },
  createUnknown: { cn: '是否创建未知账号', en: 'Create unknown users' },
  createAs: { cn: '创建为', en: 'Create as' },
  buttonName: { cn: '按钮文字（中文）', en: 'Button text (Chinese)' },
  buttonNameEn: { cn: '按钮文字（英文）', en: 'Button text (English)' },
  enabled: { cn: '是否启用', en: 'Enabled' },
  search: { cn: '认证返回参数', en: 'Sign-in return' },
  schoolId: { cn: '学校', en: 'School' },
};

/** By parent and name, for a name that means something else inside a list or an object. */
const byParent: Record<string, Label> = {
  // The course builder's bilingual texts (issue 18): each language half named on its own.
  'name.cn': { cn: '课程名称（中文）', en: 'Course name (Chinese)' },
  'name.en': { cn: '课程名称（英文）', en: 'Course name (English)' },
  'audience.cn': { cn: '适用对象（中文）', en: 'Audience (Chinese)' },
  'audience.en': { cn: '适用对象（英文）', en: 'Audience (English)' },
  'introduction.cn': { cn: '课程简介（中文）', en: 'Introduction (Chinese)' },
  'introduction.en': { cn: '课程简介（英文）', en: 'Introduction (English)' },
  'title.cn': { cn: '中文标题', en: 'Chinese title' },
  'title.en': { cn: '英文标题', en: 'English title' },
  'attachments.name': { cn: '附件名称', en: 'Attachment name' },
  'attachments.url': { cn: '附件', en: 'Attachment' },
  'files.name': { cn: '附件名称', en: 'Attachment name' },
  'files.url': { cn: '附件', en: 'Attachment' },
  'files.size': { cn: '附件大小', en: 'Attachment size' },
  'background.displayType': { cn: '背景类型', en: 'Background type' },
  'background.htmlStr': { cn: '背景文本', en: 'Background text' },
  'background.fileUrl': { cn: '背景文件', en: 'Background file' },
  'rule.count': { cn: '抽题数量', en: 'Number of questions' },
  'weights.trainings': { cn: '实训权重', en: 'Trainings weight' },
  'weights.tasks': { cn: '任务权重', en: 'Tasks weight' },
  'weights.lessons': { cn: '在线课堂权重', en: 'Online lessons weight' },
  'weights.exams': { cn: '考试权重', en: 'Exams weight' },
  'answers.id': { cn: '题目', en: 'Question' },
  'accommodations.studentId': { cn: '学生', en: 'Student' },
  'resource_subject_content_list.id': { cn: '作答项', en: 'Placed item' },
  'resource_subject_content_list.content': { cn: '作答项内容', en: 'Placed item content' },
};

/** By call, for a top-level name the call gives its own meaning. */
const byCall: Record<string, Record<string, Label>> = {
  '/openApi/overall/updateDefaultSelect': {
    code: { cn: '班级类型', en: 'Class type' },
    value: { cn: '班级', en: 'Class' },
  },
  '/openApi/ai/aiJurisdiction': { code: { cn: '功能编码', en: 'Feature code' } },
  '/openApi/teacher/teachingPlan/list': { scope: { cn: '计划类型', en: 'Plan kind' } },
  // Text or document, at least one: a save with neither names the document, the one field left to add.
  '/openApi/teacher/teachingPlan/save': { file: { cn: '计划文件', en: 'plan document' } },
  '/openApi/manage/teachingPlan/save': { file: { cn: '计划文件', en: 'plan document' } },
  '/openApi/manage/teachingPlan/list': { scope: { cn: '计划类型', en: 'Plan kind' } },
  '/openApi/student/onlineLesson/signIn': { code: { cn: '签到码', en: 'Sign-in code' } },
  '/openApi/student/exam/focus': { kind: { cn: '事件类型', en: 'Event type' } },
  '/openApi/assistant/synthesis': { text: { cn: '合成文本', en: 'Text to speak' } },
  '/openApi/teacher/onlineLesson/mark': { status: { cn: '考勤状态', en: 'Attendance status' } },
  '/openApi/teacher/onlineLesson/bulkMark': { status: { cn: '考勤状态', en: 'Attendance status' } },
  '/openApi/student/task/submit': { text: { cn: '作答内容', en: 'Answer' } },
  '/openApi/student/task/saveDraft': { text: { cn: '作答内容', en: 'Answer' } },
  '/openApi/assistant/wordLookup': { content: { cn: '查询内容', en: 'Word or phrase' } },
  '/openApi/dynExamTeacher/manage/school/teacherClassList': { userId: { cn: '教师', en: 'Teacher' } },
  // LTI 1.3 (modules/lti): a platform's registration and a launch's hand-over.
  '/openApi/lti/savePlatform': {
    platformId: { cn: '课程平台', en: 'Course platform' },
    schoolId: { cn: '学校', en: 'School' },
    name: { cn: '平台名称', en: 'Platform name' },
    issuer: { cn: '颁发者（Issuer）', en: 'Issuer' },
    clientId: { cn: '客户端编号（Client ID）', en: 'Client ID' },
    deploymentIds: { cn: '部署编号（Deployment ID）', en: 'Deployment IDs' },
    authLoginUrl: { cn: '认证登录地址', en: 'Authentication login URL' },
    tokenUrl: { cn: '令牌地址', en: 'Access token URL' },
    jwksUrl: { cn: '公钥集地址（JWKS）', en: 'Public keyset URL (JWKS)' },
  },
  '/openApi/lti/deletePlatform': { platformId: { cn: '课程平台', en: 'Course platform' } },
  '/openApi/lti/enter': { code: { cn: '登录链接', en: 'Sign-in link' } },
  '/openApi/lti/deepLinkOptions': { deepLinkId: { cn: '活动选择', en: 'Activity selection' } },
  '/openApi/lti/deepLinkChoose': { deepLinkId: { cn: '活动选择', en: 'Activity selection' } },
};

function findLabel(field: string, call: string | undefined): Label | undefined {
  const names = field.split('.').filter((part) => !/^\d+$/.test(part));
  const name = names.at(-1) ?? field;
  const parent = names.at(-2);
  return (
    (call && names.length === 1 ? byCall[call]?.[name] : undefined) ??
    (parent ? byParent[`${parent}.${name}`] : undefined) ??
    byName[name] ??
    schoolSignInLabels[name]
  );
}

/** The label of a field (a dotted path, list indices included) in a call; its name when unknown. */
export function fieldLabel(language: TLanguageUse, field: string, call?: string): string {
  return (
    findLabel(field, call)?.[language] ??
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ??
    field
  );
}

/** Whether a field has a label (the bad-body walk checks that every field it names has one). */
export function hasFieldLabel(field: string, call?: string): boolean {
  return findLabel(field, call) !== undefined;
}

/** Every label, for the test that no message doubles a word of its label. */
export function allFieldLabels(): Label[] {
  return [...Object.values(byName), ...Object.values(byParent), ...Object.values(byCall).flatMap(Object.values)];
}
