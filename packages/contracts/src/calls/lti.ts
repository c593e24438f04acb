/**
 * LTI calls (docs/api.md "LTI 1.3"): the operator registers a school's platform; a launch's
 * browser trades its one-time code for a session; the instructor picks a training to place in the
 * platform's course (deep linking) and syncs the class's roster (NRPS). The launch itself and the
 * key set are browser and platform addresses outside /openApi (LtiToolPaths).
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZLtiClassLink,
  ZLtiDeepLinkChoice,
  ZLtiDeepLinkId,
  ZLtiDeepLinkOptions,
  ZLtiDeepLinkReturn,
  ZLtiEnterRequest,
  ZLtiEnterResponse,
  ZLtiPlatform,
  ZLtiPlatformId,
  ZLtiPlatformInput,
  ZLtiRosterResult,
  ZLtiRosterSync,
} from '../lti';
import { ZClassIdOnly } from '../trainings';

export const ltiCalls = {
  platforms: defineContract({ path: '/openApi/lti/platforms', access: 'operator', response: z.array(ZLtiPlatform) }),
  savePlatform: defineContract({
    path: '/openApi/lti/savePlatform',
    access: 'operator',
    body: ZLtiPlatformInput,
    response: ZLtiPlatform,
  }),
  deletePlatform: defineContract({ path: '/openApi/lti/deletePlatform', access: 'operator', body: ZLtiPlatformId }),
  enter: defineContract({
    path: '/openApi/lti/enter',
    access: 'public',
    body: ZLtiEnterRequest,
    response: ZLtiEnterResponse,
  }),
  deepLinkOptions: defineContract({
    path: '/openApi/lti/deepLinkOptions',
    access: 'teacher',
    body: ZLtiDeepLinkId,
    response: ZLtiDeepLinkOptions,
  }),
  deepLinkChoose: defineContract({
    path: '/openApi/lti/deepLinkChoose',
    access: 'teacher',
    body: ZLtiDeepLinkChoice,
    response: ZLtiDeepLinkReturn,
  }),
  classLink: defineContract({
    path: '/openApi/lti/classLink',
    access: 'teacher',
    body: ZClassIdOnly,
    response: ZLtiClassLink,
  }),
  syncRoster: defineContract({
    path: '/openApi/lti/syncRoster',
    access: 'teacher',
    body: ZLtiRosterSync,
    response: ZLtiRosterResult,
  }),
};
