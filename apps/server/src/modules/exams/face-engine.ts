/**
 * The face check's engine: face_compare.py (beside this file) under Debian's /usr/bin/python3
 * with python3-opencv and opencv-data, kept running as a few worker processes (face-workers.ts)
 * behind the assistant's bounded queue (a timeout each, a full queue refused at once). The threshold and its calibration are in
 * docs/face-check.md; it is a distance, and the 0-100 similarity the pages show derives from it.
 */
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { EngineFailedError, ProcessQueue } from '../../platform/process-queue';
import { FaceWorkerPool } from './face-workers';

export const FACE_SCRIPT = fileURLToPath(new URL('./face_compare.py', import.meta.url));
/** Debian's Python, which has cv2; the `python3` on a developer's PATH may be another one. */
export const DEFAULT_FACE_PYTHON = '/usr/bin/python3';
/** LBPH chi-square distance at or under which two faces count as one person (docs/face-check.md). */
export const DEFAULT_FACE_THRESHOLD = 80;

export interface FaceDetection {
  /** Faces at least half the size of the largest one (a small face on a poster does not count). */
  faces: number;
  detections: number;
}

export interface FaceComparison {
  /** Faces in the probe (the camera capture). */
  faces: number;
  referenceFaces: number;
  /** Null when either image has no face. */
  distance: number | null;
}

/** The engine cannot run here (no python3-opencv, no cascades): an operator's problem, said plainly. */
export class FaceEngineMissingError extends Error {
  constructor(detail: string) {
    super(`face engine unavailable: ${detail}`);
    this.name = 'FaceEngineMissingError';
  }
}

export class FaceEngine {
  private readonly workers: FaceWorkerPool;

  constructor(
    readonly python: string,
    readonly threshold: number,
    queue: ProcessQueue,
  ) {
    this.workers = new FaceWorkerPool(python, FACE_SCRIPT, queue);
  }

  async detect(image: string): Promise<FaceDetection> {
    const out = await this.run('detect', [image]);
    return { faces: Number(out.faces ?? 0), detections: Number(out.detections ?? 0) };
  }

  async compare(reference: string, probe: string): Promise<FaceComparison> {
    const out = await this.run('compare', [reference, probe]);
    return {
      faces: Number(out.faces ?? 0),
      referenceFaces: Number(out.referenceFaces ?? 0),
      distance: typeof out.distance === 'number' ? out.distance : null,
    };
  }

  isMatch(distance: number): boolean {
    return distance <= this.threshold;
  }

  /**
   * Similarity 0-100: 100 for identical, 60 at the threshold, 0 at 2.5 times it. Floored, so a
   * pass never shows under 60 and a fail never shows 60 or more.
   */
  score(distance: number): number {
    return Math.max(0, Math.min(100, Math.floor(100 - (distance * 40) / this.threshold)));
  }

  /** Ends the worker processes (the app is closing). */
  close(): void {
    this.workers.close();
  }

  private async run(op: 'detect' | 'compare', args: string[]): Promise<Record<string, unknown>> {
    try {
      return await this.workers.call({ op, args });
    } catch (error) {
      // No cv2.face or no cascade (the worker stops at once, saying so); ENOENT: no Python at all.
      if (error instanceof EngineFailedError && /cv2|cascade|opencv|No module/i.test(error.stderr))
        throw new FaceEngineMissingError(error.stderr.trim().split('\n').pop() ?? '');
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new FaceEngineMissingError(`${this.python} not found`);
      throw error;
    }
  }
}

export function createFaceEngine(env: NodeJS.ProcessEnv = process.env): FaceEngine {
  const python = env.FACE_PYTHON?.trim() || DEFAULT_FACE_PYTHON;
  const threshold = Number(env.FACE_MATCH_THRESHOLD ?? DEFAULT_FACE_THRESHOLD);
  const queue = new ProcessQueue({
    concurrency: Math.max(1, Math.min(4, os.availableParallelism())),
    maxQueued: Number(env.FACE_QUEUE ?? 32),
    timeoutMs: 20_000,
  });
  return new FaceEngine(
    python,
    Number.isFinite(threshold) && threshold > 0 ? threshold : DEFAULT_FACE_THRESHOLD,
    queue,
  );
}

/** Whether this machine can run the engine, and why not (the start log says it). */
export function faceEngineProblem(engine: FaceEngine): string | null {
  try {
    accessSync(engine.python, constants.X_OK);
  } catch {
    return `${engine.python} not found (apt-get install python3-opencv opencv-data)`;
  }
  return null;
}
