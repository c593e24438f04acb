import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_URL_SECRET_FILE, loadFileUrlSecret } from './file-url-secret';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'lingua-secret-'));

describe('the key of signed file URLs', () => {
  it('is made once in the data folder, readable by the owner only, and kept across starts', async () => {
    const dir = path.join(tempDir(), 'data');
    const first = await loadFileUrlSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, FILE_URL_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadFileUrlSecret('', dir)).toBe(first);
  });

  it('is the same for instances starting at once on one data folder', async () => {
    const dir = tempDir();
    const keys = await Promise.all([1, 2, 3, 4].map(() => loadFileUrlSecret(undefined, dir)));
    expect(new Set(keys).size).toBe(1);
  });

  it('comes from FILE_URL_SECRET when set, and a short one is refused', async () => {
    const dir = tempDir();
    const fromEnv = 'an operator-chosen key, long enough to sign with';
    expect(await loadFileUrlSecret(fromEnv, dir)).toBe(fromEnv);
    await expect(loadFileUrlSecret('short', dir)).rejects.toThrow(/at least 32/);
    writeFileSync(path.join(dir, FILE_URL_SECRET_FILE), 'too short\n');
    await expect(loadFileUrlSecret(undefined, dir)).rejects.toThrow(/shorter than 32/);
  });
});
