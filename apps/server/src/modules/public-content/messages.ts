/** The public pages' content messages, in both interface languages. platform/messages.ts assembles them. */
export const publicContentMessages = {
  vrTourTooMany: {
    cn: '访问过于频繁，请{minutes}分钟后再打开VR漫游',
    en: 'Too many visits from this network; please open the VR tour again in {minutes} minutes',
  },
} as const;
