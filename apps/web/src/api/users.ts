/**
 * The signed-in user's profile, password, language, uploads and online time (contracts:
 * calls/users.ts), in the arguments the pages have at hand.
 */
import { type BodyOf, FileWorkType, type TLanguageUse, userCalls } from '@lingua/contracts';
import { type CallOptions, call, upload } from './client';

export const userApi = {
  updateUserInfo: (body: BodyOf<typeof userCalls.updateUserInfo>) => call(userCalls.updateUserInfo, body),
  updatePassword: (body: BodyOf<typeof userCalls.updatePassword>) => call(userCalls.updatePassword, body),
  updateLanguage: (languageUse: TLanguageUse) => call(userCalls.updateLanguage, { languageUse }, { quiet: true }),
  /** A head image: jpeg, png, gif or webp, at most 2 MB. */
  uploadHeadImage: (file: File) => upload(userCalls.upload, file, { fileWorkType: FileWorkType.headImage }),
  addOnlineTime: (body: BodyOf<typeof userCalls.addOnlineTime>, options: CallOptions) =>
    call(userCalls.addOnlineTime, body, { ...options, quiet: true }),
};
