import type { TPage, TTranslateResult, TWordFavourite, TWordLookup } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let student: string;
let otherStudent: string;
let teacher: string;
beforeAll(async () => {
  t = await buildTestApp();
  const schoolId = (await buildSchool(t.db)).id;
  student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
  otherStudent = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
  teacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
});
afterAll(() => t.close());

const trans = (body: object, headers: Record<string, string> = {}) =>
  t.call<TTranslateResult>('/openApi/overall/machineTrans', body, { token: teacher, headers });

describe('word look-up', () => {
  it('answers phonetics (general, British, American) and meanings by part of speech', async () => {
    const r = await t.call<TWordLookup>('/openApi/assistant/wordLookup', { content: 'invoice' }, { token: student });
    expect(r.body.code).toBe(200);
    const symbol = r.body.data?.symbols[0];
    expect(r.body.data?.src_tts).toBe('invoice');
    expect(symbol?.word_symbol).not.toBe('');
    expect(symbol?.ph_en).toMatch(/ɪnvɔɪs/);
    expect(symbol?.ph_am).not.toBe('');
    expect(symbol?.parts.map((p) => p.part)).toEqual(['n.', 'v.']);
    expect(symbol?.parts[0]?.meansStr).toContain('发票');
  });

  it('answers a plain translation for a phrase, and nothing made up for an unknown word', async () => {
    const phrase = await t.call<TWordLookup>(
      '/openApi/assistant/wordLookup',
      { content: 'good morning' },
      { token: student },
    );
    expect(phrase.body.data).toMatchObject({ src: 'good morning', dst: '早上好', symbols: [] });
    const unknown = await t.call<TWordLookup>(
      '/openApi/assistant/wordLookup',
      { content: 'qzxvbnmword' },
      { token: student },
    );
    expect(unknown.body.data).toMatchObject({ dst: '', symbols: [] });
  });
});

describe('favourite words', () => {
  it('stars, finds, lists and unstars: only the student’s own', async () => {
    const none = await t.call('/openApi/overall/getWordBoot', { wordContent: 'invoice' }, { token: student });
    expect(none.body.data).toBeNull();
    const added = await t.call<{ id: number }>(
      '/openApi/overall/insertWordBoot',
      { wordContent: 'invoice' },
      { token: student },
    );
    const id = added.body.data?.id as number;
    expect(id).toBeGreaterThan(0);
    const again = await t.call<{ id: number }>(
      '/openApi/overall/insertWordBoot',
      { wordContent: 'invoice' },
      { token: student },
    );
    expect(again.body.data?.id).toBe(id);
    await t.call('/openApi/overall/insertWordBoot', { wordContent: 'negotiate' }, { token: student });
    expect(
      (await t.call('/openApi/overall/getWordBoot', { wordContent: 'invoice' }, { token: student })).body.data,
    ).toEqual({ id });
    const list = await t.call<TPage<TWordFavourite>>(
      '/openApi/user/my_collection',
      { pageNum: 1, pageSize: 10 },
      { token: student },
    );
    expect(list.body.data?.list.map((w) => w.wordContent)).toEqual(['negotiate', 'invoice']);
    expect(list.body.data?.page.total).toBe(2);
    // Another student neither sees nor deletes it.
    expect(
      (await t.call('/openApi/overall/getWordBoot', { wordContent: 'invoice' }, { token: otherStudent })).body.data,
    ).toBeNull();
    expect((await t.call('/openApi/overall/deleteWordBoot', { id }, { token: otherStudent })).body.code).toBe(404);
    expect((await t.call('/openApi/overall/deleteWordBoot', { id }, { token: student })).body.code).toBe(200);
    expect(
      (await t.call('/openApi/overall/getWordBoot', { wordContent: 'invoice' }, { token: student })).body.data,
    ).toBeNull();
    expect((await t.call('/openApi/overall/insertWordBoot', { wordContent: 'x' }, { token: teacher })).body.code).toBe(
      403,
    );
  });
});

describe('translation', () => {
  it('translates words and phrases offline in both directions', async () => {
    const en = await trans({ sourceLang: 'en', targetLang: 'cn', sourceText: 'invoice' });
    expect(en.body.data?.transText).toContain('发票');
    const cn = await trans({ sourceLang: 'cn', targetLang: 'en', sourceText: '发票' });
    expect(cn.body.data?.transText).toContain('invoice');
  });

  it('translates business phrases, and refuses text that is not in the source language', async () => {
    const en = await trans({ sourceLang: 'en', targetLang: 'cn', sourceText: 'letter of credit' });
    expect(en.body.data?.transText).toMatch(/信用[证状]/);
    const cn = await trans({ sourceLang: 'cn', targetLang: 'en', sourceText: '信用证' });
    expect(cn.body.data?.transText?.split('; ')).toContain('credit instrument');
    const lading = await trans({ sourceLang: 'cn', targetLang: 'en', sourceText: '提单' });
    expect(lading.body.data?.transText?.split('; ')).toContain('bill of lading');
    // English in the Chinese box was looked up among Chinese meanings and answered "ilc".
    const wrong = await trans({ sourceLang: 'cn', targetLang: 'en', sourceText: 'letter of credit' });
    expect(wrong.body).toMatchObject({ code: 400, message: '这段文字不是中文，请切换翻译方向（如“英→中”）' });
    expect(wrong.body.data?.transText).toBeUndefined();
    const wrongEn = await trans(
      { sourceLang: 'en', targetLang: 'cn', sourceText: '提单' },
      { 'Accept-Language': 'en' },
    );
    expect(wrongEn.body.code).toBe(400);
    const ja = await trans({ sourceLang: 'ja', targetLang: 'cn', sourceText: 'invoice' });
    expect(ja.body.code).toBe(400);
    for (const [phrase, meaning] of [
      ['bill of lading', '提单'],
      ['purchase order', '订单'],
      ['trade fair', '展销会'],
    ]) {
      const r = await trans({ sourceLang: 'en', targetLang: 'cn', sourceText: phrase as string });
      expect(r.body.data?.transText).toContain(meaning);
    }
  });

  it('says plainly that sentences need an engine when none is configured', async () => {
    const r = await trans({
      sourceLang: 'en',
      targetLang: 'cn',
      sourceText: 'We would like to place an order for 500 units.',
    });
    expect(r.body.code).toBe(222);
    expect(r.body.data?.transText).toBe('');
    expect(r.body.message).toContain('ASSISTANT_TRANSLATE_URL');
    const ja = await trans({ sourceLang: 'cn', targetLang: 'ja', sourceText: '发票' });
    expect(ja.body.code).toBe(222);
  });

  it('validates the text and the direction', async () => {
    expect((await trans({ sourceLang: 'en', targetLang: 'cn', sourceText: '  ' })).body).toMatchObject({
      code: 400,
      message: '请输入要翻译的内容',
    });
    expect((await trans({ sourceLang: 'en', targetLang: 'ja', sourceText: 'hi' })).body.code).toBe(400);
    const baidu = await t.call(
      '/openApi/overall/speech/baiduTranslate',
      { sourceLang: 'en', targetLang: 'cn', sourceText: 'contract' },
      {
        token: student,
      },
    );
    expect(baidu.body.code).toBe(200);
  });
});
