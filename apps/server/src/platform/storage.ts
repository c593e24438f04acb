/**
 * File storage: the local disk under the data folder (the default), or any S3-compatible store
 * (platform/storage-s3.ts, `STORAGE=s3`). Either way a stored file is named by its path,
 * `/files/<path>`, which the database keeps and GET /files/ serves (platform/file-serving.ts).
 * Engines that read a file by its disk path (ffprobe, LibreOffice, pocketsphinx, OpenCV) ask for
 * a local copy: the file itself on disk, a streamed temporary copy from S3.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
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
  /** The temporary file on this machine's disk, for checks and engines that read the file itself. */
  readonly path: string;
  readonly size: number;
  /** Stores it (a rename on disk, an upload to S3) and answers its path (/files/...). */
  keep(extension: string, options?: SaveOptions): Promise<string>;
  /** Deletes it; harmless after keep or a second time. */
  discard(): Promise<void>;
}

/** A stored file as a file on this machine's disk, for as long as the caller holds it. */
export interface LocalCopy {
  readonly path: string;
  /** Deletes the copy (nothing on disk storage, where the path is the stored file itself). */
  release(): Promise<void>;
}

export interface StoredFileInfo {
  size: number;
  /** As stored with it (S3); absent on disk, where the extension tells. */
  contentType?: string | undefined;
}

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** More bytes arrived than the receiver allowed; what was written is already deleted. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/**
 * Every method takes a stored path, `/files/<path>` (or `<path>` alone); a path with an empty,
 * `.` or `..` segment is refused (StoredPathError), never resolved.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /**
   * The folder on this machine's disk for work in progress (uploads being received, conversions
   * being made). On disk storage it is the files folder itself, so keeping an upload is a rename.
   */
  readonly workDir: string;
  /** On disk storage, the folder the files are in (GET /files/ serves from it); undefined on S3. */
  readonly diskRoot: string | undefined;
  /** Stores the bytes under a new name and answers their path (/files/...). */
  save(bytes: Buffer, extension: string, options?: SaveOptions): Promise<string>;
  /**
   * Streams an upload to a temporary file in the work folder, never holding it whole in memory.
   * Past `maxBytes` it stops reading, deletes what it wrote and throws FileTooLargeError.
   */
  receive(stream: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<ReceivedFile>;
  /**
   * Stores bytes, or a file of this machine's disk (moved, not copied), under a path the caller
   * names (machine voices, scoring inputs). A reader never sees half of it.
   */
  put(fileUrl: string, source: Buffer | { file: string }): Promise<void>;
  /**
   * Moves a finished folder of this machine's disk into place under `folderUrl`, whole: on disk a
   * rename; on S3 its files one by one with `lastFile` last, so that file's presence means the rest
   * are there. Answers false (and deletes the folder) when something is there already.
   */
  putFolder(localFolder: string, folderUrl: string, options?: { lastFile?: string }): Promise<boolean>;
  /** Its size, or undefined when no such file is stored. */
  stat(fileUrl: string): Promise<StoredFileInfo | undefined>;
  /** A small file whole (a result file, a face photo), or undefined when it is not there. */
  read(fileUrl: string): Promise<Buffer | undefined>;
  /** A stream of the file, or of a range of it; undefined when it is not there. */
  open(fileUrl: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The file on this machine's disk (see LocalCopy); undefined when it is not there. */
  localCopy(fileUrl: string): Promise<LocalCopy | undefined>;
  /** Moves a stored file to another path; false when it was not there. */
  move(fromUrl: string, toUrl: string): Promise<boolean>;
  /** Deletes a file; harmless when it is not there. */
  remove(fileUrl: string): Promise<void>;
  /** Deletes a folder and everything in it; harmless when it is not there. */
  removeFolder(folderUrl: string): Promise<void>;
}

/** Disk storage also answers the disk path of a stored file (tests and tools look at files directly). */
export interface DiskStorage extends FileStorage {
  readonly kind: 'disk';
  readonly rootDir: string;
  readonly diskRoot: string;
  /** The disk path of a stored file's /files/ path. */
  pathOf(fileUrl: string): string;
}

/** A stored path that names no file (an empty, `.` or `..` segment). */
export class StoredPathError extends Error {
  constructor(fileUrl: string) {
    super(`not a stored file path: ${fileUrl}`);
  }
}

/** The path inside the store of `/files/<path>` or `<path>`, checked segment by segment. */
export function storedKey(fileUrl: string): string {
  const plain = (fileUrl.split('?', 1)[0] ?? '').replace(/^\/files\//, '').replace(/\/+$/, '');
  const segments = plain.split('/');
  if (plain === '' || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0')))
    throw new StoredPathError(fileUrl);
  return plain;
}

/** Uploads in flight: a dot folder (never served) of the work folder. */
export const RECEIVING_DIR = '.receiving';
/** Local copies of files stored elsewhere (S3), deleted when released. */
export const COPIES_DIR = '.copies';
/** A file left in RECEIVING_DIR or COPIES_DIR this long belongs to a process that died mid-upload or mid-job. */
const LEFTOVER_MS = 24 * 60 * 60 * 1000;

/** A new file's path under the store: the month, under the dot folder when private, under public/ when public. */
export function newFileKey(extension: string, options: SaveOptions): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const folder = options.private ? `.private/${month}` : options.public ? `public/${month}` : month;
  return `${folder}/${randomUUID()}.${extension}`;
}

/**
 * Streams an upload to a new temporary file of `workDir`; `store` keeps it under a new key. Shared
 * by both storages: only what keeping does differs.
 */
export async function receiveToWorkDir(
  workDir: string,
  stream: AsyncIterable<Uint8Array>,
  maxBytes: number,
  store: (temporary: string, key: string) => Promise<void>,
  sweep: { done: boolean },
): Promise<ReceivedFile> {
  const receivingDir = path.join(workDir, RECEIVING_DIR);
  await mkdir(receivingDir, { recursive: true });
  if (!sweep.done) {
    sweep.done = true;
    // Uploads and engines' copies a process that died left behind.
    void removeLeftovers(receivingDir).catch(() => undefined);
    void removeLeftovers(path.join(workDir, COPIES_DIR)).catch(() => undefined);
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
      const key = newFileKey(extension, options);
      try {
        await store(temporary, key);
      } finally {
        await rm(temporary, { force: true });
      }
      kept = true;
      return `/files/${key}`;
    },
    async discard() {
      if (!kept) await rm(temporary, { force: true });
    },
  };
}

export function createDiskStorage(rootDir: string): DiskStorage {
  const sweep = { done: false };
  const diskPath = (fileUrl: string) => path.join(rootDir, storedKey(fileUrl));

  /** Moves a file of this disk into place (a copy when it is on another disk). */
  async function moveInto(from: string, to: string): Promise<void> {
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const partial = `${to}.${randomUUID()}.part`;
      await copyFile(from, partial);
      await rename(partial, to);
      await rm(from, { force: true });
    }
  }

  const storage: DiskStorage = {
    kind: 'disk',
    rootDir,
    diskRoot: rootDir,
    workDir: rootDir,
    // Tests and tools name files loosely (a bare folder, say): the plain join, as before.
    pathOf: (fileUrl) => path.join(rootDir, fileUrl.replace(/^\/files\//, '')),
    async save(bytes, extension, options = {}) {
      const key = newFileKey(extension, options);
      await mkdir(path.dirname(path.join(rootDir, key)), { recursive: true });
      await writeFile(path.join(rootDir, key), bytes);
      return `/files/${key}`;
    },
    receive: (stream, { maxBytes }) =>
      receiveToWorkDir(
        rootDir,
        stream,
        maxBytes,
        (temporary, key) => moveInto(temporary, path.join(rootDir, key)),
        sweep,
      ),
    async put(fileUrl, source) {
      const target = diskPath(fileUrl);
      await mkdir(path.dirname(target), { recursive: true });
      if (Buffer.isBuffer(source)) {
        // Written aside, then renamed: the file exists only whole.
        const partial = `${target}.${randomUUID()}.part`;
        await writeFile(partial, source);
        await rename(partial, target);
      } else {
        await moveInto(source.file, target);
      }
    },
    async putFolder(localFolder, folderUrl) {
      const target = diskPath(folderUrl);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(localFolder, target);
        return true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
        await rm(localFolder, { recursive: true, force: true });
        return false;
      }
    },
    async stat(fileUrl) {
      const info = await stat(diskPath(fileUrl)).catch(() => undefined);
      return info?.isFile() ? { size: info.size } : undefined;
    },
    async read(fileUrl) {
      return readFile(diskPath(fileUrl)).catch(() => undefined);
    },
    async open(fileUrl, range) {
      const file = diskPath(fileUrl);
      if (!(await storage.stat(fileUrl))) return undefined;
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async localCopy(fileUrl) {
      if (!(await storage.stat(fileUrl))) return undefined;
      return { path: diskPath(fileUrl), release: async () => undefined };
    },
    async move(fromUrl, toUrl) {
      if (!(await storage.stat(fromUrl))) return false;
      await moveInto(diskPath(fromUrl), diskPath(toUrl));
      return true;
    },
    async remove(fileUrl) {
      await rm(diskPath(fileUrl), { force: true });
    },
    async removeFolder(folderUrl) {
      await rm(diskPath(folderUrl), { recursive: true, force: true });
    },
  };
  return storage;
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

/** The media type of a file's extension, for the stores that keep one with each file. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * Runs `use` with the stored files as files of this machine's disk (local copies on S3), and
 * releases them after, whatever happens. A file that is not stored fails with its path.
 */
export async function withLocalFiles<T>(
  storage: FileStorage,
  fileUrls: readonly string[],
  use: (paths: string[]) => Promise<T>,
): Promise<T> {
  const copies: LocalCopy[] = [];
  try {
    for (const url of fileUrls) {
      const copy = await storage.localCopy(url);
      if (!copy) throw new Error(`stored file missing: ${url}`);
      copies.push(copy);
    }
    return await use(copies.map((c) => c.path));
  } finally {
    for (const copy of copies) await copy.release().catch(() => undefined);
  }
}
