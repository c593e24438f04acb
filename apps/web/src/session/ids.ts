/**
 * The ids the client keeps between pages (part 2 §3 "stored client values") and the request header
 * each one travels in. Login sets those it knows; later areas (exams, VR, competitions) set the rest.
 */
import { HeaderName, type TLoginInfo } from '@lingua/contracts';

export const ID_FIELDS = [
  { key: 'classId', header: HeaderName.classId },
  { key: 'resourceLessonId', header: HeaderName.resourceLessonId },
  { key: 'lessonVersionId', header: HeaderName.lessonVersionId },
  { key: 'examClassId', header: HeaderName.examClassId },
  { key: 'examTypeId', header: HeaderName.examTypeId },
  { key: 'vrLessonId', header: HeaderName.vrLessonId },
  { key: 'intVrClassId', header: HeaderName.intVrClassId },
  { key: 'abilityCompId', header: HeaderName.abilityCompId },
  { key: 'abilityClassId', header: HeaderName.abilityClassId },
  { key: 'liveClassId', header: HeaderName.liveClassId },
  { key: 'useUserId', header: HeaderName.useUserId },
] as const;

export type IdKey = (typeof ID_FIELDS)[number]['key'];
export type SessionIds = Partial<Record<IdKey, string>>;

export function idCookieName(key: IdKey): string {
  return `lingua.${key}`;
}

/** The ids a fresh login info carries; the others stay unset until an area chooses them. */
export function idsFromLoginInfo(info: TLoginInfo): SessionIds {
  const ids: SessionIds = {};
  const known: Partial<Record<IdKey, number | null>> = {
    classId: info.classId,
    resourceLessonId: info.resourceLessonId,
    lessonVersionId: info.lessonVersionId,
    examClassId: info.examClassId,
    vrLessonId: info.vrLessonId,
    intVrClassId: info.intVrClassId,
    abilityCompId: info.abilityCompId,
    abilityClassId: info.abilityClassId,
    liveClassId: info.liveClassId,
  };
  for (const [key, value] of Object.entries(known) as [IdKey, number | null | undefined][]) {
    if (typeof value === 'number' && value > 0) ids[key] = String(value);
  }
  return ids;
}
