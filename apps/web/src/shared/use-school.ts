/** The signed-in user's school (logo, names, introduction, contacts) and the platform name to show. */
import type { TSchoolInfo } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { schoolApi } from '../api/schools';
import { isOperator } from '../session/roles';
import { type ModeFlags, useSession } from '../session/store';
import { dataLabel } from './language-map';
import { setSchoolTimeZone } from './school-time';

export function useSchool() {
  const info = useSession((s) => s.loginInfo);
  const query = useQuery({
    queryKey: queryKeys.schoolInfo,
    queryFn: schoolApi.schoolInfo,
    enabled: info !== null && info.schoolId > 0 && !isOperator(info),
    staleTime: 5 * 60_000,
  });
  // Set during render, before the pages below format a time: they render after this shell.
  setSchoolTimeZone(query.data?.timeZone);
  return query;
}

/** Part 1 §3: each platform has its own name per school; the mode or sub-type picks which. */
function pick(school: TSchoolInfo, modes: ModeFlags, subType: string | null): [string, string] {
  if (modes.virtual) return [school.vrSchoolTerraceName, 'platform.simulation_test'];
  if (modes.exam) return [school.dynSchoolTerraceName, 'platform.dynamic_exam_evaluation'];
  if (subType === 'CLOUD_INTERNSHIP') return [school.ysxSchoolTerraceName, 'platform.cloud_internship'];
  if (subType === 'SKILLS_TRAINING') return [school.skillsSchoolTerraceName, 'platform.workplace_skills'];
  return [school.schoolTerraceName, 'platform.practice_teaching'];
}

export function usePlatformName(school: TSchoolInfo | undefined): string {
  const { t } = useTranslation();
  const modes = useSession((s) => s.modes);
  const subType = useSession((s) => s.projectSubType);
  const language = useSession((s) => s.language);
  if (!school) return '';
  const [name, key] = pick(school, modes, subType);
  // The school's own platform names are written in Chinese; in English the platform's English name serves.
  if (language === 'en') return dataLabel(key, name || t('brand.defaultPlatform'));
  return name || dataLabel(key, t('brand.defaultPlatform'));
}
