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
} as const;

/** Cookies, as part 2 §3 says the token, ids and project type are kept. */
export const CookieName = {
  token: 'lingua.token',
  loginPage: 'lingua.loginPage',
  projectType: 'lingua.projectType',
  projectSubType: 'lingua.projectSubType',
  platformCode: 'lingua.platformCode',
} as const;
