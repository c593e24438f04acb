/**
 * Field labels that depend on where a field stands (field-labels.ts looks them up first): by its
 * call, by its parent object or list, and the school sign-in setting's own names.
 */
import type { TLanguageUse } from '@lingua/contracts';
import { questionContentLabels } from './field-labels-question-content';

export type Label = Record<TLanguageUse, string>;

/** The school's own sign-in (issue 22): the operator's setting and the IdP's return. */
export const schoolSignInLabels: Record<string, Label> = {
  protocol: { cn: '协议', en: 'Protocol' },
  serverAddress: { cn: '身份认证服务地址', en: 'Sign-in server address' },
  clientId: { cn: '客户端 ID', en: 'Client id' },
  clientSecret: { cn: '客户端密钥', en: 'Client secret' },
  numberClaim: { cn: '学号/工号字段', en: 'Number claim' },
  schoolNumber: { cn: '学号/工号', en: 'School number' },
  createUnknown: { cn: '是否创建未知账号', en: 'Create unknown users' },
  createAs: { cn: '创建为', en: 'Create as' },
  buttonName: { cn: '按钮文字（中文）', en: 'Button text (Chinese)' },
  buttonNameEn: { cn: '按钮文字（英文）', en: 'Button text (English)' },
  enabled: { cn: '是否启用', en: 'Enabled' },
  search: { cn: '认证返回参数', en: 'Sign-in return' },
  schoolId: { cn: '学校', en: 'School' },
};

/** By parent and name, for a name that means something else inside a list or an object. */
export const byParent: Record<string, Label> = {
  // Inside a question's content (a teacher's edit of their own training's question).
  ...questionContentLabels,
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
  'downloads.name': { cn: '资料名称', en: 'File name' },
  'downloads.url': { cn: '资料文件', en: 'File' },
  // A school's team registration (/sch_team): each member's fields.
  'members.name': { cn: '队员姓名', en: "Member's name" },
  'members.studentNumber': { cn: '队员学号', en: "Member's student number" },
  'members.mobile': { cn: '队员手机号', en: "Member's mobile number" },
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
  'rubric.name': { cn: '评分项名称', en: 'Criterion' },
  'rubric.max': { cn: '评分项满分', en: 'Criterion maximum' },
  'pairings.seller': { cn: '卖方队伍', en: 'Seller team' },
  'pairings.buyer': { cn: '买方队伍', en: 'Buyer team' },
  'seller.name': { cn: '卖方队伍名称', en: 'Seller team name' },
  'buyer.name': { cn: '买方队伍名称', en: 'Buyer team name' },
  'seller.memberIds': { cn: '卖方队员', en: 'Seller team members' },
  'buyer.memberIds': { cn: '买方队员', en: 'Buyer team members' },
};

/** By call, for a top-level name the call gives its own meaning. */
export const byCall: Record<string, Record<string, Label>> = {
  '/openApi/competitionStudent/competitionInfo/withdrawal': {
    reason: { cn: '退赛理由', en: 'reason for withdrawing' },
  },
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
  '/openApi/teacher/negotiation/create': { caseKey: { cn: '谈判案例', en: 'Negotiation case' } },
  '/openApi/student/negotiation/simulationTurn': { text: { cn: '发言内容', en: 'Your turn' } },
  '/openApi/student/negotiation/platformTurn': { text: { cn: '发言内容', en: 'Your turn' } },
  '/openApi/lti/deletePlatform': { platformId: { cn: '课程平台', en: 'Course platform' } },
  '/openApi/lti/enter': { code: { cn: '登录链接', en: 'Sign-in link' } },
  '/openApi/competitionPublic/teamRegister': {
    teamName: { cn: '队伍名称', en: 'Team name' },
    teacherName: { cn: '带队教师', en: 'Leading teacher' },
    teacherMobile: { cn: '带队教师手机号', en: "Leading teacher's mobile number" },
    teacherEmail: { cn: '联系邮箱', en: 'Contact email' },
    members: { cn: '队员', en: 'Members' },
  },
  '/openApi/deviceCheck/uploadCheck': { kind: { cn: '文件类别', en: 'File kind' } },
  '/openApi/deviceCheck/record': {
    passed: { cn: '通过的检测', en: 'Checks passed' },
    roundTripMs: { cn: '网络往返时间', en: 'Round trip' },
    uploadKbps: { cn: '上传速度', en: 'Upload speed' },
  },
  '/openApi/lottery/detail': { code: { cn: '抽签编号', en: 'Draw code' } },
  '/openApi/certificates/verify': { code: { cn: '证书编号', en: 'Certificate code' } },
  '/openApi/certificates/pdf': { code: { cn: '证书编号', en: 'Certificate code' } },
  '/openApi/lti/deepLinkOptions': { deepLinkId: { cn: '活动选择', en: 'Activity selection' } },
  '/openApi/lti/deepLinkChoose': { deepLinkId: { cn: '活动选择', en: 'Activity selection' } },
  '/openApi/resourcePool/updateQuestion': { content: { cn: '题目内容', en: 'Question content' } },
};
