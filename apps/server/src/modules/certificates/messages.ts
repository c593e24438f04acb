/** Certificates' and the public look-ups' messages, in both interface languages. platform/messages.ts assembles them. */
export const certificatesMessages = {
  certificateNotFound: {
    cn: '未找到该证书：请核对证书编号',
    en: 'No certificate has this code: check the code',
  },
  /** The same answer for a wrong ID number and for nobody of that name: it confirms nothing. */
  lookupNoMatch: {
    cn: '未查询到匹配的记录，请核对姓名、证件号码和赛事',
    en: 'No record matches: check the name, the ID number and the competition',
  },
  lookupTooMany: {
    cn: '查询次数过多，请 {minutes} 分钟后再试',
    en: 'Too many look-ups: try again in {minutes} min',
  },
  certificatesNone: { cn: '该赛事还没有颁发证书', en: 'No certificates have been issued for this competition' },
  certificatesNotPublished: {
    cn: '请先发布本场次的成绩，再颁发证书',
    en: "Publish this period's results before issuing its certificates",
  },
  prizeBandsOrder: {
    cn: '分数线须从一等奖到三等奖依次不升高',
    en: 'The score bands must not rise from first to third prize',
  },
} as const;
