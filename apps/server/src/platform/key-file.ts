/**
 * A key kept in the data folder when the environment names none: made on the first start, readable
 * by the owner only, and the same for every instance starting on that folder at once.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file's text (trimmed), made with `make()` when it does not exist yet. */
export async function readOrCreateKeyFile(dataDir: string, name: string, make: () => string): Promise<string> {
  const file = path.join(dataDir, name);
  const stored = await readKeyFile(file);
  if (stored !== undefined) return stored;
  await mkdir(dataDir, { recursive: true });
  // Written aside and linked into place: the file appears whole, and of two instances starting on
  // one data folder at once the second finds the first one's key (EEXIST) and reads it.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(partial, `${make()}\n`, { mode: 0o600 });
  await link(partial, file)
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    })
    .finally(() => rm(partial, { force: true }));
  return (await readKeyFile(file)) ?? '';
}

async function readKeyFile(file: string): Promise<string | undefined> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text?.trim();
}
