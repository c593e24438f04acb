/**
 * i18next with Chinese by default and English complete. The language lives in the session store
 * (remembered in localStorage); this module keeps i18next and dayjs in step with it.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getSession, subscribeSession, type UiLanguage } from '../session/store';
import { en } from './en';
import { zh } from './zh';

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
  resources: { zh: { translation: zh }, en: { translation: en } },
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

subscribeSession(() => {
  const { language } = getSession();
  if (i18n.language === language) return;
  void i18n.changeLanguage(language);
  applyDayjs(language);
  document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
});
