/**
 * Dubbing: when every line is recorded, the finished dub is the clip's picture with the student's
 * lines mixed in at their starts, as long as the clip, and playable (an mp4 with h264 and AAC).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DUB_CUES, TRAINING_ASSET_DIR } from '@lingua/content';
import {
  QuestionTypeCodes as C,
  type TAnswerSheet,
  type TAttemptReport,
  type TDubEntry,
  type TRecording,
  unsignedFileUrl,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../platform/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { record, spoken } from '../../test/speaking';
import { insertTraining } from '../trainings/insert-training';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const CLIP = 'dub-hotel-desk.mp4';
let t: TestApp;
let token = '';
let classId = 0;
let trainingId = 0;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { pollMs: 100 } });
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const student = await buildStudent(t.db, school.id);
  classId = (await buildClass(t.db, { schoolId: school.id, teacherId: teacher.id, studentIds: [student.id] })).id;
  const cue = DUB_CUES[CLIP];
  if (!cue) throw new Error('no clip');
  const videoUrl = await createDiskStorage(t.filesDir).save(
    readFileSync(path.join(repo, TRAINING_ASSET_DIR, CLIP)),
    'mp4',
  );
  trainingId = (
    await insertTraining(t.db, {
      key: 'test-dub',
      kind: 'dubbing',
      title: { cn: '配音', en: 'Dubbing' },
      intro: { cn: '配音', en: 'Dub it' },
      background: [],
      settings: {},
      questions: [
        {
          subject_type: C.dub,
          stem: 'Dub the clip.',
          fullMark: 20,
          analysis: { cn: '', en: '' },
          content: { videoUrl, durationSeconds: cue.durationSeconds, lines: cue.cues },
        },
      ],
    })
  ).training.id;
  const teacherToken = await t.signIn(teacher.mobile);
  await t.call(
    '/openApi/teacher/training/setClassTraining',
    { classId, trainingId, isOpen: true, deadline: null },
    { token: teacherToken },
  );
  token = await t.signIn(student.mobile);
}, 60_000);
afterAll(() => t.close());

describe('dubbing', () => {
  it("mixes the recorded lines into the clip as a playable dub of the clip's length", {
    timeout: 120_000,
  }, async () => {
    const cue = DUB_CUES[CLIP];
    const sheet = (
      await t.call<TAnswerSheet>('/openApi/student/training/answerSheet', { classId, trainingId }, { token })
    ).body.data as TAnswerSheet;
    const questionId = sheet.questions[0]?.questionId ?? 0;
    const attemptId = sheet.attempt.attemptId;
    const lines = cue?.cues ?? [];
    for (const [line, c] of lines.entries()) {
      const r = await record(t.app, token, { attemptId, questionId, line }, spoken(c.text, 'rms'));
      expect(r.code, r.message).toBe(200);
    }
    await t.call('/openApi/student/training/submit', { attemptId }, { token });
    for (let i = 0; i < 600; i++) {
      const list = (await t.call<TRecording[]>('/openApi/student/speaking/recordings', { attemptId }, { token })).body
        .data;
      if (list?.every((x) => x.status === 'done')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const report = (await t.call<TAttemptReport>('/openApi/training/report', { attemptId }, { token })).body.data;
    const dubUrl = report?.questions[0]?.result ?? '';
    expect(dubUrl).toMatch(/^\/files\/[^?]+\.mp4\?exp=\d+&sig=[\w-]+$/);
    expect(report?.attempt.score).toBeGreaterThan(10);
    const file = path.join(t.filesDir, unsignedFileUrl(dubUrl).replace('/files/', ''));
    const probe = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,codec_name',
      '-of',
      'json',
      file,
    ]).toString();
    const info = JSON.parse(probe) as {
      format: { duration: string };
      streams: { codec_type: string; codec_name: string }[];
    };
    expect(info.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
    expect(Number(info.format.duration)).toBeCloseTo(cue?.durationSeconds ?? 0, 0);
    // It decodes to the end, and the student's voice is in it (not the silence of a muted clip).
    const decoded = spawnSync(
      'ffmpeg',
      ['-hide_banner', '-nostats', '-i', file, '-af', 'volumedetect', '-f', 'null', '-'],
      {
        encoding: 'utf8',
      },
    );
    expect(decoded.status).toBe(0);
    expect(Number(/max_volume: (-?[\d.]+) dB/.exec(decoded.stderr)?.[1] ?? -91)).toBeGreaterThan(-30);
    const dubs = (await t.call<TDubEntry[]>('/openApi/speaking/dubList', { classId, trainingId }, { token })).body.data;
    expect(dubs).toMatchObject([{ fileUrl: dubUrl, me: true }]);
  });
});
