/**
 * The language map of part 1 §7 (getCacheByVersionType, dataType 2): names that are data, such as
 * applications, platforms and roles. Cached with its version in localStorage and added to i18next
 * as the namespace 'data'. Not fetched in competition mode (part 1 §1).
 */
import { homeApi } from '../api/home';
import { i18n } from '../i18n/setup';
import { StorageKey } from '../session/keys';
import { readItem, readJson, writeItem } from '../session/storage';
import { getSession } from '../session/store';

type LanguageMap = Record<string, Record<string, string>>;

function isLanguageMap(value: unknown): value is LanguageMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server keys languages as languageUse ('cn', 'en'); i18next as 'zh', 'en'. */
function addToI18n(map: LanguageMap): void {
  for (const [languageUse, entries] of Object.entries(map)) {
    const lng = languageUse === 'cn' ? 'zh' : languageUse;
    i18n.addResourceBundle(lng, 'data', entries, true, true);
  }
}

export async function loadLanguageMap(): Promise<void> {
  if (getSession().modes.competition) return;
  const cached = readJson('local', StorageKey.languageMap, isLanguageMap);
  const version = cached ? (readItem('local', StorageKey.languageMapVersion) ?? '') : '';
  if (cached) addToI18n(cached);
  try {
    const answer = await homeApi.languageMap(version);
    if (answer?.cacheData) {
      writeItem('local', StorageKey.languageMap, JSON.stringify(answer.cacheData));
      writeItem('local', StorageKey.languageMapVersion, answer.cacheVersion);
      addToI18n(answer.cacheData);
    }
  } catch {
    // Without the map the server's own names (nav items, platform names) are shown instead.
  }
}

/**
 * A data name such as 'app.2_111' or 'platform.practice_teaching'. The keys contain dots, so they
 * are looked up without the key separator; the fallback is the name the server sent with the item.
 */
export function dataLabel(key: string, fallback: string): string {
  const bundle = i18n.getResourceBundle(i18n.language, 'data') as Record<string, unknown> | undefined;
  const value = bundle?.[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}
