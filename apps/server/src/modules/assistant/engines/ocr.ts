/**
 * Image text recognition with tesseract.js (English and simplified Chinese), its language data
 * loaded from the npm data packages on disk (never downloaded). tesseract.js runs in its own
 * worker thread; calls go one at a time through a bounded queue with a time limit, and a worker
 * that times out is ended and started afresh.
 */
import { existsSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import { EngineTimeoutError, ProcessQueue } from '../../../platform/process-queue';
import type { EngineEnvironment } from './detect';

/** Tesseract puts spaces between Chinese characters (and around Chinese punctuation): take them out. */
export function tidyRecognisedText(text: string): string {
  const cjk = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef';
  return text
    .replace(new RegExp(`([${cjk}])[ \\t]+(?=[${cjk}])`, 'gu'), '$1')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export class OcrEngine {
  private worker: Promise<Worker> | undefined;
  private readonly queue = new ProcessQueue({ concurrency: 1, maxQueued: 8, timeoutMs: 60_000 });

  constructor(private readonly environment: EngineEnvironment) {}

  get available(): boolean {
    return this.environment.tools.some((t) => t.tool === 'ocr' && t.available);
  }

  /** One folder holding both languages' data, as tesseract.js wants a single langPath. */
  private langPath(): string {
    const { tesseractLangPath: eng, tesseractChiPath: chi } = this.environment.paths;
    if (!eng || !chi) throw new Error('tesseract language data missing');
    const dir = path.join(os.tmpdir(), `lingua-tessdata-${process.getuid?.() ?? 0}`);
    mkdirSync(dir, { recursive: true });
    for (const [file, from] of [
      ['eng.traineddata.gz', eng],
      ['chi_sim.traineddata.gz', chi],
    ] as const) {
      const link = path.join(dir, file);
      const target = path.join(from, file);
      // A link left by another checkout may dangle (existsSync is false for it): replace it.
      if (existsSync(link) && realpathSync(link) === realpathSync(target)) continue;
      rmSync(link, { force: true });
      try {
        symlinkSync(target, link);
      } catch (error) {
        // Another process made the same link in between; it points at the same data.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return dir;
  }

  private start(): Promise<Worker> {
    this.worker ??= createWorker(['chi_sim', 'eng'], 1, {
      langPath: this.langPath(),
      gzip: true,
      cacheMethod: 'none',
    });
    return this.worker;
  }

  async recognise(image: Buffer): Promise<string> {
    return this.queue.schedule(async () => {
      const worker = await this.start();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new EngineTimeoutError('tesseract')), 60_000);
      });
      try {
        const result = await Promise.race([worker.recognize(image), timeout]);
        return tidyRecognisedText(result.data.text);
      } catch (error) {
        if (error instanceof EngineTimeoutError) await this.close();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker).terminate();
  }
}
