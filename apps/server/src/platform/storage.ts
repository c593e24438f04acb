/**
 * File storage on the local disk under the data folder, served at /files/ (platform/file-serving.ts).
 * The interface is small so an S3-compatible store can stand in for it when the service scales out.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where a stored file may be read. By default a file is served only with a signed URL, which an
 * answer carries to a caller its call admitted (platform/file-urls.ts).
 */
export interface SaveOptions {
  /** Under public/, served to anyone (school logos, course pictures, seeded training media). */
  public?: boolean;
  /**
   * Under a dot folder, never served: read only through a call that checks the caller (face
   * photos: /openApi/facialRecognition/image).
   */
  private?: boolean;
}

/** An upload written to a temporary file, not yet stored: keep it under its type's extension, or discard it. */
export interface ReceivedFile {
  /** The temporary file on disk, for checks and engines that read the file itself. */
  readonly path: string;
  readonly size: number;
  /** Moves it into place (a rename on the same disk) and answers its path (/files/...). */
  keep(extension: string, options?: SaveOptions): Promise<string>;
  /** Deletes it; harmless after keep or a second time. */
  discard(): Promise<void>;
}

/** More bytes arrived than the receiver allowed; what was written is already deleted. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

export interface FileStorage {
  /** Stores the bytes and answers their path (/files/...). */
  save(bytes: Buffer, extension: string, options?: SaveOptions): Promise<string>;
  /**
   * Streams an upload to a temporary file in the storage's own folder, never holding it whole in
   * memory. Past `maxBytes` it stops reading, deletes what it wrote and throws FileTooLargeError.
   */
  receive(stream: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<ReceivedFile>;
  /** The disk path of a stored file's /files/ path (for engines that read the file itself). */
  pathOf(fileUrl: string): string;
  readonly rootDir: string;
}

/** Uploads in flight: a dot folder (never served) on the same disk, so keeping one is a rename. */
export const RECEIVING_DIR = '.receiving';
/** A file left in RECEIVING_DIR this long belongs to a process that died mid-upload. */
const LEFTOVER_MS = 24 * 60 * 60 * 1000;

export function createDiskStorage(rootDir: string): FileStorage {
  const receivingDir = path.join(rootDir, RECEIVING_DIR);
  let leftoversSwept = false;

  /** A new file's folder and name: the month, under the dot folder when private, under public/ when public. */
  async function placeFor(extension: string, options: SaveOptions) {
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const folder = options.private ? `.private/${month}` : options.public ? `public/${month}` : month;
    const name = `${randomUUID()}.${extension}`;
    await mkdir(path.join(rootDir, folder), { recursive: true });
    return { disk: path.join(rootDir, folder, name), url: `/files/${folder}/${name}` };
  }

  return {
    rootDir,
    pathOf: (fileUrl) => path.join(rootDir, fileUrl.replace(/^\/files\//, '')),
    async save(bytes, extension, options = {}) {
      const place = await placeFor(extension, options);
      await writeFile(place.disk, bytes);
      return place.url;
    },
    async receive(stream, { maxBytes }) {
      await mkdir(receivingDir, { recursive: true });
      if (!leftoversSwept) {
        leftoversSwept = true;
        void removeLeftovers(receivingDir).catch(() => undefined);
      }
      const temporary = path.join(receivingDir, `${randomUUID()}.part`);
      const counter = new ByteLimit(maxBytes);
      try {
        await pipeline(stream, counter, createWriteStream(temporary, { flags: 'wx' }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      let kept = false;
      return {
        path: temporary,
        size: counter.bytes,
        async keep(extension, options = {}) {
          const place = await placeFor(extension, options);
          try {
            await rename(temporary, place.disk);
          } catch (error) {
            await rm(temporary, { force: true });
            throw error;
          }
          kept = true;
          return place.url;
        },
        async discard() {
          if (!kept) await rm(temporary, { force: true });
        },
      };
    },
  };
}

/** Passes bytes through, failing (which ends the pipeline) as soon as more than the limit have passed. */
class ByteLimit extends Transform {
  bytes = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(new FileTooLargeError(this.maxBytes));
    else done(null, chunk);
  }
}

async function removeLeftovers(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  const before = Date.now() - LEFTOVER_MS;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < before) await rm(file, { force: true });
  }
}
