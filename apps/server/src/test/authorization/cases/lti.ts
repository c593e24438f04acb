/** LTI 1.3 (modules/lti): a class's platform link and roster sync belong to the class's teacher and the school's manager. */
import type { WalkCase } from './shared';
import { manager } from './shared';

export const ltiCases: Record<string, WalkCase[]> = {
  '/openApi/lti/classLink': [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
  // Teacher A's class was not launched from a platform: its owner gets past the policy to a 409.
  '/openApi/lti/syncRoster': [{ owner: 'teacher', body: (w) => ({ classId: w.classA.id }), allow: manager }],
};

export const LTI_EXEMPT: Record<string, string> = {
  '/openApi/lti/savePlatform':
    "the platform operator's registration of any school's platform (access 'operator'): every school's user is refused by access",
  '/openApi/lti/deletePlatform':
    "the platform operator's registration of any school's platform (access 'operator'): every school's user is refused by access",
  '/openApi/lti/deepLinkOptions':
    "deepLinkId is a launch's random one-time id, read only with the instructor's own user id in the query (another teacher: 400, lti/lti.test.ts); trainingId is checked against the platform's school",
  '/openApi/lti/deepLinkChoose':
    "deepLinkId is a launch's random one-time id, read only with the instructor's own user id in the query (another teacher: 400, lti/lti.test.ts); trainingId is checked against the platform's school",
};
