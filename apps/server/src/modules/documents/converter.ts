/**
 * The conversion itself: LibreOffice in headless mode makes a PDF of an Office or text file (a PDF
 * skips it), poppler's pdfinfo counts and measures its pages, pdftoppm draws the first pages as
 * PNG images. Every program runs through one process queue of one, so a server converts one
 * document at a time; LibreOffice gets a fresh profile per run (two runs never share one) and is
 * killed with its whole process group at its time limit. A document that cannot be shown ends as
 * a failed result with its reason, never as an exception (docs/architecture.md "Document conversion").
 */
import { mkdir, open, readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EngineFailedError, EngineTimeoutError, ProcessQueue } from '../../platform/process-queue';
import { findProgram } from '../assistant/engines/detect';
import type { ConversionRefusal, StoredResult } from './conversion-result';
import { CONVERSION_LIMITS } from './limits';
import { hasOddPage, isPasswordRefusal, pageFilesInOrder, parsePdfInfo, pngSize } from './pdf-facts';
import { checkSource, isRefusal, type SourceKind } from './source-check';

export interface ConverterPrograms {
  soffice: string | undefined;
  pdfinfo: string | undefined;
  pdftoppm: string | undefined;
}

/** Finds the programs on the PATH once at start (LibreOffice as soffice or libreoffice). */
export function detectConverterPrograms(env: NodeJS.ProcessEnv = process.env): ConverterPrograms {
  const envPath = env.PATH ?? '/usr/bin:/bin';
  return {
    soffice: findProgram('soffice', envPath) ?? findProgram('libreoffice', envPath),
    pdfinfo: findProgram('pdfinfo', envPath),
    pdftoppm: findProgram('pdftoppm', envPath),
  };
}

export type ConversionStep = 'check' | 'libreoffice' | 'pdfinfo' | 'pdftoppm';
export type StepListener = (step: ConversionStep, ms: number) => void;

const failed = (refusal: ConversionRefusal, transient = false): StoredResult => ({
  state: 'failed',
  key: refusal.key,
  params: refusal.params,
  transient,
  at: Date.now(),
});

export class DocumentConverter {
  /** One program at a time on this server; the job runner hands over one document at a time too. */
  readonly queue = new ProcessQueue({ concurrency: 1, maxQueued: 4, timeoutMs: CONVERSION_LIMITS.pagesTimeoutMs });

  constructor(readonly programs: ConverterPrograms) {}

  /** The Debian packages a source of this kind still needs, or an empty list. */
  missingFor(kind: 'pdf' | 'office'): string[] {
    const missing: string[] = [];
    if (kind === 'office' && !this.programs.soffice) missing.push('LibreOffice (libreoffice-writer-nogui …)');
    if (!this.programs.pdfinfo || !this.programs.pdftoppm) missing.push('poppler-utils');
    return missing;
  }

  /** The operator's and the start log's line: what runs conversions, or what is missing. */
  describe(): { available: boolean; detail: string } {
    const missing = this.missingFor('office');
    return missing.length === 0
      ? { available: true, detail: `LibreOffice ${this.programs.soffice}, poppler pdftoppm` }
      : { available: false, detail: `missing: ${missing.join(', ')} (scripts/setup-engines.sh)` };
  }

