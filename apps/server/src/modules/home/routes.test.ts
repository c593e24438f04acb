import type { TCacheByVersionResponse, TNewsItem, TPage } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('getCacheByVersionType', () => {
  it('sends the map with its version, then null while the version is current', async () => {
    const first = await t.call<TCacheByVersionResponse>('/openApi/overall/getCacheByVersionType', {
      cacheVersion: '',
      dataType: 2,
    });
    expect(first.body.data?.cacheData?.cn?.['app.2_111']).toBe('实训');
    expect(first.body.data?.cacheData?.en?.['app.2_111']).toBe('Practice');
    const version = first.body.data?.cacheVersion ?? '';
    const again = await t.call<TCacheByVersionResponse>('/openApi/overall/getCacheByVersionType', {
      cacheVersion: version,
      dataType: 2,
    });
    expect(again.body.data).toEqual({ cacheVersion: version, cacheData: null });
  });
});

describe('news and lessons', () => {
  it('shows each school only its own news', async () => {
    const a = (await buildSchool(t.db)).id;
    const b = (await buildSchool(t.db)).id;
    const text = { cn: '实训周通知', en: 'Training week' };
    await t.db.insert(news).values([
      { schoolId: a, title: text, summary: text, content: text },
      { schoolId: b, title: { cn: '别校新闻', en: 'Other news' }, summary: text, content: text },
    ]);
    const token = await t.signIn((await buildStudent(t.db, a)).mobile);
    const r = await t.call<TPage<TNewsItem>>('/openApi/overall/zyzhNewsQuery', { pageNum: 1, pageSize: 10 }, { token });
    expect(r.body.data?.list.map((n) => n.title)).toEqual(['实训周通知']);
    const lessons = await t.call<unknown[]>('/openApi/overall/mainNew/zyzhLessonPreviewList', {}, { token });
    expect(lessons.body.data?.length).toBe(8);
  });
});

describe('trainingCatalogue (/fore_lang_train)', () => {
  it('answers the catalogue with chapters without sign-in, in the asked language', async () => {
    type Course = { key: string; name: string; language: string; chapters: string[] };
    const zh = await t.call<Course[]>('/openApi/overall/trainingCatalogue', {});
    expect(zh.body.data?.length).toBe(8);
    const negotiation = zh.body.data?.find((c) => c.key === 'business-negotiation');
    expect(negotiation?.name).toBe('商务谈判');
    expect(negotiation?.chapters.length).toBeGreaterThan(3);
    const en = await t.call<Course[]>(
      '/openApi/overall/trainingCatalogue',
      {},
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.body.data?.find((c) => c.key === 'business-negotiation')?.name).toBe('Business Negotiation');
    expect(en.body.data?.every((c) => c.chapters.every((title) => !/[\u4e00-\u9fff]/.test(title)))).toBe(true);
  });
});
