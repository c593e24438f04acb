/**
 * The school's own sign-in messages, in both interface languages. platform/messages.ts assembles
 * every module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const schoolSignInMessages = {
  signInServerUrl: {
    cn: '{label}须是 http(s) 地址，不带查询参数',
    en: '{label} must be an http(s) address without a query',
  },
  signInClaimName: {
    cn: '{label}只能包含字母、数字和 . _ : -',
    en: '{label} may contain only letters, digits and . _ : -',
  },
  signInClientIdRequired: {
    cn: 'OpenID Connect 须填写客户端 ID',
    en: 'OpenID Connect needs a client id',
  },
  schoolSignInUnavailable: {
    cn: '本校尚未开通统一身份认证登录',
    en: 'This school has not set up sign-in through its own account system',
  },
  schoolSignInExpired: {
    cn: '登录请求已失效或已使用，请重新点击学校统一身份认证登录',
    en: 'This sign-in request has expired or was already used. Start again from the school sign-in button.',
  },
  schoolSignInRefused: {
    cn: '学校统一身份认证未通过：{reason}',
    en: 'The school’s sign-in did not succeed: {reason}',
  },
  schoolSignInNoNumber: {
    cn: '学校统一身份认证未提供学号或工号（{claim}），无法登录',
    en: 'The school’s sign-in sent no student or staff number ({claim}), so you cannot be signed in',
  },
  schoolSignInUnknownUser: {
    cn: '学号或工号 {number} 在本平台没有账号，请联系学校管理员开通',
    en: 'The number {number} has no account on this platform. Ask your school manager to add you.',
  },
  schoolSignInIdpUnreachable: {
    cn: '无法连接学校统一身份认证服务，请稍后再试或联系学校信息中心',
    en: 'The school’s sign-in service cannot be reached. Try again later or contact the school’s IT office.',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
