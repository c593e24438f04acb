/**
 * i18next with Chinese by default and English complete. The language lives in the session store
 * (remembered in localStorage); this module keeps i18next and dayjs in step with it.
 *
 * What the first page carries is the shared text and the sign-in pages' in Chinese; their English
 * is a small chunk loaded when the interface is English at start (main.tsx waits for it,
 * `whenFirstPageTextReady`) or turns English. The areas' text, most of the dictionary, is a chunk
 * per language that the lazy pages and shells wait for (`whenDictionaryReady`, app/pages.ts), so a
 * phone opening the login page does not download every page's words in two languages.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getSession, subscribeSession, type UiLanguage } from '../session/store';
import type { Dictionary, zh } from './zh';
import { zhA11y } from './zh-a11y';
import { zhCommon } from './zh-common';
import { zhLogin } from './zh-login';
import { zhSchoolSignIn } from './zh-school-sign-in';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zh };
  }
}

export const i18n: I18n = i18next.createInstance();

function applyDayjs(language: UiLanguage): void {
  dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
}

void i18n.use(initReactI18next).init({
  resources: {
    zh: { translation: { ...zhLogin, ...zhSchoolSignIn, ...zhA11y, ...zhCommon } },
  },
  lng: getSession().language,
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  // Components re-render when the language map arrives as a new bundle, not only on language change.
  react: { bindI18nStore: 'added' },
});
applyDayjs(getSession().language);
document.documentElement.lang = getSession().language === 'en' ? 'en' : 'zh-CN';

let englishFirstPage: Promise<void> | undefined;

/** The English first-page text is there (at once for Chinese, which the first page carries). */
function loadEnglishFirstPage(): Promise<void> {
  if (!englishFirstPage) {
    englishFirstPage = import('./en-first-page').then((m) => {
      i18n.addResourceBundle('en', 'translation', m.enFirstPage, true, false);
    });
    englishFirstPage.catch(() => {
      englishFirstPage = undefined;
    });
  }
  return englishFirstPage;
}

/** Before the first render: the text of the first page in the user's language. */
export function whenFirstPageTextReady(): Promise<void> {
  return getSession().language === 'en' ? loadEnglishFirstPage() : Promise.resolve();
}

const fullDictionaries: Record<UiLanguage, () => Promise<Dictionary>> = {
  zh: () => import('./zh').then((m) => m.zh),
  en: () => import('./en').then((m) => m.en),
};
const loading = new Map<UiLanguage, Promise<void>>();
/** Whether a page has needed the whole dictionary: from then on a language switch loads it first. */
let wholeWanted = false;

function loadDictionary(language: UiLanguage): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    done = fullDictionaries[language]().then((dictionary) => {
      i18n.addResourceBundle(language, 'translation', dictionary, true, true);
    });
    // A failed chunk (a network drop) is tried again by the next page that asks.
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}

/** The whole dictionary of the user's language is there: every lazy page and shell waits for it. */
export function whenDictionaryReady(): Promise<void> {
  wholeWanted = true;
  return loadDictionary(getSession().language);
}

function applyLanguage(language: UiLanguage): void {
  void i18n.changeLanguage(language);
  applyDayjs(language);
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
}

subscribeSession(() => {
  const { language } = getSession();
  if (i18n.language === language) return;
  if (!wholeWanted) {
    if (language === 'zh') applyLanguage(language);
    else
      loadEnglishFirstPage().then(
        () => getSession().language === language && applyLanguage(language),
        () => applyLanguage(language),
      );
    return;
  }
  // Switch once the other language's words are there, so no page shows a key meanwhile.
  loadDictionary(language).then(
    () => getSession().language === language && applyLanguage(language),
    () => applyLanguage(language),
  );
});
