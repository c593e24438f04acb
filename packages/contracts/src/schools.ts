/** Schools: their info, enabled applications (nav items) and teacher function permissions. */
import { z } from 'zod';
import { ZIdText } from './fields';
import { DEFAULT_TIME_ZONE, ZTimeZone } from './time-zone';
import { ZMobile, ZPassword } from './users';

export const ZSchoolInfo = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  schoolLogUrl: z.string(),
  /** Sanitised rich text in the request's language. */
  schoolIntroduce: z.string(),
  schoolTerraceName: z.string(),
  dynSchoolTerraceName: z.string(),
  vrSchoolTerraceName: z.string(),
  ysxSchoolTerraceName: z.string(),
  skillsSchoolTerraceName: z.string(),
  contactPhone: z.string(),
  hotline: z.string(),
  email: z.string(),
  /** The IANA zone the school's times are shown in. */
  timeZone: z.string(),
});
export type TSchoolInfo = z.infer<typeof ZSchoolInfo>;

/** Part 2 §3: a nav item; isOpen "1" is enabled. */
export const ZNavItem = z.object({
  name: z.string(),
  type: z.string(),
  isOpen: z.enum(['0', '1']),
  router: z.string(),
});
export type TNavItem = z.infer<typeof ZNavItem>;

/** Teacher function permission: keyed by function code; isUsed "1" in use, "2" not opened. */
export const ZFunctionPermission = z.object({ isUsed: z.enum(['1', '2']) });
export const ZFunctionPermissionMap = z.record(z.string(), ZFunctionPermission);
export type TFunctionPermissionMap = z.infer<typeof ZFunctionPermissionMap>;

export const ZTeacherMain = z.object({
  navList: z.array(ZNavItem),
  schoolInfo: ZSchoolInfo,
});
export type TTeacherMain = z.infer<typeof ZTeacherMain>;

/** Public branding for /loginpage?id=. */
export const ZLoginPageInfoRequest = z.object({ id: ZIdText });
export const ZLoginPageInfo = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  schoolLogUrl: z.string(),
});
export type TLoginPageInfo = z.infer<typeof ZLoginPageInfo>;

/** Operator: create a school with its first manager. */
export const ZCreateSchoolRequest = z.object({
  schoolName: z.string().trim().min(2).max(60),
  schoolNameEn: z.string().trim().max(100).default(''),
  schoolIntroduce: z.string().max(20000).default(''),
  contactPhone: z.string().trim().max(30).default(''),
  hotline: z.string().trim().max(30).default(''),
  email: z.union([z.email().max(100), z.literal('')]).default(''),
  timeZone: ZTimeZone.default(DEFAULT_TIME_ZONE),
  managerMobile: ZMobile,
  managerName: z.string().trim().min(1).max(30),
  managerPassword: ZPassword,
});
export type TCreateSchoolRequest = z.infer<typeof ZCreateSchoolRequest>;

export const ZSchoolListItem = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  teacherCount: z.number().int(),
  studentCount: z.number().int(),
  createdAt: z.string(),
});
export type TSchoolListItem = z.infer<typeof ZSchoolListItem>;