  /**
   * Converts the file at `sourceDisk` into `outFolder` (page-N.png, document.pdf for an Office
   * source), working in `workFolder`; answers the result to store. `onStep` hears each step's
   * time (the benchmark, the log).
   */
  async convert(
    sourceDisk: string,
    workFolder: string,
    outFolder: string,
    onStep: StepListener = () => undefined,
  ): Promise<StoredResult> {
    const timed = async <T>(step: ConversionStep, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        onStep(step, performance.now() - started);
      }
    };
    const source = await timed('check', () => checkSource(sourceDisk));
    if (isRefusal(source)) return failed(source);
    const missing = this.missingFor(source.kind === 'pdf' ? 'pdf' : 'office');
    if (missing.length > 0)
      return failed({ key: 'conversionUnavailable', params: { missing: missing.join(', ') } }, true);
    try {
      const pdf =
        source.kind === 'pdf'
          ? sourceDisk
          : await timed('libreoffice', () => this.toPdf(sourceDisk, source, workFolder, outFolder));
      if (typeof pdf !== 'string') return pdf;
      return await this.toPages(pdf, outFolder, source.kind === 'pdf' ? null : path.basename(pdf), timed);
    } catch (error) {
      if (error instanceof EngineTimeoutError)
        return failed({ key: 'conversionTimeout', params: { seconds: timeoutSecondsOf(error.command) } }, true);
      if (error instanceof EngineFailedError)
        return failed({
          key: isPasswordRefusal(error.stderr) ? 'conversionPassword' : 'conversionDamaged',
          params: {},
        });
      throw error;
    }
  }

  private async toPdf(
    sourceDisk: string,
    source: Exclude<SourceKind, { kind: 'pdf' }>,
    workFolder: string,
    outFolder: string,
  ): Promise<string | StoredResult> {
    const soffice = this.programs.soffice as string;
    const input = path.join(workFolder, `source.${source.kind === 'text' ? 'txt' : source.extension}`);
    await symlink(sourceDisk, input);
    const pdfFolder = path.join(workFolder, 'pdf');
    await mkdir(pdfFolder);
    await this.queue.run(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(workFolder, 'profile')).href}`,
        '--headless',
        '--invisible',
        '--nologo',
        '--nodefault',
        '--norestore',
        '--nolockcheck',
        // Text is read as UTF-8 (the only text a source may be), whatever the server's locale.
        ...(source.kind === 'text' ? ['--infilter=Text (encoded):UTF8,LF,,,'] : []),
        '--convert-to',
        'pdf',
        '--outdir',
        pdfFolder,
        input,
      ],
      { timeoutMs: CONVERSION_LIMITS.officeTimeoutMs, killGroup: true },
    );
    // LibreOffice answers 0 even when it could not load the file: the PDF is the proof.
    const made = path.join(pdfFolder, 'source.pdf');
    const pdf = path.join(outFolder, 'document.pdf');
    try {
      await rename(made, pdf);
    } catch {
      return failed({ key: 'conversionDamaged', params: {} });
    }
    return pdf;
  }

  private async toPages(
    pdf: string,
    outFolder: string,
    pdfName: string | null,
    timed: <T>(step: ConversionStep, work: () => Promise<T>) => Promise<T>,
  ): Promise<StoredResult> {
    const last = String(CONVERSION_LIMITS.maxPages);
    const { stdout } = await timed('pdfinfo', () =>
      this.queue.run(this.programs.pdfinfo as string, ['-f', '1', '-l', last, pdf]),
    );
    const info = parsePdfInfo(stdout.toString('utf8'));
    if (!info || info.pages === 0) return failed({ key: 'conversionDamaged', params: {} });
    if (hasOddPage(info.sizes)) return failed({ key: 'conversionOddPages', params: {} });
    const width = String(CONVERSION_LIMITS.pageWidthPx);
    await timed('pdftoppm', () =>
      this.queue.run(this.programs.pdftoppm as string, [
        '-png',
        '-scale-to-x',
        width,
        '-scale-to-y',
        '-1',
        '-f',
        '1',
        '-l',
        last,
        pdf,
        path.join(outFolder, 'page'),
      ]),
    );
    const pages: Array<{ file: string; width: number; height: number }> = [];
    for (const file of pageFilesInOrder(await readdir(outFolder))) {
      const size = pngSize(await readHead(path.join(outFolder, file), 24));
      if (!size) return failed({ key: 'conversionDamaged', params: {} });
      pages.push({ file, ...size });
    }
    if (pages.length === 0) return failed({ key: 'conversionDamaged', params: {} });
    return { state: 'done', pageCount: info.pages, pdf: pdfName, pages };
  }
}

function timeoutSecondsOf(command: string): number {
  const ms = /soffice|libreoffice/.test(command) ? CONVERSION_LIMITS.officeTimeoutMs : CONVERSION_LIMITS.pagesTimeoutMs;
  return Math.round(ms / 1000);
}

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Removes a work folder and what is left in it (the profile, the link to the source). */
export async function removeWorkFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}
