/**
 * File storage on the local disk under the data folder, served at /files/ (platform/file-serving.ts).
 * The interface is small so an S3-compatible store can stand in for it when the service scales out.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /**
   * Stores the bytes and answers their path (/files/...). By default a file is served only with a
   * signed URL, which an answer carries to a caller its call admitted (platform/file-urls.ts).
   * `public`: under public/, served to anyone (school logos, course pictures, seeded training media).
   * `private`: under a dot folder, never served: read only through a call that checks the caller
   * (face photos: /openApi/facialRecognition/image).
   */
  save(bytes: Buffer, extension: string, options?: { private?: boolean; public?: boolean }): Promise<string>;
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
      const folder = options.private ? `.private/${month}` : options.public ? `public/${month}` : month;
      const name = `${randomUUID()}.${extension}`;
      await mkdir(path.join(rootDir, folder), { recursive: true });
      await writeFile(path.join(rootDir, folder, name), bytes);
      return `/files/${folder}/${name}`;
    },
  };
}
