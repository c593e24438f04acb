/**
 * The home shell's calls (part 1 §7; part 2 §3): the language map, the school's news, the course
 * catalogue, and the student's home (the spec's student index main call).
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZPageRequest, zPage } from '../envelope';
import { ZCacheByVersionRequest, ZCacheByVersionResponse } from '../language';
import { ZCatalogueCourse, ZLessonPreview, ZNewsItem } from '../manage';
import { ZStudentDashboard } from '../student-dashboard';

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
  /** Public: the foreign-language training offer (/fore_lang_train), the catalogue with each course's chapters. */
  trainingCatalogue: defineContract({
    path: '/openApi/overall/trainingCatalogue',
    access: 'public',
    response: z.array(ZCatalogueCourse),
  }),
  /**
   * The student's home in one answer (issue 24): continue, course progress, due, today's lessons,
   * recent scores. No body: it is always the signed-in student's own.
   */
  studentDashboard: defineContract({
    path: '/openApi/student/index/mainNew_V2_0_4',
    access: 'student',
    response: ZStudentDashboard,
  }),
};
