/** School calls (part 1 §3, §6; part 2 §2-§3): school info, navigation, permissions, platforms, operator. */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZPlatformListItem } from '../manage';
import {
  ZCreateSchoolRequest,
  ZFunctionPermissionMap,
  ZLoginPageInfo,
  ZLoginPageInfoRequest,
  ZSchoolInfo,
  ZSchoolListItem,
  ZTeacherMain,
} from '../schools';

export const schoolCalls = {
  schoolInfo: defineContract({ path: '/openApi/student/index/schoolInfo', access: 'user', response: ZSchoolInfo }),
  /** The teacher shell: the school's applications as nav items, and the school. */
  teacherMain: defineContract({ path: '/openApi/teacher/index/main', access: 'staff', response: ZTeacherMain }),
  /** Empty for a user without a school. */
  functionPermissions: defineContract({
    path: '/openApi/overall/getTeacherFunctionPermission',
    access: 'user',
    response: z.object({ cacheData: ZFunctionPermissionMap }),
  }),
  platformList: defineContract({
    path: '/openApi/overall/platformList',
    access: 'user',
    response: z.array(ZPlatformListItem),
  }),
  /** Public branding for /loginpage?id=. */
  loginPageInfo: defineContract({
    path: '/openApi/login/loginPageInfo',
    access: 'public',
    body: ZLoginPageInfoRequest,
    response: ZLoginPageInfo,
  }),
  list: defineContract({
    path: '/openApi/platform/school/list',
    access: 'operator',
    response: z.array(ZSchoolListItem),
  }),
  create: defineContract({
    path: '/openApi/platform/school/create',
    access: 'operator',
    body: ZCreateSchoolRequest,
    response: z.object({ schoolId: z.number().int() }),
  }),
};
