/** Every browser storage key the web app uses, in one place so none is spelled twice. */
export const StorageKey = {
  language: 'lingua.language',
  kickedMessage: 'lingua.kickedMessage',
  loginInfo: 'lingua.loginInfo',
  equipmentCode: 'lingua.equipmentCode',
  languageUse: 'lingua.languageUse',
  languageMap: 'lingua.languageMap',
  languageMapVersion: 'lingua.languageMapVersion',
  /** Session storage: set before the one reload a 521 may cause, so a second 521 never loops. */
  kickReloaded: 'lingua.kickReloaded',
  activeNav: 'lingua.activeNav',
  modes: 'lingua.modes',
  projectSubType: 'lingua.projectSubType',
  /** Session storage: the teacher a manager chose in the breadcrumb's teacher selector (part 2 §4). */
  selectedTeacher: 'lingua.selectedTeacher',
  /** Part 1 §2's outside-login flag: this sign-in came through the school's own sign-in (CAS, OIDC). */
  outsideLogin: 'lingua.outsideLogin',
  /** Session storage: the login page a school sign-in left from, kept while the browser is at the IdP. */
  schoolSignInFrom: 'lingua.schoolSignInFrom',
} as const;

/** Cookies, as part 2 §3 says the token, ids and project type are kept. */
export const CookieName = {
  token: 'lingua.token',
  loginPage: 'lingua.loginPage',
  projectType: 'lingua.projectType',
  projectSubType: 'lingua.projectSubType',
  platformCode: 'lingua.platformCode',
} as const;
