/** The request headers of part 1 §7, built from the session store for every call. */
import { APP_TYPE, APP_VERSION, HeaderName } from '@lingua/contracts';
import { equipmentCode } from '../session/equipment';
import { ID_FIELDS } from '../session/ids';
import { DEFAULT_PROJECT_TYPE, getSession } from '../session/store';

/** Overrides replace the session's values; an empty string removes that header. */
export function buildHeaders(overrides: Record<string, string> = {}): Record<string, string> {
  const session = getSession();
  const headers: Record<string, string> = {
    [HeaderName.appType]: APP_TYPE,
    [HeaderName.appVersion]: APP_VERSION,
    [HeaderName.equipmentCode]: equipmentCode(),
    [HeaderName.projectType]: session.projectType || DEFAULT_PROJECT_TYPE,
    'Accept-Language': session.language === 'en' ? 'en' : 'zh-CN',
  };
  if (session.token) headers[HeaderName.token] = session.token;
  for (const field of ID_FIELDS) {
    const value = session.ids[field.key];
    if (value) headers[field.header] = value;
  }
  if (session.projectSubType) headers[HeaderName.projectSubType] = session.projectSubType;
  if (session.platformCode) headers[HeaderName.platformCode] = session.platformCode;
  // An empty override removes the header: online time of a project without a sub-type must not carry the new one.
  for (const [name, value] of Object.entries(overrides)) {
    if (value === '') delete headers[name];
    else headers[name] = value;
  }
  return headers;
}
