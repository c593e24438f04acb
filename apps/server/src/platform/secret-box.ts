/**
 * Secrets the platform must keep usable (a school's OIDC client secret, which the token request
 * sends in clear) are sealed at rest with AES-256-GCM under a settings key that is not in the
 * database. Keys are numbered: SETTINGS_KEYS is `2:<key>,1:<key>` (base64 of 32 bytes each), the
 * first one seals and every listed one opens; unset, `settings.keys` in the data folder (same
 * format, one key a line), made with key 1 on the first start. A sealed value is stored with its
 * key's number, so a rotation (a new key first, the old one kept until the start re-sealed
 * everything; docs/operations.md) never loses a secret.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readOrCreateKeyFile } from './key-file';

export const SETTINGS_KEYS_FILE = 'settings.keys';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealed {
  sealed: string;
  keyVersion: number;
}

export interface SecretBox {
  /** The key number that seals. */
  readonly version: number;
  seal(plain: string): Sealed;
  /** Throws when the key is not listed or the value was altered (GCM's tag). */
  open(sealed: string, keyVersion: number): string;
}

/** Parses `2:<base64>,1:<base64>` (commas or new lines); the first key seals. */
export function parseSettingsKeys(text: string, where: string): Map<number, Buffer> {
  const keys = new Map<number, Buffer>();
  for (const entry of text.split(/[,\n]/).map((e) => e.trim())) {
    if (!entry || entry.startsWith('#')) continue;
    const match = /^(\d{1,4}):([A-Za-z0-9+/_-]+=*)$/.exec(entry);
    const version = Number(match?.[1]);
    // Node's base64 decoder reads the URL-safe alphabet too.
    const key = match ? Buffer.from(match[2] ?? '', 'base64') : undefined;
    if (!match || !key || key.length !== 32 || version < 1 || version > 32767)
      throw new Error(`${where}: each key is <number>:<base64 of 32 bytes> (openssl rand -base64 32)`);
    if (keys.has(version)) throw new Error(`${where}: key ${version} is listed twice`);
    keys.set(version, key);
  }
  if (keys.size === 0) throw new Error(`${where} lists no key`);
  return keys;
}

export function createSecretBox(keys: Map<number, Buffer>): SecretBox {
  const [[version, current]] = [...keys.entries()] as [[number, Buffer]];
  return {
    version,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url'), keyVersion: version };
    },
    open(sealed, keyVersion) {
      const key = keys.get(keyVersion);
      if (!key) throw new Error(`settings key ${keyVersion} is not configured (SETTINGS_KEYS)`);
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** SETTINGS_KEYS when set, else the data folder's settings.keys (made with key 1 on the first start). */
export async function loadSecretBox(fromEnv: string | undefined, dataDir: string): Promise<SecretBox> {
  if (fromEnv) return createSecretBox(parseSettingsKeys(fromEnv, 'SETTINGS_KEYS'));
  const text = await readOrCreateKeyFile(dataDir, SETTINGS_KEYS_FILE, () => `1:${randomBytes(32).toString('base64')}`);
  return createSecretBox(parseSettingsKeys(text, SETTINGS_KEYS_FILE));
}

/** A box with a fresh key, for apps built without one (tests). */
export function ephemeralSecretBox(): SecretBox {
  return createSecretBox(new Map([[1, randomBytes(32)]]));
}
