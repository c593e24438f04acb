/**
 * Speaking e2e helpers: the fake microphone's sound (a sentence spoken by flite, made when the
 * spec loads, looped by Chromium) and the ids of a seeded training of Ms Zhou's class, read
 * through the API as the teacher before any browser signs her in.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { PASSWORD } from './helpers';

export const SPEAKING_TEACHER = '13800000008';
export const ORAL_CLASS = '2026级商务英语听说班';

/** A wav of `text` (16 kHz mono PCM, which Chromium's fake capture reads) followed by a pause. */
export function fakeMicWav(text: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lingua-fake-mic-'));
  const speech = path.join(dir, 'speech.wav');
  const out = path.join(dir, 'mic.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', speech]);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    speech,
    '-af',
    'apad=pad_dur=1',
    '-ar',
    '48000',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    out,
  ]);
  return out;
}

type Envelope<T> = { code: number; data: T };

/** The class id and the id of the training titled `title` in Ms Zhou's class. */
export async function oralTraining(request: APIRequestContext, title: string) {
  const login = (await (
    await request.post('/openApi/login/login', { data: { mobile: SPEAKING_TEACHER, password: PASSWORD } })
  ).json()) as Envelope<{ token: string }>;
  const headers = { token: login.data.token };
  const classes = (await (
    await request.post('/openApi/overall/getClassResource', { data: {}, headers })
  ).json()) as Envelope<Array<{ classId: number; className: string }>>;
  const classId = classes.data.find((c) => c.className === ORAL_CLASS)?.classId ?? 0;
  const list = (await (
    await request.post('/openApi/teacher/training/classTrainings', { data: { classId }, headers })
  ).json()) as Envelope<Array<{ trainingId: number; title: string }>>;
  const trainingId = list.data.find((t) => t.title === title)?.trainingId ?? 0;
  return { classId, trainingId };
}
