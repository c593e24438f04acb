/** The resource pool's messages, in both interface languages (platform/messages.ts assembles them). */
import type { TLanguageUse } from '@lingua/contracts';

export const resourcePoolMessages = {
  poolMediaTooLong: {
    cn: '音频或视频时长不能超过{limit}秒',
    en: 'Audio or video cannot be longer than {limit} seconds',
  },
  poolMediaUnreadable: { cn: '无法读取音频或视频的时长', en: 'The length of this audio or video cannot be read' },
  poolSchoolQuotaFull: {
    cn: '学校资源空间不足：已用{used}MB，共{total}MB',
    en: 'The school has no room for this file: {used} MB of {total} MB used',
  },
  poolTeacherQuotaFull: {
    cn: '个人资源空间不足：已用{used}MB，共{total}MB',
    en: 'You have no room for this file: {used} MB of {total} MB used',
  },
  poolNotYours: { cn: '只能修改自己上传的资源', en: 'You can change only resources you uploaded' },
  poolResourceInUse: {
    cn: '该资源正在被课程或班级使用，不能删除；请先从课程中移除',
    en: 'A course or a class uses this resource, so it cannot be deleted; remove it from the course first',
  },
  poolNotTraining: { cn: '只有实训类资源可以复制', en: 'Only trainings can be copied' },
  poolTrainingNotYours: {
    cn: '只能修改自己的实训：请先复制为我的实训',
    en: 'You can change only your own trainings: copy it as your training first',
  },
  poolQuestionInvalid: { cn: '题目内容不符合该题型：{detail}', en: 'The question does not fit its type: {detail}' },
  poolUnknownCourse: { cn: '课程不存在', en: 'There is no such course' },
  poolUnknownKnowledgePoint: { cn: '知识点不存在', en: 'There is no such knowledge point' },
  vrSceneNotImage: {
    cn: 'VR场景只能是JPG或PNG格式的全景图片',
    en: 'A VR scene must be a panorama picture in JPG or PNG',
  },
  vrSceneNotPanorama: {
    cn: '全景图片的宽高比必须是2:1（当前为{width}×{height}像素）',
    en: 'A panorama must be twice as wide as it is high ({width} × {height} pixels given)',
  },
  vrSceneWidth: {
    cn: '全景图片宽度须在{min}到{max}像素之间（当前为{width}像素）',
    en: 'A panorama must be {min} to {max} pixels wide ({width} given)',
  },
  vrNotScene: { cn: '该资源不是VR场景', en: 'This resource is not a VR scene' },
  vrTooManyHotspots: { cn: '一个场景最多{max}个热点', en: 'A scene holds at most {max} hotspots' },
  vrSceneNotYours: {
    cn: '只能在自己上传的场景中编辑热点',
    en: 'You can edit hotspots only in scenes you uploaded',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;

/** The question types' rules across fields (their content schemas' refines), worded for the teacher editing a question. */
export const contentRuleMessages = {
  'answer keys must be options': { cn: '正确答案必须是已有的选项', en: 'the right answer must be one of the options' },
  'a single choice has one answer': { cn: '单选题只能有一个正确答案', en: 'a single choice has one right answer' },
  'one fraction per option': { cn: '每个选项都要有得分比例', en: 'every option needs its share of the mark' },
  'one feedback per option': { cn: '每个选项都要有反馈', en: 'every option needs its feedback' },
  'answer must be an option': {
    cn: '每空的正确答案必须是该空的选项',
    en: "each blank's right answer must be one of its options",
  },
  'every line must name a role': { cn: '每句台词都要属于一个角色', en: 'every line must belong to a role' },
  'every role must have a line': { cn: '每个角色至少要有一句台词', en: 'every role needs at least one line' },
  'a line ends after it starts': { cn: '字幕的结束时间要晚于开始时间', en: 'a subtitle must end after it starts' },
  'answer must link existing targets and items': {
    cn: '每个放置都要连接已有的目标和拖拽项',
    en: 'every placement must link an existing target and item',
  },
  'one fraction per accepted answer': {
    cn: '每个可接受答案都要有得分比例',
    en: 'every accepted answer needs its share of the mark',
  },
  'one feedback per accepted answer': {
    cn: '每个可接受答案都要有反馈',
    en: 'every accepted answer needs its feedback',
  },
  'a lone * is never a right answer': { cn: '单独的 * 不能作为正确答案', en: 'a lone * cannot be a right answer' },
  'pairs must link existing items': { cn: '每组配对都要连接已有的左右两项', en: 'every pair must link existing items' },
  'order must list every item once': {
    cn: '正确顺序必须包含每一项且只出现一次',
    en: 'the right order must list every item once',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
