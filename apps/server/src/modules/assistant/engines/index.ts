/**
 * The assistant's engines, built once at start from what `detectEngines` found. Every engine
 * program runs in a child process through one bounded queue, so a slow tool never holds the
 * request thread and a flood of calls is refused early rather than piling up.
 */
import os from 'node:os';
import path from 'node:path';
import { ProcessQueue } from '../../../platform/process-queue';
import { CorrectionEngine } from './correction';
import { detectEngines, type EngineEnvironment } from './detect';
import { DictionaryEngine } from './dictionary';
import { Lexicon } from './lexicon';
import { OcrEngine } from './ocr';
import { PronunciationEngine } from './pronunciation';
import { Sphinx } from './sphinx';
import { SynthesisEngine } from './synthesis';
import { WorkerClient } from './worker-client';

export interface AssistantEngines {
  environment: EngineEnvironment;
  processes: ProcessQueue;
  synthesis: SynthesisEngine;
  sphinx: Sphinx;
  dictionary: DictionaryEngine;
  correction: CorrectionEngine;
  ocr: OcrEngine;
  pronunciation: PronunciationEngine;
  close(): Promise<void>;
}

export function createAssistantEngines(env: NodeJS.ProcessEnv = process.env): AssistantEngines {
  const environment = detectEngines(env);
  const processes = new ProcessQueue({
    concurrency: Math.max(2, os.availableParallelism()),
    maxQueued: Number(env.ASSISTANT_QUEUE ?? 32),
    timeoutMs: 60_000,
  });
  const correction = new CorrectionEngine(
    new WorkerClient(new URL('./correction-worker.mjs', import.meta.url), 'correction', {
      maxQueued: 16,
      timeoutMs: 30_000,
    }),
  );
  const ocr = new OcrEngine(environment);
  const sphinx = new Sphinx(environment, processes);
  return {
    environment,
    processes,
    synthesis: new SynthesisEngine(environment, processes),
    sphinx,
    pronunciation: new PronunciationEngine(
      sphinx,
      processes,
      new Lexicon(
        path.join(environment.paths.sphinxModel ?? '', 'cmudict-en-us.dict'),
        processes,
        environment.paths.programs['espeak-ng'],
      ),
    ),
    dictionary: new DictionaryEngine(environment, processes),
    correction,
    ocr,
    async close() {
      await Promise.all([correction.close(), ocr.close()]);
    },
  };
}
