/** The device and upload checks' messages, in both interface languages. platform/messages.ts assembles them. */
export const deviceCheckMessages = {
  deviceCheckTooMany: {
    cn: '检测次数过多，请{minutes}分钟后再试',
    en: 'Too many checks; please try again in {minutes} minutes',
  },
  deviceCheckNoCompetition: {
    cn: '该赛事没有设置比赛轮次，暂不需要设备检测',
    en: 'This competition has no rounds yet, so there is nothing to check for',
  },
} as const;
