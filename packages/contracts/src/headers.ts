/**
 * Request headers of part 1 §7. The web client sends them; the server reads them into a typed
 * request context. Names are the spec's, lower-case as HTTP delivers them.
 */
import { z } from 'zod';

export const APP_TYPE = '3';
export const APP_VERSION = '2.2.6';

export const HeaderName = {
  token: 'token',
  classId: 'classid',
  resourceLessonId: 'resourcelessonid',
  lessonVersionId: 'lesson-version-id',
  examClassId: 'exam-class-id',
  examTypeId: 'exam-type-id',
  vrLessonId: 'vr-lesson-id',
  intVrClassId: 'int-vr-class-id',
  useUserId: 'zyzh-use-user-id',
  abilityCompId: 'ability-comp-id',
  abilityClassId: 'ability-class-id',
  projectSubType: 'zyzh-project-sub-type',
  liveClassId: 'live-class-id',
  appType: 'app-type',
  appVersion: 'app-version',
  equipmentCode: 'login-equipment-code',
  projectType: 'zyzh-project-type',
  platformCode: 'zyzh-platform-code',
  /** Not in the spec's list: the interface language, so messages answer in it. */
  acceptLanguage: 'accept-language',
} as const;

export const ProjectType = ['int_edu', 'int_ability', 'int_vr', 'int_dyn_exam', 'resource', 'int_live'] as const;
export const ZProjectType = z.enum(ProjectType);
export type TProjectType = z.infer<typeof ZProjectType>;

export const ProjectSubType = ['SKILLS_TRAINING', 'PRACTICAL_TEACHING', 'CLOUD_INTERNSHIP'] as const;
export const ZProjectSubType = z.enum(ProjectSubType);
export type TProjectSubType = z.infer<typeof ZProjectSubType>;

/** An id header: absent, empty, "null" and "undefined" all mean "not set" (browsers send all four). */
const optionalId = z
  .string()
  .optional()
  .transform((v) => {
    if (v === undefined || v === '' || v === 'null' || v === 'undefined') return undefined;
    const n = Number(v);
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' || v === 'null' || v === 'undefined' ? undefined : v));

/** The typed view of the headers; invalid ids are treated as absent, never as an error. */
export const ZRequestHeaders = z.object({
  token: optionalText,
  classid: optionalId,
  resourcelessonid: optionalId,
  'lesson-version-id': optionalId,
  'exam-class-id': optionalId,
  'exam-type-id': optionalId,
  'vr-lesson-id': optionalId,
  'int-vr-class-id': optionalId,
  'zyzh-use-user-id': optionalId,
  'ability-comp-id': optionalId,
  'ability-class-id': optionalId,
  'live-class-id': optionalId,
  'zyzh-project-type': optionalText.pipe(ZProjectType.optional().catch(undefined)),
  'zyzh-project-sub-type': optionalText.pipe(ZProjectSubType.optional().catch(undefined)),
  'app-type': optionalText,
  'app-version': optionalText,
  'login-equipment-code': optionalText,
  'zyzh-platform-code': optionalText,
  'accept-language': optionalText,
});
export type TRequestHeaders = z.infer<typeof ZRequestHeaders>;
