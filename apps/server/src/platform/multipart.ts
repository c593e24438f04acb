/**
 * Reading a streamed multipart request (@fastify/multipart): its text fields, and its file
 * received to disk with the type judged on the first bytes and the size counted as it arrives.
 */
import type { Readable } from 'node:stream';
import { ResponseCode } from '@lingua/contracts';
import { AppError, badRequest } from './errors';
import type { ContentCheck } from './file-content';
import { type FileStorage, FileTooLargeError, type ReceivedFile } from './storage';

/** The most the plugin lets through in one request (app.ts); each call sets its own lower limit. */
export const MULTIPART_LIMITS = { files: 1, fields: 10, fileSize: 500 * 1024 * 1024 + 1 } as const;

/** The first bytes an upload's type is judged on: file-type needs 4,100; more lets an Office zip show its entries. */
export const HEAD_BYTES = 64 * 1024;

/** A text field of a streamed multipart request, as @fastify/multipart hands it over (or nothing). */
export function multipartFieldValue(field: unknown): string | undefined {
  if (field && typeof field === 'object' && 'value' in field && typeof field.value === 'string') return field.value;
  return undefined;
}

/** The file stream of a multipart part: busboy marks it truncated when the plugin's own limit cut it. */
export type FilePartStream = Readable & { truncated?: boolean };

export interface UploadRules {
  maxBytes: number;
  content: ContentCheck;
  /** The answer for a file over maxBytes; "文件大小不能超过{n}MB" by default. */
  tooLarge?: AppError;
  /** The answer for an empty file; "请选择要上传的文件" by default. */
  empty?: AppError;
}

export interface Upload {
  /** The received file: the caller keeps it (storage) or discards it (after an engine read it). */
  file: ReceivedFile;
  /** What its content is, as an extension. */
  extension: string;
}

/**
 * Receives a file part into the storage's temporary folder. The type is judged on the first bytes
 * before anything is written, the size counted while the rest is written (refused the moment it
 * passes maxBytes), then the type confirmed on the whole file. A refused file leaves nothing on
 * disk; the rest of its request is read and thrown away after the answer (body-limits.ts).
 */
export async function receiveUpload(file: FilePartStream, storage: FileStorage, rules: UploadRules): Promise<Upload> {
  let received: ReceivedFile | undefined;
  try {
    const { head, whole } = await readHead(file, HEAD_BYTES);
    if (head.length === 0) throw rules.empty ?? badRequest('fileMissing', 'file');
    if (!(await rules.content.mayBe(head))) throw typeNotSupported();
    received = await storage.receive(whole, { maxBytes: rules.maxBytes });
    // The plugin's limit cut the file short: it is larger than anything the call accepts.
    if (file.truncated) throw new FileTooLargeError(rules.maxBytes);
    const extension = await rules.content.extensionOf(received.path);
    if (!extension) throw typeNotSupported();
    return { file: received, extension };
  } catch (error) {
    file.destroy();
    await received?.discard();
    if (error instanceof FileTooLargeError) throw rules.tooLarge ?? fileTooLarge(rules.maxBytes);
    throw error;
  }
}

/** "文件大小不能超过{n}MB", the limit in whole megabytes (every upload limit is). */
export function fileTooLarge(maxBytes: number): AppError {
  return new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', {
    limit: Math.floor(maxBytes / (1024 * 1024)),
    unit: 'MB',
  });
}

function typeNotSupported(): AppError {
  return new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported');
}

/**
 * Reads the first `size` bytes of a stream (fewer when it ends first); `whole` gives every byte
 * again, the first ones included, and then the rest as it arrives.
 */
export async function readHead(
  stream: AsyncIterable<Uint8Array>,
  size: number,
): Promise<{ head: Buffer; whole: AsyncIterable<Buffer> }> {
  const iterator = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    }
  }
  return { head, whole: whole() };
}
