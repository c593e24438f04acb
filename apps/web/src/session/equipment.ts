/** The login-equipment-code header: one random id per browser, made once and kept. */
import { StorageKey } from './keys';
import { readItem, writeItem } from './storage';

let cached: string | null = null;

export function equipmentCode(): string {
  if (cached) return cached;
  const stored = readItem('local', StorageKey.equipmentCode);
  if (stored) {
    cached = stored;
    return stored;
  }
  // getRandomValues works on plain-http deployments too, where randomUUID is missing.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const code = `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  writeItem('local', StorageKey.equipmentCode, code);
  cached = code;
  return code;
}
