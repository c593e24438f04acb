/** Users, roles and the login info of part 1 §3. */
import { z } from 'zod';
import { ZLanguageUse } from './envelope';
import { ZOwnFileUrlOrEmpty } from './stored-url';

/** userType: 1 teacher (or any value other than 2), 2 student. */
export const UserType = { teacher: 1, student: 2 } as const;
export type TUserType = (typeof UserType)[keyof typeof UserType];
export function isStudentType(userType: number): boolean {
  return userType === UserType.student;
}

export const Role = [
  'manager',
  'reviewer',
  'invigilator',
  'regionalManager',
  'operator',
  /** A teacher who may organise competitions (issue 20). */
  'competitionOrganiser',
] as const;
export const ZRole = z.enum(Role);
export type TRole = z.infer<typeof ZRole>;

/** Mainland mobile numbers: the account of every user. */
export const ZMobile = z
  .string()
  .trim()
  .max(20)
  .regex(/^1\d{10}$/, { message: 'mobile' });

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const ZPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const ZLoginRequest = z.object({
  mobile: ZMobile,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const id = z.number().int().nullable();

/** Login info as part 1 §3 lists it, plus the school and roles the client needs for its shells. */
export const ZLoginInfo = z.object({
  userId: z.number().int(),
  userType: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  headImgUrl: z.string(),
  stuId: id,
  classId: id,
  className: z.string().nullable(),
  isLevel3Directory: z.number().int().nullable(),
  lessonVersionId: id,
  resourceLessonId: id,
  resourceLessonName: z.string().nullable(),
  resourceLessonType: z.number().int().nullable(),
  examClassId: id,
  vrLessonId: id,
  intVrClassId: id,
  abilityCompId: id,
  abilityClassId: id,
  liveClassId: id,
  schoolId: z.number().int(),
  roles: z.array(ZRole),
  languageUse: ZLanguageUse,
  /** The password was set by someone else: the web shows only the password change until it is changed. */
  mustChangePassword: z.boolean(),
});
export type TLoginInfo = z.infer<typeof ZLoginInfo>;

export const ZLoginResponse = ZLoginInfo.extend({ token: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZUpdateUserInfoRequest = z.object({
  name: z.string().trim().min(1).max(30),
  headImgUrl: ZOwnFileUrlOrEmpty.optional(),
});
export type TUpdateUserInfoRequest = z.infer<typeof ZUpdateUserInfoRequest>;

/** Part 1 §5: at least 6 characters; the two new passwords must match. */
export const ZUpdatePasswordRequest = z
  .object({
    oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    password: ZPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordMismatch',
  });
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

export const ZUpdateLanguageRequest = z.object({ languageUse: ZLanguageUse });
