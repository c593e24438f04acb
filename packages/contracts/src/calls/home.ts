/** The home shell's calls (part 1 §7; part 2 §3): the language map, the school's news, the course catalogue. */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZPageRequest, zPage } from '../envelope';
import { ZCacheByVersionRequest, ZCacheByVersionResponse } from '../language';
import { ZLessonPreview, ZNewsItem } from '../manage';

export const homeCalls = {
  /** Public: the login pages need the map too. */
  languageMap: defineContract({
    path: '/openApi/overall/getCacheByVersionType',
    access: 'public',
    body: ZCacheByVersionRequest,
    response: ZCacheByVersionResponse,
  }),
  newsQuery: defineContract({
    path: '/openApi/overall/zyzhNewsQuery',
    access: 'user',
    body: ZPageRequest,
    response: zPage(ZNewsItem),
  }),
  lessonPreviewList: defineContract({
    path: '/openApi/overall/mainNew/zyzhLessonPreviewList',
    access: 'user',
    response: z.array(ZLessonPreview),
  }),
};
