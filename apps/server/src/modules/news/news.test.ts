/**
 * School news through the real app: the manager writes a draft, publishes and withdraws it; the
 * school's teachers and students read published items only, in their language, and each reader
 * counts once; another school never sees or touches them; bad fields answer their own message.
 */
import type { TAuditPage, TManagedNews, TNewsItem, TPage } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

const A = '/openApi/manage/school';
const READ = '/openApi/teacher/manage/school/selectNewsById';

let t: TestApp;
let manager: string;
let teacher: string;
let student: string;
let otherManager: string;
let otherStudent: string;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db)).id;
  const other = (await buildSchool(t.db)).id;
  manager = await t.signIn((await buildManager(t.db, school)).mobile);
  teacher = await t.signIn((await buildTeacher(t.db, school)).mobile);
  student = await t.signIn((await buildStudent(t.db, school)).mobile);
  otherManager = await t.signIn((await buildManager(t.db, other)).mobile);
  otherStudent = await t.signIn((await buildStudent(t.db, other)).mobile);
});
afterAll(() => t.close());

const save = (body: object, token = manager) => t.call<TManagedNews>(`${A}/saveNews`, body, { token });
const readerList = async (token: string, path = '/openApi/overall/zyzhNewsQuery', language = 'cn') =>
  (
    await t.call<TPage<TNewsItem>>(
      path,
      { pageNum: 1, pageSize: 20 },
      { token, headers: { 'accept-language': language } },
    )
  ).body.data?.list ?? [];

const notice = {
  titleCn: '关于举办第三届商务英语技能大赛的通知',
  titleEn: 'The third Business English Skills Contest',
  contentCn: '<p>本届大赛设<strong>商务谈判</strong>和外贸函电两个项目。</p><script>alert(1)</script>',
  contentEn: '<p>This year the contest has two events: <strong>negotiation</strong> and trade correspondence.</p>',
};

