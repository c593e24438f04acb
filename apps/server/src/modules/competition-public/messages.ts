/** The competition's public pages' messages, in both interface languages. platform/messages.ts assembles them. */
export const competitionPublicMessages = {
  competitionNotPublic: {
    cn: '该赛事不接受公开报名',
    en: 'This competition does not take public registrations',
  },
  teamRegisterTooMany: {
    cn: '提交次数过多，请{minutes}分钟后再试',
    en: 'Too many registrations sent; please try again in {minutes} minutes',
  },
  teamMemberRepeated: {
    cn: '{label}与前面的队员重复',
    en: "{label} repeats an earlier member's",
  },
} as const;
