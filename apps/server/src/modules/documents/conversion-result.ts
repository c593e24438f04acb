/**
 * A conversion's result, kept in the file storage beside its source (no table): `<source>.pages/`
 * holds the page images, the PDF made from an Office file, and `result.json`, which says done
 * (pages and their sizes) or failed (the reason's message key and params, worded when a caller
 * asks). The folder is written in the local work folder and put into place whole (a rename on
 * disk; on S3 its files with result.json last), so a reader never sees half of it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FileStorage } from '../../platform/storage';
import type { documentsMessages } from './messages';

/** Why a document is not shown, as a message of the documents module and its params. */
export interface ConversionRefusal {
  key: keyof typeof documentsMessages;
  params: Record<string, string | number>;
}

const ZStoredResult = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('done'),
    pageCount: z.number().int(),
    /** The PDF's file name in the folder; null when the source is the PDF. */
    pdf: z.string().nullable(),
    pages: z.array(z.object({ file: z.string(), width: z.number().int(), height: z.number().int() })),
  }),
  z.object({
    state: z.literal('failed'),
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    /** A failure that may pass (a time limit, a missing engine): tried again after a while. */
    transient: z.boolean(),
    at: z.number(),
  }),
]);
export type StoredResult = z.infer<typeof ZStoredResult>;

const RESULT_FILE = 'result.json';
/** Work folders of conversions in progress: a dot folder on the same disk, never served. */
export const CONVERTING_DIR = '.converting';

/** The result folder's /files/ path of a source's relative path (2026/11/x.docx → 2026/11/x.docx.pages). */
export function resultFolderOf(sourcePath: string): string {
  return `${sourcePath}.pages`;
}

/** Whether a relative path lies in a result folder (a page image or a made PDF is no source). */
export function isInResultFolder(relativePath: string): boolean {
  return relativePath.split('/').some((segment) => segment.endsWith('.pages'));
}

export function resultFileUrl(sourcePath: string, file: string): string {
  return `/files/${resultFolderOf(sourcePath)}/${file}`;
}

export async function readResult(storage: FileStorage, sourcePath: string): Promise<StoredResult | undefined> {
  const bytes = await storage.read(resultFileUrl(sourcePath, RESULT_FILE));
  if (bytes === undefined) return undefined;
  const text = bytes.toString('utf8');
  try {
    const parsed = ZStoredResult.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh folder under the work folder's dot folder; the caller removes it (finishResult moves it away). */
export async function newWorkFolder(storage: FileStorage): Promise<string> {
  const folder = path.join(storage.workDir, CONVERTING_DIR, randomUUID());
  await mkdir(folder, { recursive: true });
  return folder;
}

/**
 * Writes result.json into `outFolder` and puts the folder into place beside the source. When a
 * result is there already (another run finished first), that one stays and ours is dropped.
 */
export async function finishResult(
  storage: FileStorage,
  sourcePath: string,
  outFolder: string,
  result: StoredResult,
): Promise<void> {
  await writeFile(path.join(outFolder, RESULT_FILE), JSON.stringify(result));
  await storage.putFolder(outFolder, `/files/${resultFolderOf(sourcePath)}`, { lastFile: RESULT_FILE });
}

/** Forgets a result (a transient failure about to be tried again). */
export async function removeResult(storage: FileStorage, sourcePath: string): Promise<void> {
  await storage.removeFolder(`/files/${resultFolderOf(sourcePath)}`);
}
