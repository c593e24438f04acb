/**
 * The school's own sign-in (issue 22 item 1): CAS 3.0 or OpenID Connect per school, set by the
 * platform operator (docs/api.md "The school's own sign-in"). The client secret is write-only:
 * no answer carries it, only whether one is stored.
 */
import { z } from 'zod';
import { ZId, ZIdText } from './fields';

export const SchoolSignInProtocols = ['oidc', 'cas'] as const;
export const ZSchoolSignInProtocol = z.enum(SchoolSignInProtocols);
export type TSchoolSignInProtocol = z.infer<typeof ZSchoolSignInProtocol>;

/** The IdP's address: http(s) with a host, no query or fragment, no trailing slash kept. */
const ZServerUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/[^\s/?#\\]+(?:\/[^\s?#\\]*)?$/i, { message: 'signInServerUrl' })
  .transform((url) => url.replace(/\/+$/, ''));

/** A claim or attribute name: letters, digits and . _ : - (no spaces, no paths). */
const ZClaimName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, { message: 'signInClaimName' });

export const ZSchoolSignInRequest = z.object({ schoolId: ZIdText });

export const ZSaveSchoolSignInRequest = z
  .object({
    schoolId: ZIdText,
    protocol: ZSchoolSignInProtocol,
    enabled: z.boolean().default(true),
    serverAddress: ZServerUrl,
    clientId: z.string().trim().max(200).default(''),
    /** Empty keeps the stored secret; a value replaces it. */
    clientSecret: z.string().max(500).default(''),
    numberClaim: ZClaimName,
    createUnknown: z.boolean().default(false),
    /** 1 teacher, 2 student. */
    createAs: z.union([z.literal(1), z.literal(2)]).default(2),
    buttonName: z.string().trim().min(1).max(30),
    buttonNameEn: z.string().trim().max(60).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.protocol === 'oidc' && v.clientId === '') {
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'signInClientIdRequired' });
    }
  });
export type TSaveSchoolSignInRequest = z.input<typeof ZSaveSchoolSignInRequest>;

/** What the operator reads back: everything but the secret. */
export const ZSchoolSignInConfig = z.object({
  schoolId: z.number().int(),
  configured: z.boolean(),
  protocol: ZSchoolSignInProtocol,
  enabled: z.boolean(),
  serverAddress: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  numberClaim: z.string(),
  createUnknown: z.boolean(),
  createAs: z.number().int(),
  buttonName: z.string(),
  buttonNameEn: z.string(),
  /** The address the IdP must allow: the OIDC redirect URI, or the CAS service (before its query). */
  returnUrl: z.string(),
  /** Where the IdP sends the browser after its sign-out (OIDC post_logout_redirect_uri, CAS logout service). */
  signOutReturnUrl: z.string(),
  /** OIDC: the back-channel logout URI to register at the IdP (OpenID Connect Back-Channel Logout 1.0). */
  backChannelLogoutUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type TSchoolSignInConfig = z.infer<typeof ZSchoolSignInConfig>;

/** The operator's "test": the IdP answered as the protocol says, or what went wrong. */
export const ZSchoolSignInTest = z.object({ ok: z.boolean(), detail: z.string() });
export type TSchoolSignInTest = z.infer<typeof ZSchoolSignInTest>;

/** The login page's button: shown only when the school's sign-in is set and on. */
export const ZSchoolSignInButton = z.object({
  available: z.boolean(),
  protocol: ZSchoolSignInProtocol.nullable(),
  buttonName: z.string(),
});
export type TSchoolSignInButton = z.infer<typeof ZSchoolSignInButton>;

export const ZStartSchoolSignInRequest = z.object({ schoolId: ZIdText });
export const ZStartSchoolSignIn = z.object({ redirectUrl: z.string() });

/** The return page's query string as the IdP sent it (state and code, or ticket; or error). */
export const ZFinishSchoolSignInRequest = z.object({ search: z.string().max(4000) });

export const ZSchoolSignOut = z.object({
  /** The IdP's sign-out page to open next (OIDC end_session_endpoint, CAS /logout); empty when none. */
  exitUrl: z.string(),
});
export type TSchoolSignOut = z.infer<typeof ZSchoolSignOut>;

/** Where the IdP sends the browser back: one page for both protocols. */
export const SCHOOL_SIGN_IN_RETURN_PATH = '/school_sign_in/callback';

/** Where the school's OpenID provider POSTs a logout_token (followed by the school's id). */
export const SCHOOL_SIGN_IN_BACK_CHANNEL_PATH = '/school_sign_in/backchannel_logout';

/**
 * A person's number at their school (student or staff number), as the school's IdP sends it: the
 * key the school's sign-in finds the account by. Empty removes the link.
 */
export const ZSchoolNumber = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\w.@-]*$/, { message: 'schoolNumberFormat' });

/** The manager links an existing account to its school number ahead of the first sign-in. */
export const ZSetSchoolNumberRequest = z.object({ userId: ZId, schoolNumber: ZSchoolNumber });

/** A spreadsheet of mobile + school number, all rows or none: how many links are new or changed, how many were already so. */
export const ZSchoolNumbersImported = z.object({ linked: z.number().int(), unchanged: z.number().int() });
export type TSchoolNumbersImported = z.infer<typeof ZSchoolNumbersImported>;
