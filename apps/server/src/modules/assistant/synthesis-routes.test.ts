import type { TSynthesisResult, TVoice } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let student: string;
beforeAll(async () => {
  t = await buildTestApp();
  const schoolId = (await buildSchool(t.db)).id;
  const otherSchoolId = (await buildSchool(t.db)).id;
  teacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
  otherTeacher = await t.signIn((await buildTeacher(t.db, otherSchoolId)).mobile);
  student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
});
afterAll(() => t.close());

const synth = (body: object, token = teacher) =>
  t.call<TSynthesisResult>('/openApi/assistant/synthesis', body, { token });

describe('speech synthesis calls', () => {
  it('lists the 13 voices, every one available here', async () => {
    const r = await t.call<TVoice[]>('/openApi/assistant/voiceList', {}, { token: teacher });
    expect(r.body.data).toHaveLength(13);
    expect(r.body.data?.filter((v) => v.hidden)).toEqual([]);
    expect(r.body.data?.find((v) => v.name === 'Lydia')?.bilingual).toBe(true);
  });

  it('synthesises a sentence, stores the mp3 and answers the quote fields', async () => {
    const r = await synth({ text: '<p>Good <b>morning</b>, everyone.</p>', voice: 'luna', volume: 50, speech_rate: 0 });
    expect(r.body.code).toBe(200);
    const data = r.body.data as TSynthesisResult;
    expect(data.fileUrl).toMatch(/^\/files\/[^?]+\.mp3\?exp=\d+&sig=[\w-]+$/);
    expect(data.audioDuration).toBeGreaterThanOrEqual(1);
    expect(data.resourceFileName).toMatch(/^\d{13}\.mp3$/);
    expect(data.resourceMultiName).toBe('Good morning , everyone.');
    const file = await t.app.inject({ method: 'GET', url: data.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(2000);

    const quote = await t.call<{ id: number }>(
      '/openApi/resourceManage/multimedia/add',
      {
        title: data.resourceMultiName,
        isShared: 0,
        resourceMultiRemark: '文本合成',
        fileUrl: data.fileUrl,
        audioDuration: data.audioDuration,
        resourceFileName: data.resourceFileName,
        resourceMultiName: data.resourceMultiName,
      },
      { token: teacher },
    );
    expect(quote.body.code).toBe(222);
    expect(quote.body.message).toBe('已添加到多媒体资源');
    expect(quote.body.data?.id).toBeGreaterThan(0);
    // Editing someone else's resource, or quoting a file the server never stored, is refused.
    const edit = {
      ...quote.body.data,
      title: 'x',
      fileUrl: data.fileUrl,
      audioDuration: 1,
      resourceFileName: 'a',
      resourceMultiName: 'a',
    };
    expect((await t.call('/openApi/resourceManage/multimedia/add', edit, { token: otherTeacher })).body.code).toBe(404);
    const forged = { ...edit, id: undefined, fileUrl: '/files/../../etc/passwd' };
    expect((await t.call('/openApi/resourceManage/multimedia/add', forged, { token: teacher })).body.code).toBe(400);
  });

  it('answers the validation messages of part 1 §5', async () => {
    const noVoice = await synth({ text: 'Hello', voice: 'nobody' });
    expect(noVoice.body).toMatchObject({ code: 400, message: '该语种暂不支持合成' });
    const empty = await synth({ text: '<p> </p>[bl][/bl]', voice: 'luna' });
    expect(empty.body).toMatchObject({ code: 400, message: '请先输入要合成的单词或句子' });
    const long = await synth({ text: 'a'.repeat(301), voice: 'luna' });
    expect(long.body).toMatchObject({ code: 400, message: '合成文本不能超过300个字符' });
    expect((await synth({ text: 'a'.repeat(300), voice: 'luca' })).body.code).toBe(200);
    const en = await synth({ text: '你好', voice: 'luna' }, teacher);
    expect(en.body.code).toBe(400);
    const english = await t.call(
      '/openApi/assistant/synthesis',
      { text: '', voice: 'luna' },
      {
        token: teacher,
        headers: { 'accept-language': 'en' },
      },
    );
    expect(english.body.message).toBe('Please enter the word or sentence to synthesise first');
  });

  it('is for teachers; txtToVoice serves any signed-in user', async () => {
    expect((await synth({ text: 'Hello', voice: 'luna' }, student)).body.code).toBe(403);
    expect((await t.call('/openApi/assistant/synthesis', { text: 'Hello', voice: 'luna' })).body.code).toBe(700);
    const r = await t.call<TSynthesisResult>(
      '/openApi/else/voiceInteraction/txtToVoice',
      { txt: 'こんにちは', voiceType: 'tomoka' },
      { token: student },
    );
    expect(r.body.code).toBe(200);
    expect(r.body.data?.audioDuration).toBeGreaterThanOrEqual(1);
    expect((await t.call('/openApi/resourceManage/multimedia/add', {}, { token: student })).body.code).toBe(403);
  });
});

describe('trial listening', () => {
  it('makes a voice sample once and serves the same file after', async () => {
    const first = await t.call<TSynthesisResult>(
      '/openApi/assistant/voiceSample',
      { voice: 'emily' },
      { token: teacher },
    );
    // A sample is the same for everyone: public, no signature.
    expect(first.body.data?.fileUrl).toMatch(/^\/files\/public\/[^?]+\.mp3$/);
    expect(first.body.data?.audioDuration).toBeGreaterThanOrEqual(1);
    const again = await t.call<TSynthesisResult>(
      '/openApi/assistant/voiceSample',
      { voice: 'Emily' },
      { token: teacher },
    );
    expect(again.body.data?.fileUrl).toBe(first.body.data?.fileUrl);
    expect((await t.call('/openApi/assistant/voiceSample', { voice: 'nobody' }, { token: teacher })).body.message).toBe(
      '该语种暂不支持合成',
    );
    expect((await t.call('/openApi/assistant/voiceSample', { voice: 'emily' }, { token: student })).body.code).toBe(
      403,
    );
  });
});
