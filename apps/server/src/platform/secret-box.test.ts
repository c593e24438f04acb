import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretBox, parseSettingsKeys, SETTINGS_KEYS_FILE } from './secret-box';

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');

describe('the settings keys', () => {
  it('seal with the first key and open with any listed one', () => {
    const keys = parseSettingsKeys(`2:${key(2)}, 1:${key(1)}`, 'SETTINGS_KEYS');
    const box = createSecretBox(keys);
    const sealed = box.seal('秘密 secret');
    expect(sealed.keyVersion).toBe(2);
    expect(sealed.sealed).not.toContain('secret');
    // A fresh IV every time: the same secret never seals alike.
    expect(box.seal('秘密 secret').sealed).not.toBe(sealed.sealed);
    expect(box.open(sealed.sealed, 2)).toBe('秘密 secret');
    const old = createSecretBox(new Map([[1, Buffer.alloc(32, 1)]]));
    expect(box.open(old.seal('before').sealed, 1)).toBe('before');
    expect(() => old.open(sealed.sealed, 2)).toThrow(/key 2 is not configured/);
  });

  it('refuse a malformed list', () => {
    expect(() => parseSettingsKeys('', 'SETTINGS_KEYS')).toThrow(/lists no key/);
    expect(() => parseSettingsKeys(`x:${key(1)}`, 'SETTINGS_KEYS')).toThrow(/<number>:<base64 of 32 bytes>/);
    expect(() => parseSettingsKeys(`1:${Buffer.alloc(16).toString('base64')}`, 'SETTINGS_KEYS')).toThrow(/32 bytes/);
    expect(() => parseSettingsKeys(`1:${key(1)},1:${key(2)}`, 'SETTINGS_KEYS')).toThrow(/listed twice/);
  });

  it('default to a key file made once in the data folder, readable by the owner only', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'lingua-keys-')), 'data');
    const first = await loadSecretBox(undefined, dir);
    const file = path.join(dir, SETTINGS_KEYS_FILE);
    expect(readFileSync(file, 'utf8')).toMatch(/^1:[A-Za-z0-9+/]{43}=\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const sealed = first.seal('kept across starts');
    expect((await loadSecretBox(undefined, dir)).open(sealed.sealed, sealed.keyVersion)).toBe('kept across starts');
    // SETTINGS_KEYS wins over the file.
    expect((await loadSecretBox(`7:${key(7)}`, dir)).version).toBe(7);
  });
});
