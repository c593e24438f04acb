/**
 * Uploading to the resource pool through the real app: each of the spec's suffix groups is taken
 * when its content agrees; an unknown suffix, or a wrong file behind a right suffix, is refused
 * with "文件类型不支持"; audio and video over 210 s are refused; the size limit and the school's and
 * teacher's quotas answer "文件大小不能超过…" or the quota's message; checkSpace shows the figures.
 */
import type { TCheckSpace, TPoolResourceDetail } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { DOCX, JPG, M, mp3Of, mp4Of, PDF, PNG, TXT, uploadMaterial, ZIP } from '../../test/fixtures/resource-pool';

let t: TestApp;
let small: TestApp;
let teacher: string;
let student: string;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db)).id;
  teacher = await t.signIn((await buildTeacher(t.db, school)).mobile);
  student = await t.signIn((await buildStudent(t.db, school)).mobile);
});
afterAll(async () => {
  await t.close();
  await small?.close();
});

describe('pool upload', () => {
  it.each([
    { name: 'letter.txt', bytes: TXT, mediaType: 'document' },
    { name: 'agenda.docx', bytes: DOCX, mediaType: 'document' },
    { name: 'checklist.pdf', bytes: PDF, mediaType: 'document' },
    { name: 'chart.png', bytes: PNG, mediaType: 'image' },
    { name: 'photo.jpg', bytes: JPG, mediaType: 'image' },
    { name: 'photo.jpeg', bytes: JPG, mediaType: 'image' },
    { name: 'notes.zip', bytes: ZIP, mediaType: 'archive' },
  ])('takes $name as $mediaType, private until shared, its file signed', async ({ name, bytes, mediaType }) => {
    const r = await uploadMaterial(t, teacher, bytes, name, { description: 'For the unit on enquiries', level: '2' });
    expect(r.body).toMatchObject({
      code: 200,
      data: { mediaType, fileName: name, fileSize: bytes.length, isShared: false },
    });
    const data = r.body.data as TPoolResourceDetail;
    expect(data).toMatchObject({ resourceTopLevelType: 5, origin: 'mine', editable: true, level: 2 });
    expect(data.fileUrl).toMatch(/^\/files\/[^?]+\?exp=\d+&sig=[\w-]+$/);
  });

  it('measures audio and video with ffprobe and refuses them over 210 s', async () => {
    const audio = await uploadMaterial(t, teacher, mp3Of(3), 'greeting.mp3');
    // Whole seconds rounded up (part 1 §3); an mp3's frames may run a fraction past 3 s.
    expect(audio.body).toMatchObject({ code: 200, data: { mediaType: 'audio' } });
    expect([3, 4]).toContain(audio.body.data.duration);
    const video = await uploadMaterial(t, teacher, mp4Of(2), 'clip.mp4');
    expect(video.body).toMatchObject({ code: 200, data: { mediaType: 'video', duration: 2 } });
    const long = await uploadMaterial(t, teacher, mp3Of(215), 'lecture.mp3');
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('音频或视频时长不能超过210秒');
  });

  it('refuses an unknown suffix and a wrong file behind a right suffix', async () => {
    for (const [bytes, name] of [
      [PDF, 'setup.exe'],
      [PNG, 'contract.pdf'],
      [ZIP, 'contract.docx'],
      [PDF, 'song.mp3'],
      [TXT, 'photo.png'],
      [Buffer.from([0, 1, 2, 3, 0, 5]), 'notes.txt'],
    ] as const) {
      const r = await uploadMaterial(t, teacher, bytes, name);
      expect(r.status, name).toBe(415);
      expect(r.body.message).toBe('文件类型不支持');
    }
  });

  it('names a bad field in both languages and keeps students out', async () => {
    const r = await uploadMaterial(t, teacher, PDF, 'a.pdf', { level: '7' });
    expect(r.body).toMatchObject({ code: 400, field: 'level' });
    const course = await uploadMaterial(t, teacher, PDF, 'a.pdf', { courseKey: 'no-such-course' });
    expect(course.body).toMatchObject({ code: 400, field: 'courseKey', message: '课程不存在' });
    expect((await uploadMaterial(t, student, PDF, 'a.pdf')).status).toBe(403);
  });

  it('refuses a file over the upload limit and over the quotas, and checkSpace shows both', async () => {
    small = await buildTestApp({
      jobs: { run: false },
      poolQuotas: { uploadBytes: 1024 * 1024, teacherBytes: 1536 * 1024, schoolBytes: 10 * 1024 * 1024 },
    });
    const school = (await buildSchool(small.db)).id;
    const token = await small.signIn((await buildTeacher(small.db, school)).mobile);
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1, 0x20)]);
    const over = await uploadMaterial(small, token, big, 'big.pdf');
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('文件大小不能超过1MB');

    const near = Buffer.concat([PDF, Buffer.alloc(1000 * 1024, 0x20)]);
    expect((await uploadMaterial(small, token, near, 'first.pdf')).body.code).toBe(200);
    const space = await small.call<TCheckSpace>(`${M}/main/checkSpace`, { fileSize: near.length }, { token });
    expect(space.body.data).toMatchObject({
      teacher: { used: near.length, total: 1536 * 1024 },
      school: { used: near.length, total: 10 * 1024 * 1024 },
      enough: false,
    });
    const full = await uploadMaterial(small, token, near, 'second.pdf');
    expect(full.status).toBe(413);
    expect(full.body.message).toMatch(/^个人资源空间不足/);
    const fullEn = await small.app.inject({
      method: 'POST',
      url: `${M}/main/checkSpace`,
      payload: { fileSize: 10 },
      headers: { token, 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(fullEn.json().data.enough).toBe(true);
  });
});
