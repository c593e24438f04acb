/** pocketsphinx (Debian, en-us model): audio to 16 kHz mono WAV, then plain decoding of what was said. */
import path from 'node:path';
import type { ProcessQueue } from '../../../platform/process-queue';
import type { EngineEnvironment } from './detect';

export class Sphinx {
  constructor(
    private readonly environment: EngineEnvironment,
    private readonly processes: ProcessQueue,
  ) {}

  get model(): string {
    const model = this.environment.paths.sphinxModel;
    if (!model) throw new Error('pocketsphinx-en-us is not installed');
    return model;
  }

  program(name: string): string {
    const found = this.environment.paths.programs[name];
    if (!found) throw new Error(`${name} is not installed`);
    return found;
  }

  /** Any audio ffmpeg reads → 16 kHz mono 16-bit WAV (what the acoustic model expects). */
  async toWav16(input: string, output: string): Promise<void> {
    await this.processes.run(this.program('ffmpeg'), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      input,
      '-ac',
      '1',
      '-ar',
      '16000',
      '-sample_fmt',
      's16',
      output,
    ]);
  }

  /** The words heard in a 16 kHz WAV, by the general language model (`timeoutMs`: long recordings). */
  async transcribe(wav16: string, timeoutMs?: number): Promise<string> {
    const { stdout } = await this.processes.run(
      this.program('pocketsphinx_continuous'),
      ['-infile', wav16, ...this.modelArguments(), '-logfn', '/dev/null'],
      timeoutMs ? { timeoutMs } : {},
    );
    return stdout.toString('utf8').trim();
  }

  modelArguments(): string[] {
    return [
      '-hmm',
      path.join(this.model, 'en-us'),
      '-lm',
      path.join(this.model, 'en-us.lm.bin'),
      '-dict',
      path.join(this.model, 'cmudict-en-us.dict'),
    ];
  }
}
