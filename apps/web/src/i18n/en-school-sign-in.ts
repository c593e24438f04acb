/** The school's own sign-in (CAS, OpenID Connect): English text, spread into en.ts. */
import type { Dictionary } from './zh';
import type { zhSchoolSignIn } from './zh-school-sign-in';

export const enSchoolSignIn: Dictionary<typeof zhSchoolSignIn> = {
  schoolSignIn: {
    or: 'or sign in with your mobile number',
    redirecting: 'Going to the school’s sign-in…',
    finishing: 'Signing you in through the school’s account…',
    failedTitle: 'The school sign-in did not finish',
    backToLogin: 'Back to the sign-in page',
    signingOut: 'Signing out of the school’s account…',
    operator: {
      action: 'School sign-in',
      title: '{{school}} · School sign-in',
      intro:
        'Set up the school’s own sign-in (CAS 3.0 or OpenID Connect). Once set, the school’s sign-in page /loginpage?id={{id}} shows the button; accounts are linked by student or staff number, never by name.',
      protocol: 'Protocol',
      oidc: 'OpenID Connect (authorization code + PKCE)',
      cas: 'CAS 3.0',
      enabled: 'On',
      serverAddressOidc: 'Issuer',
      serverAddressCas: 'CAS server address',
      serverAddressHint:
        'OpenID Connect: the issuer (e.g. https://idp.example.edu); CAS: the server’s base address (e.g. https://cas.example.edu/cas)',
      serverAddressInvalid: 'Enter an http(s) address without a query',
      clientId: 'Client id',
      clientSecret: 'Client secret',
      clientSecretKept: 'Stored (never shown); leave empty to keep it',
      clientSecretNone: 'None stored; a public client needs none',
      numberClaim: 'Number claim or attribute',
      numberClaimHint:
        'The OpenID Connect claim or CAS attribute holding the student or staff number; for CAS, user means the login name itself',
      numberClaimInvalid: 'Only letters, digits and . _ : -',
      createUnknown: 'A number signing in for the first time',
      createUnknownYes: 'Create the account',
      createUnknownNo: 'Refuse, and ask them to contact the school manager',
      createAs: 'Create as',
      student: 'Student',
      teacher: 'Teacher',
      buttonName: 'Button text (Chinese)',
      buttonNameEn: 'Button text (English)',
      returnUrl: 'Return address to register at the IdP',
      signOutReturnUrl: 'Address after sign-out',
      required: 'Enter the {{field}}',
      save: 'Save',
      saved: 'School sign-in saved',
      test: 'Test connection',
      testOk: 'Connection works',
      testFailed: 'Connection failed',
      remove: 'Remove',
      removeConfirm: 'The school’s sign-in page will no longer show the button; linked accounts stay. Remove it?',
      removed: 'Removed',
      notConfigured: 'Not set',
      configured: 'Set',
      testSaveFirst: 'Save the setting before testing it',
    },
  },
};
