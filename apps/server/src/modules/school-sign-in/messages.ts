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
  schoolNumberFormat: {
    cn: '{label}只能包含字母、数字和 . _ @ -，最多 64 个字符',
    en: '{label} may contain only letters, digits and . _ @ -, at most 64 characters',
  },
  schoolNumberTaken: {
    cn: '该学号/工号已关联给 {name}，请先取消其关联',
    en: 'This school number is already linked to {name}; remove that link first',
  },
  schoolNumbersNotXlsx: {
    cn: '请上传 Excel 文件（.xlsx），可先下载学号/工号导入模板',
    en: 'Upload an Excel file (.xlsx); the school-number template shows the layout',
  },
  schoolNumberHeader: {
    cn: '表头须为“手机号”“学号/工号”两列，请使用导入模板',
    en: 'The header must be the two columns "Mobile" and "School number"; use the template',
  },
  schoolNumbersEmpty: { cn: '文件中没有要关联的人', en: 'The file lists nobody to link' },
  schoolNumberNoAccount: {
    cn: '本校没有使用该手机号的账号',
    en: 'no account of this school has this mobile number',
  },
  schoolNumberInvalid: {
    cn: '学号/工号为空或格式不正确（只能包含字母、数字和 . _ @ -）',
    en: 'the school number is empty or not valid (letters, digits and . _ @ - only)',
  },
  schoolNumberRepeated: { cn: '学号/工号与前面的行重复', en: 'the school number repeats an earlier row' },
  schoolNumberHeldOutside: {
    cn: '该学号/工号已关联给文件之外的另一个人',
    en: 'the school number is already linked to someone not in this file',
  },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
