/**
 * File storage on the local disk under the data folder, served at /files/. The interface is
 * small so an S3-compatible store can stand in for it when the service scales out.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /**
   * Stores the bytes and answers their path (/files/...). A private file goes under a dot folder,
   * which the static route never serves: it is read only through a call that checks the caller
   * (face photos: /openApi/facialRecognition/image).
   */
  save(bytes: Buffer, extension: string, options?: { private?: boolean }): Promise<string>;
  /** The disk path of a stored file's /files/ path (for engines that read the file itself). */
  pathOf(fileUrl: string): string;
  readonly rootDir: string;
}

export function createDiskStorage(rootDir: string): FileStorage {
  return {
    rootDir,
    pathOf: (fileUrl) => path.join(rootDir, fileUrl.replace(/^\/files\//, '')),
    async save(bytes, extension, options = {}) {
      const now = new Date();
      const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const folder = options.private ? `.private/${month}` : month;
      const name = `${randomUUID()}.${extension}`;
      await mkdir(path.join(rootDir, folder), { recursive: true });
      await writeFile(path.join(rootDir, folder, name), bytes);
      return `/files/${folder}/${name}`;
    },
  };
}
