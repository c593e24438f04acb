/**
 * FileStorage on an S3-compatible store (AWS S3, MinIO, Ceph, OSS/COS in S3 mode), chosen with
 * `STORAGE=s3` (docs/operations.md, "Object storage"). Objects are named by the stored path under
 * an optional prefix, so `/files/2026/11/x.pdf` is `<prefix>2026/11/x.pdf` in the bucket. Uploads
 * arrive in the local work folder first (their type is checked there) and are then streamed up;
 * reads stream down, a range at a time for media; engines get a temporary local copy.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { COPIES_DIR, contentTypeOf, type FileStorage, newFileKey, receiveToWorkDir, storedKey } from './storage';

export interface S3StorageConfig {
  /** The store's address (MinIO: http://minio:9000); unset for AWS itself. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
  /** Prepended to every key ("lingua/"), so one bucket can hold several deployments. */
  prefix?: string | undefined;
  /** This machine's folder for uploads being received and local copies. */
  workDir: string;
}

export interface S3Storage extends FileStorage {
  readonly kind: 's3';
  readonly client: S3Client;
  readonly bucket: string;
}

export function createS3Storage(config: S3StorageConfig): S3Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only when the operation requires one: self-hosted stores reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const prefix = config.prefix ?? '';
  const keyOf = (fileUrl: string) => prefix + storedKey(fileUrl);
  const sweep = { done: false };

  async function putLocalFile(file: string, key: string): Promise<void> {
    const { size } = await stat(file);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function get(key: string, range?: { start: number; end: number }) {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return answer.Body as Readable | undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function keysUnder(folderKey: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${folderKey}/`, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  const storage: S3Storage = {
    kind: 's3',
    client,
    bucket: Bucket,
    workDir: config.workDir,
    diskRoot: undefined,
    async save(bytes, extension, options = {}) {
      const key = newFileKey(extension, options);
      await client.send(
        new PutObjectCommand({ Bucket, Key: prefix + key, Body: bytes, ContentType: contentTypeOf(key) }),
      );
      return `/files/${key}`;
    },
    receive: (stream, { maxBytes }) =>
      receiveToWorkDir(
        config.workDir,
        stream,
        maxBytes,
        (temporary, key) => putLocalFile(temporary, prefix + key),
        sweep,
      ),
    async put(fileUrl, source) {
      const key = keyOf(fileUrl);
      if (Buffer.isBuffer(source)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: source, ContentType: contentTypeOf(key) }));
      } else {
        await putLocalFile(source.file, key);
        await rm(source.file, { force: true });
      }
    },
    async putFolder(localFolder, folderUrl, options = {}) {
      const folderKey = keyOf(folderUrl);
      try {
        if ((await keysUnder(folderKey)).length > 0) return false;
        const names = (await readdir(localFolder)).sort(
          (a, b) => Number(a === options.lastFile) - Number(b === options.lastFile),
        );
        for (const name of names) await putLocalFile(path.join(localFolder, name), `${folderKey}/${name}`);
        return true;
      } finally {
        await rm(localFolder, { recursive: true, force: true });
      }
    },
    async stat(fileUrl) {
      const answer = await head(keyOf(fileUrl));
      return answer ? { size: answer.ContentLength ?? 0, contentType: answer.ContentType } : undefined;
    },
    async read(fileUrl) {
      const body = await get(keyOf(fileUrl));
      if (!body) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async open(fileUrl, range) {
      return get(keyOf(fileUrl), range);
    },
    async localCopy(fileUrl) {
      const key = keyOf(fileUrl);
      const body = await get(key);
      if (!body) return undefined;
      const folder = path.join(config.workDir, COPIES_DIR);
      await mkdir(folder, { recursive: true });
      // The extension stays: engines tell a file's kind by it.
      const file = path.join(folder, `${randomUUID()}${path.extname(key)}`);
      try {
        await pipeline(body, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { path: file, release: () => rm(file, { force: true }) };
    },
    async move(fromUrl, toUrl) {
      const from = keyOf(fromUrl);
      if (!(await head(from))) return false;
      const source = `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket, Key: keyOf(toUrl), CopySource: source }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
      return true;
    },
    async remove(fileUrl) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(fileUrl) }));
    },
    async removeFolder(folderUrl) {
      const keys = await keysUnder(keyOf(folderUrl));
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
  };
  return storage;
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
