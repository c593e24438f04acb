/**
 * LTI 1.3 (issue 22 item 2): Lingua as a tool that Moodle or Canvas launch. The tool's own
 * addresses (to copy into the platform's tool registration), the IMS claim names, and the shapes
 * of Lingua's LTI calls (docs/api.md "LTI 1.3").
 */
import { z } from 'zod';
import { ZId } from './fields';
import { ZLoginResponse } from './users';

/** The tool's addresses under its own origin: OIDC login initiation, launch (redirect) and deep linking, key set. */
export const LtiToolPaths = {
  login: '/lti/login',
  launch: '/lti/launch',
  jwks: '/lti/jwks',
} as const;

/** The web pages a launch opens: the sign-in hand-over and the instructor's training picker. */
export const LtiWebPaths = {
  open: '/lti/open',
  pick: '/lti/pick',
} as const;

const claim = 'https://purl.imsglobal.org/spec/lti/claim/';
export const LtiClaims = {
  messageType: `${claim}message_type`,
  version: `${claim}version`,
  deploymentId: `${claim}deployment_id`,
  targetLinkUri: `${claim}target_link_uri`,
  resourceLink: `${claim}resource_link`,
  roles: `${claim}roles`,
  context: `${claim}context`,
  custom: `${claim}custom`,
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkingContentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;

export const LtiScopes = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

/** The custom parameter a Lingua resource link carries: the training it opens. */
export const LTI_TRAINING_PARAM = 'lingua_training_id';

/**
 * An address of the platform: http(s) only, bounded. An outside service's endpoint the operator
 * registers, which the server calls; never a file a page shows, so not the stored-URL rule's.
 */
export const ZPlatformUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/, { message: 'url' });

const ZText = (max: number) => z.string().trim().min(1).max(max);

/** The operator's registration of a platform for a school. */
export const ZLtiPlatformInput = z.object({
  /** Absent: a new registration. */
  platformId: ZId.optional(),
  schoolId: ZId,
  name: ZText(100),
  issuer: ZText(300),
  clientId: ZText(200),
  deploymentIds: z.array(ZText(200)).min(1).max(20),
  authLoginUrl: ZPlatformUrl,
  tokenUrl: ZPlatformUrl,
  jwksUrl: ZPlatformUrl,
});
export type TLtiPlatformInput = z.input<typeof ZLtiPlatformInput>;

export const ZLtiPlatform = z.object({
  platformId: z.number().int(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authLoginUrl: z.string(),
  tokenUrl: z.string(),
  jwksUrl: z.string(),
  createdAt: z.string(),
});
export type TLtiPlatform = z.infer<typeof ZLtiPlatform>;

export const ZLtiPlatformId = z.object({ platformId: ZId });

/** The one-time code a launch hands the browser. */
export const ZLtiEnterRequest = z.object({ code: z.string().trim().min(1).max(100) });
/** A session like a sign-in's, and the page to open. */
export const ZLtiEnterResponse = ZLoginResponse.extend({ to: z.string() });
export type TLtiEnterResponse = z.infer<typeof ZLtiEnterResponse>;

export const ZLtiDeepLinkId = z.object({ deepLinkId: z.string().trim().min(1).max(100) });

export const ZLtiPickTraining = z.object({
  trainingId: z.number().int(),
  title: z.string(),
  kind: z.string(),
  fullMark: z.number(),
});
export const ZLtiPickCourse = z.object({
  courseId: z.number().int(),
  name: z.string(),
  trainings: z.array(ZLtiPickTraining),
});
/** What the instructor may place in the platform's course: the trainings of the school's courses. */
export const ZLtiDeepLinkOptions = z.object({
  className: z.string(),
  platformName: z.string(),
  courses: z.array(ZLtiPickCourse),
});
export type TLtiDeepLinkOptions = z.infer<typeof ZLtiDeepLinkOptions>;
export type TLtiPickCourse = z.infer<typeof ZLtiPickCourse>;

export const ZLtiDeepLinkChoice = ZLtiDeepLinkId.extend({ trainingId: ZId });
/** Where the browser goes to post the signed answer back to the platform. */
export const ZLtiDeepLinkReturn = z.object({ postPath: z.string() });

export const ZLtiRosterSync = z.object({ classId: ZId });
export const ZLtiRosterResult = z.object({
  /** Members the platform listed as active. */
  members: z.number().int(),
  /** Learners added to the class by this sync. */
  added: z.number().int(),
});
export type TLtiRosterResult = z.infer<typeof ZLtiRosterResult>;

/** A class launched from a platform: whether the roster can be synced from it. */
export const ZLtiClassLink = z.object({
  linked: z.boolean(),
  platformName: z.string().nullable(),
  canSyncRoster: z.boolean(),
});
