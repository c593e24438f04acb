/**
 * The key that signs private file URLs: FILE_URL_SECRET when set (every instance of a deployment
 * sets the same), else `file-url.secret` in the data folder, made on the first start. Never a
 * constant in the code: a known key would open every private file.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateKeyFile } from './key-file';

export const FILE_URL_SECRET_FILE = 'file-url.secret';
const MIN_SECRET_LENGTH = 32;

export async function loadFileUrlSecret(fromEnv: string | undefined, dataDir: string): Promise<string> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SECRET_LENGTH)
      throw new Error(`FILE_URL_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return fromEnv;
  }
  const secret = await readOrCreateKeyFile(dataDir, FILE_URL_SECRET_FILE, () => randomBytes(32).toString('base64url'));
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${path.join(dataDir, FILE_URL_SECRET_FILE)} is shorter than ${MIN_SECRET_LENGTH} characters`);
  return secret;
}
