/**
 * The LTI module's messages, in both interface languages (platform/messages.ts assembles them).
 * The launch's refusals are shown on a small page of their own, in both languages at once.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const ltiMessages = {
  ltiPlatformTaken: {
    cn: '该平台（颁发者与客户端编号）已经登记',
    en: 'This platform (issuer and client id) is already registered',
  },
  ltiEntryExpired: {
    cn: '登录链接已失效，请回到课程平台重新打开',
    en: 'This sign-in link has expired. Open the activity again from your course platform.',
  },
  ltiDeepLinkExpired: {
    cn: '选择已失效，请回到课程平台重新添加活动',
    en: 'This selection has expired. Add the activity again from your course platform.',
  },
  ltiNotLinkedClass: {
    cn: '这个班级不是从课程平台创建的，无法同步名单',
    en: 'This class was not created from a course platform, so its roster cannot be synced',
  },
  ltiNoRosterService: {
    cn: '课程平台没有为这个班级提供成员名单服务',
    en: 'The course platform offers no membership service for this class',
  },
  ltiPlatformUnavailable: {
    cn: '课程平台暂时无法访问：{reason}',
    en: 'The course platform could not be reached: {reason}',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;

/** Why a launch was refused: shown on the refusal page, in both languages. */
export const ltiLaunchRefusals = {
  unknownPlatform: { cn: '未登记的课程平台', en: 'This course platform is not registered' },
  missingParameter: { cn: '缺少必要参数', en: 'A required parameter is missing' },
  badState: {
    cn: '登录状态无效或已使用，请回到课程平台重新打开',
    en: 'The sign-in state is invalid or was already used. Open the activity again.',
  },
  badToken: { cn: '课程平台的签名无效', en: 'The course platform’s signature is not valid' },
  badNonce: { cn: '登录请求已被使用', en: 'This sign-in request was already used' },
  unknownDeployment: { cn: '未登记的部署编号', en: 'This deployment is not registered' },
  badMessage: { cn: '不支持的启动消息', en: 'This launch message is not supported' },
  noClassYet: {
    cn: '老师还没有从课程平台打开过 Lingua，请稍后再试',
    en: 'Your teacher has not opened Lingua from this course yet. Please try later.',
  },
  noTraining: {
    cn: '这个活动还没有选择实训，请联系老师',
    en: 'No training has been chosen for this activity yet. Please ask your teacher.',
  },
  trainingNotFound: { cn: '活动所指的实训不存在', en: 'The training this activity opens does not exist' },
  accountDisabled: { cn: '账号已被停用', en: 'This account is disabled' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;

export type LtiLaunchRefusal = keyof typeof ltiLaunchRefusals;
