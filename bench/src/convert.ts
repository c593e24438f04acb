/**
 * `npm run convert -w @lingua/bench`: the issue 18 measure, a 20-page .docx (twenty units of a
 * business correspondence handbook, written by the bench) converted as the server's job converts
 * it: the content check, LibreOffice to PDF (a fresh profile each run), pdfinfo, pdftoppm to 1240 px
 * PNG pages; then the stored result read as a second request reads it. Prints each step's time per
 * run (CONVERT_BENCH_RUNS, default 3) and the median total.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishResult, newWorkFolder, readResult } from '../../apps/server/src/modules/documents/conversion-result';
import { DocumentConverter, detectConverterPrograms } from '../../apps/server/src/modules/documents/converter';
import { createDiskStorage } from '../../apps/server/src/platform/storage';
import { CORRESPONDENCE_HANDBOOK } from '../../apps/server/src/test/fixtures/business-documents';
import { docxOf } from '../../apps/server/src/test/office-files';

const print = (line: string) => process.stdout.write(`${line}\n`);
const RUNS = Number(process.env.CONVERT_BENCH_RUNS ?? 3);

async function main() {
  const converter = new DocumentConverter(detectConverterPrograms());
  const engines = converter.describe();
  if (!engines.available) throw new Error(`document conversion is not available here: ${engines.detail}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'convert-bench-'));
  const storage = createDiskStorage(dir);
  const bytes = docxOf(CORRESPONDENCE_HANDBOOK);
  print(
    `document: ${CORRESPONDENCE_HANDBOOK.length}-page .docx, ${(bytes.length / 1024).toFixed(1)} KB; ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const totals: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const sourcePath = `2026/11/handbook-${run}.docx`;
      mkdirSync(path.join(dir, '2026/11'), { recursive: true });
      writeFileSync(path.join(dir, sourcePath), bytes);
      const work = await newWorkFolder(storage);
      const out = path.join(work, 'out');
      mkdirSync(out);
      const steps: string[] = [];
      const started = performance.now();
      const result = await converter.convert(path.join(dir, sourcePath), work, out, (step, ms) =>
        steps.push(`${step} ${ms.toFixed(0)} ms`),
      );
      await finishResult(storage, sourcePath, out, result);
      const total = performance.now() - started;
      rmSync(work, { recursive: true, force: true });
      if (result.state !== 'done') throw new Error(`conversion failed: ${result.key}`);
      const readStarted = performance.now();
      const stored = await readResult(storage, sourcePath);
      const read = performance.now() - readStarted;
      totals.push(total);
      print(
        `run ${run}: ${steps.join(', ')}; total ${(total / 1000).toFixed(1)} s for ${result.pageCount} pages (${stored?.state === 'done' ? stored.pages.length : 0} images); stored result read ${read.toFixed(1)} ms`,
      );
    }
    const sorted = [...totals].sort((a, b) => a - b);
    print(`median total: ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(1)} s over ${RUNS} runs`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
