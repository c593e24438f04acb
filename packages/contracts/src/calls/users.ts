/** The signed-in user's own calls (part 1 §4-§5, §7): profile, password, language, upload, online time. */

import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZFileWorkType, ZUploadResponse } from '../files';
import { ZAddOnlineTimeRequest } from '../online-time';
import { ZLoginInfo, ZUpdateLanguageRequest, ZUpdatePasswordRequest, ZUpdateUserInfoRequest } from '../users';

export const userCalls = {
  /** Answers the login info as it now stands. */
  updateUserInfo: defineContract({
    path: '/openApi/overall/updateUserInfo',
    access: 'user',
    body: ZUpdateUserInfoRequest,
    response: ZLoginInfo,
  }),
  updatePassword: defineContract({
    path: '/openApi/overall/updatePassword',
    access: 'user',
    body: ZUpdatePasswordRequest,
  }),
  updateLanguage: defineContract({
    path: '/openApi/overall/updateLanguage',
    access: 'user',
    body: ZUpdateLanguageRequest,
  }),
  /** The general upload: the work type field, then the file, checked by content for that type. */
  upload: defineContract({
    path: '/openApi/overall/upload',
    access: 'user',
    multipart: true,
    body: z.object({ fileWorkType: ZFileWorkType }),
    response: ZUploadResponse,
  }),
  /** Also sent with keepalive when the page goes away; the project headers say whose time it is. */
  addOnlineTime: defineContract({
    path: '/openApi/overall/addOnlineTime',
    access: 'user',
    body: ZAddOnlineTimeRequest,
  }),
};
