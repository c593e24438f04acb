/**
 * Choosing a platform (part 2 §2.2 /platform_list): its project type and sub-type become the
 * session's (so headers and online time follow), the mode flag is set, and the user goes to that
 * platform's home for their role.
 */
import type { TLoginInfo, TPlatformListItem } from '@lingua/contracts';
import { setModes, setProject } from '../../session/actions';
import { homePathFor, isStudent, userBase } from '../../session/roles';
import { DEFAULT_PROJECT_TYPE } from '../../session/store';

export function platformHome(key: string, info: TLoginInfo): string {
  const student = isStudent(info);
  switch (key) {
    case 'simulation_test':
      return `${userBase(info)}/vr`;
    case 'dynamic_exam_evaluation':
      return `${userBase(info)}/exam`;
    case 'workplace_skills':
      return student ? '/wskills-home' : '/wskills-tea/home';
    case 'resource_library':
      return student ? '/resource_pool/no_authority' : '/resource_pool/home';
    case 'competition':
      return student ? '/competition/student/index' : '/competition/teacher/index';
    case 'cross_border_e-commerce':
      return student ? '/kjds-no-authority' : '/kjds-tea/home';
    default:
      return homePathFor(info);
  }
}

export function choosePlatform(platform: TPlatformListItem, info: TLoginInfo): string {
  setProject(platform.projectType, platform.projectSubType || null, String(platform.code));
  setModes({
    virtual: platform.key === 'simulation_test',
    exam: platform.key === 'dynamic_exam_evaluation',
    competition: platform.key === 'competition',
    manager: false,
  });
  return platformHome(platform.key, info);
}

/** A session that never chose a platform is on the default one, practice teaching. */
export function isCurrentPlatform(platform: TPlatformListItem, projectType: string, subType: string | null): boolean {
  if (projectType === DEFAULT_PROJECT_TYPE && !subType) return platform.key === 'practice_teaching';
  return platform.projectType === projectType && (platform.projectSubType || null) === (subType || null);
}
