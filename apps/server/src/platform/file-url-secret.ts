/**
 * The key that signs private file URLs: FILE_URL_SECRET when set (every instance of a deployment
 * sets the same), else `file-url.secret` in the data folder, made on the first start. Never a
 * constant in the code: a known key would open every private file.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FILE_URL_SECRET_FILE = 'file-url.secret';
const MIN_SECRET_LENGTH = 32;

export async function loadFileUrlSecret(fromEnv: string | undefined, dataDir: string): Promise<string> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SECRET_LENGTH)
      throw new Error(`FILE_URL_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return fromEnv;
  }
  const file = path.join(dataDir, FILE_URL_SECRET_FILE);
  const stored = await readSecret(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  // Written aside and linked into place: the file appears whole, and of two instances starting on
  // one data folder at once the second finds the first one's key (EEXIST) and reads it.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(partial, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  await link(partial, file)
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    })
    .finally(() => rm(partial, { force: true }));
  const made = await readSecret(file);
  if (!made) throw new Error(`${file} is shorter than ${MIN_SECRET_LENGTH} characters`);
  return made;
}

async function readSecret(file: string): Promise<string | undefined> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} is shorter than ${MIN_SECRET_LENGTH} characters`);
  return secret;
}