describe('school news', () => {
  it('keeps a draft from readers until it is published; readers then see it in their language, once read counted once', async () => {
    const draft = (await save(notice)).body.data;
    expect(draft).toMatchObject({ status: 'draft', publishTime: null, readCount: 0 });
    expect(draft?.contentCn).not.toContain('<script');
    expect(draft?.summaryCn).toBe('本届大赛设 商务谈判 和外贸函电两个项目。');
    const newsId = draft?.newsId ?? 0;
    expect((await readerList(student)).some((n) => n.newsId === newsId)).toBe(false);
    expect((await t.call(READ, { newsId }, { token: student })).status).toBe(404);

    const published = await t.call<TManagedNews>(`${A}/publishNews`, { newsId }, { token: manager });
    expect(published.body.data?.status).toBe('published');
    expect(published.body.data?.publishTime).toBeTruthy();
    expect((await t.call(`${A}/publishNews`, { newsId }, { token: manager })).body.code).toBe(409);

    const forStudent = (await readerList(student)).find((n) => n.newsId === newsId);
    expect(forStudent).toMatchObject({ title: notice.titleCn, isRead: false });
    const forTeacher = (await readerList(teacher, '/openApi/teacher/index/newsQuery', 'en')).find(
      (n) => n.newsId === newsId,
    );
    expect(forTeacher?.title).toBe(notice.titleEn);

    const read = await t.call<TNewsItem>(READ, { newsId }, { token: student });
    expect(read.body.data).toMatchObject({ newsId, isRead: true, content: expect.stringContaining('商务谈判') });
    await t.call(READ, { newsId }, { token: student });
    await t.call(READ, { newsId }, { token: teacher });
    expect((await readerList(student)).find((n) => n.newsId === newsId)?.isRead).toBe(true);
    const mine = await t.call<TManagedNews>(`${A}/newsDetail`, { newsId }, { token: manager });
    expect(mine.body.data?.readCount).toBe(2);
  });

  it('shows an item without English in Chinese to an English reader, and edits a published item in place', async () => {
    const newsId = (await save({ titleCn: '图书馆开放时间调整', contentCn: '<p>下周起周末开放至晚上九点。</p>' })).body
      .data?.newsId;
    await t.call(`${A}/publishNews`, { newsId }, { token: manager });
    const english = (await readerList(student, '/openApi/overall/zyzhNewsQuery', 'en')).find(
      (n) => n.newsId === newsId,
    );
    expect(english?.title).toBe('图书馆开放时间调整');
    const edited = await save({ newsId, titleCn: '图书馆开放时间调整（更正）', contentCn: '<p>开放至晚上十点。</p>' });
    expect(edited.body.data).toMatchObject({ status: 'published', titleCn: '图书馆开放时间调整（更正）' });
  });

  it('withdraws an item back to draft, deletes one, and audits both with the publishing', async () => {
    const newsId = (await save({ titleCn: '运动会延期', contentCn: '<p>因天气原因延期一周。</p>' })).body.data?.newsId;
    expect((await t.call(`${A}/withdrawNews`, { newsId }, { token: manager })).body.code).toBe(409);
    await t.call(`${A}/publishNews`, { newsId }, { token: manager });
    const withdrawn = await t.call<TManagedNews>(`${A}/withdrawNews`, { newsId }, { token: manager });
    expect(withdrawn.body.data).toMatchObject({ status: 'draft', publishTime: null });
    expect((await readerList(student)).some((n) => n.newsId === newsId)).toBe(false);
    const drafts = await t.call<TPage<TManagedNews>>(`${A}/newsList`, { status: 'draft' }, { token: manager });
    expect(drafts.body.data?.list.some((n) => n.newsId === newsId)).toBe(true);
    expect((await t.call(`${A}/deleteNews`, { newsId }, { token: manager })).body.code).toBe(200);
    expect((await t.call(`${A}/newsDetail`, { newsId }, { token: manager })).status).toBe(404);
    const log = await t.call<TAuditPage>(`${A}/auditList`, { objectType: 'news' }, { token: manager });
    expect(log.body.data?.list.filter((e) => e.objectId === newsId).map((e) => e.action)).toEqual([
      'news.delete',
      'news.withdraw',
      'news.publish',
    ]);
  });

  it('keeps every item to its school: another school’s manager and students get a 404', async () => {
    const newsId = (await save({ titleCn: '家长会通知', contentCn: '<p>周五下午召开家长会。</p>' })).body.data?.newsId;
    await t.call(`${A}/publishNews`, { newsId }, { token: manager });
    for (const path of ['newsDetail', 'publishNews', 'withdrawNews', 'deleteNews'])
      expect((await t.call(`${A}/${path}`, { newsId }, { token: otherManager })).status).toBe(404);
    expect((await save({ newsId, titleCn: '改', contentCn: '<p>改</p>' }, otherManager)).status).toBe(404);
    expect((await t.call(READ, { newsId }, { token: otherStudent })).status).toBe(404);
    expect((await readerList(otherStudent)).some((n) => n.newsId === newsId)).toBe(false);
    expect((await t.call(`${A}/newsList`, {}, { token: teacher })).status).toBe(403);
    expect((await t.call(`${A}/saveNews`, notice, { token: student })).status).toBe(403);
    expect((await t.call('/openApi/teacher/index/newsQuery', {}, { token: student })).status).toBe(403);
  });

  it('answers bad fields with their own message, in both languages', async () => {
    expect((await save({ contentCn: '<p>正文</p>' })).body).toMatchObject({ code: 400, field: 'titleCn' });
    const empty = await save({ titleCn: '空白', contentCn: '<p><br></p>' });
    expect(empty.body).toMatchObject({ code: 400, field: 'contentCn', message: '请填写新闻正文' });
    const english = await t.call(
      `${A}/saveNews`,
      { titleCn: '空白', contentCn: '<p> </p>' },
      { token: manager, headers: { 'accept-language': 'en' } },
    );
    expect(english.body).toMatchObject({ code: 400, field: 'contentCn', message: 'Write the text of the news item' });
    expect((await save({ titleCn: 'x'.repeat(81), contentCn: '<p>正文</p>' })).body).toMatchObject({
      code: 400,
      field: 'titleCn',
    });
  });
});
