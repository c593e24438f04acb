/**
 * The pool's search and access through the real app: a fixed corpus ranks the expected resource
 * first for an English and a Chinese query (title above description); facets count the current
 * query under every other filter; another school's resources never appear (404 by id); a private
 * upload is its owner's until shared; favourites, the personal lists, use counts and changes to
 * one's own; students get 403 on every call.
 */
import {
  resourcePoolCalls,
  type TPage,
  type TPoolHome,
  type TPoolResource,
  type TPoolResourceDetail,
  type TPoolSearchResult,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { insertPlatformResources, M, P, PDF, uploadMaterial } from '../../test/fixtures/resource-pool';

let t: TestApp;
let teacher: string;
let colleague: string;
let manager: string;
let student: string;
let other: string;
let ids: number[];

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db)).id;
  const otherSchool = (await buildSchool(t.db)).id;
  teacher = await t.signIn((await buildTeacher(t.db, school)).mobile);
  colleague = await t.signIn((await buildTeacher(t.db, school)).mobile);
  manager = await t.signIn((await buildManager(t.db, school)).mobile);
  student = await t.signIn((await buildStudent(t.db, school)).mobile);
  other = await t.signIn((await buildTeacher(t.db, otherSchool)).mobile);
  ids = await insertPlatformResources(t.db, [
    {
      kind: 5,
      title: { cn: '信用证审核清单', en: 'Letter of Credit Checklist' },
      description: { cn: '出口商审核信用证的要点', en: 'What an exporter checks on a credit' },
      courseKey: 'foreign-trade-documents',
      knowledgePoints: ['trade-documents:3'],
      level: 2,
    },
    {
      kind: 1,
      title: { cn: '外贸单证概述', en: 'Trade documents overview' },
      description: {
        cn: '介绍商业发票、提单和信用证项下的单据',
        en: 'Invoices, bills of lading and the documents a letter of credit asks for',
      },
      courseKey: 'foreign-trade-documents',
      knowledgePoints: ['trade-documents:1'],
    },
    {
      kind: 4,
      title: { cn: '谈判开局陈述', en: 'Opening statements in negotiation' },
      description: { cn: '如何在谈判开局阐明立场', en: 'How to set out your position when talks open' },
      courseKey: 'business-negotiation',
      knowledgePoints: ['negotiation:6'],
      level: 3,
    },
    {
      kind: 1,
      title: { cn: '商务宴请礼仪', en: 'Business dinner etiquette' },
      description: { cn: '谈判之后的宴请与祝酒', en: 'Dinners and toasts after the negotiation' },
      language: 'zh',
    },
  ]);
});
afterAll(() => t.close());

const search = async (body: object, token = teacher, language = 'cn') =>
  (await t.call<TPoolSearchResult>(`${P}/search`, body, { token, headers: { 'accept-language': language } })).body
    .data as TPoolSearchResult;

describe('pool search', () => {
  it('ranks the title match first for an English and a Chinese query', async () => {
    const en = await search({ resourceName: 'letter of credit' }, teacher, 'en');
    expect(en.sort).toBe('relevance');
    expect(en.list.map((r) => r.resourceId).slice(0, 2)).toEqual([ids[0], ids[1]]);
    expect(en.list[0]?.title).toBe('Letter of Credit Checklist');
    const cn = await search({ resourceName: '信用证' });
    expect(cn.list.map((r) => r.resourceId).slice(0, 2)).toEqual([ids[0], ids[1]]);
    expect(cn.list[0]?.title).toBe('信用证审核清单');
    const talks = await search({ resourceName: '谈判' });
    expect(talks.list.map((r) => r.resourceId)).toEqual([ids[2], ids[3]]);
    const stems = await search({ resourceName: 'negotiations' });
    expect(stems.list.map((r) => r.resourceId)).toEqual([ids[2], ids[3]]);
    expect((await search({ resourceName: '潜水艇' })).list).toEqual([]);
  });

  it('counts facets for the query, each under every filter but its own', async () => {
    const r = await search({ resourceName: '信用证', resourceTopLevelType: 5 });
    expect(r.page.total).toBe(1);
    expect(r.facets.kinds).toEqual(
      expect.arrayContaining([
        { value: '5', label: '素材资源', count: 1 },
        { value: '1', label: '学习资源', count: 1 },
      ]),
    );
    expect(r.facets.courses).toEqual([{ value: 'foreign-trade-documents', label: '外贸单证', count: 1 }]);
    expect(r.facets.knowledgePoints).toEqual([{ value: 'trade-documents:3', label: expect.any(String), count: 1 }]);
    expect(r.facets.levels).toEqual([{ value: '2', label: '中级', count: 1 }]);
    const byPoint = await search({ knowledgePointId: 'negotiation:6' });
    expect(byPoint.list.map((x) => x.resourceId)).toEqual([ids[2]]);
    expect((await search({ language: 'zh' })).list.map((x) => x.resourceId)).toEqual([ids[3]]);
    expect((await search({ level: 3, scope: 'platform' })).list.map((x) => x.resourceId)).toEqual([ids[2]]);
  });

  it('keeps a private upload to its owner until shared, and another school never sees it', async () => {
    const up = await uploadMaterial(t, teacher, PDF, 'quotation.pdf', {
      title: 'Quotation template 报价单模板',
      tags: 'quotation,报价',
    });
    const id = (up.body.data as TPoolResourceDetail).resourceId;
    const find = (token: string) => search({ resourceName: '报价单' }, token);
    expect((await find(teacher)).list.map((r) => r.resourceId)).toEqual([id]);
    expect((await find(colleague)).list).toEqual([]);
    expect((await t.call(`${P}/detail`, { resourceId: id }, { token: colleague })).status).toBe(404);

    const shared = await t.call<TPoolResourceDetail>(
      `${P}/share`,
      { resourceId: id, isShared: true },
      { token: teacher },
    );
    expect(shared.body.data?.isShared).toBe(true);
    const seen = (await find(colleague)).list[0];
    expect(seen).toMatchObject({ resourceId: id, origin: 'school', ownerName: expect.any(String) });
    expect((await find(manager)).list.map((r) => r.resourceId)).toEqual([id]);
    expect((await search({ scope: 'school' }, colleague)).list.map((r) => r.resourceId)).toEqual([id]);

    expect((await find(other)).list).toEqual([]);
    for (const path of ['detail', 'favourite', 'use', 'delete']) {
      expect((await t.call(`${P}/${path}`, { resourceId: id }, { token: other })).status, path).toBe(404);
    }
    expect((await t.call(`${P}/update`, { resourceId: id, title: 'x' }, { token: other })).status).toBe(404);
    // A colleague sees it but may not change it.
    expect((await t.call(`${P}/update`, { resourceId: id, title: 'x' }, { token: colleague })).status).toBe(403);
    expect((await t.call(`${P}/delete`, { resourceId: id }, { token: colleague })).status).toBe(403);
  });

  it('favourites, personal lists, use counts, updates and deletes one’s own', async () => {
    const up = await uploadMaterial(t, colleague, PDF, 'invoice.pdf', {
      title: 'Commercial invoice sample',
      isShared: '1',
    });
    const mine = (up.body.data as TPoolResourceDetail).resourceId;
    await t.call(`${P}/favourite`, { resourceId: ids[0] }, { token: colleague });
    await t.call(`${P}/favourite`, { resourceId: ids[0] }, { token: colleague });
    const list = (tab: string) =>
      t.call<TPage<TPoolResource>>(`${P}/personalList`, { tab }, { token: colleague }).then((r) => r.body.data);
    expect((await list('favourites'))?.list.map((r) => r.resourceId)).toEqual([ids[0]]);
    expect((await list('uploads'))?.list.map((r) => r.resourceId)).toEqual([mine]);
    expect((await list('shared'))?.list.map((r) => r.resourceId)).toEqual([mine]);
    expect((await search({ resourceName: 'letter of credit' }, colleague)).list[0]?.isFavourite).toBe(true);
    await t.call(`${P}/unfavourite`, { resourceId: ids[0] }, { token: colleague });
    expect((await list('favourites'))?.list).toEqual([]);

    const used = await t.call(`${P}/use`, { resourceId: ids[2] }, { token: colleague });
    expect(used.body.data).toEqual({ resourceId: ids[2], usageCount: 1 });
    expect((await search({ sort: 'popular' }, colleague)).list[0]?.resourceId).toBe(ids[2]);

    const updated = await t.call<TPoolResourceDetail>(
      `${P}/update`,
      { resourceId: mine, title: 'Proforma invoice 形式发票', courseKey: 'foreign-trade-documents', level: 2 },
      { token: colleague },
    );
    expect(updated.body.data).toMatchObject({ title: 'Proforma invoice 形式发票', courseName: '外贸单证', level: 2 });
    expect((await search({ resourceName: '形式发票' }, colleague)).list.map((r) => r.resourceId)).toEqual([mine]);
    const bad = await t.call(
      `${P}/update`,
      { resourceId: mine, knowledgePointIds: ['negotiation:999'] },
      { token: colleague },
    );
    expect(bad.body).toMatchObject({ code: 400, field: 'knowledgePointIds' });

    const home = (await t.call<TPoolHome>(`${P}/home`, {}, { token: colleague })).body.data;
    expect(home?.kinds.find((k) => k.resourceTopLevelType === 5)?.count).toBeGreaterThanOrEqual(2);
    expect(home?.mostUsed[0]?.resourceId).toBe(ids[2]);

    expect((await t.call(`${P}/delete`, { resourceId: mine }, { token: colleague })).body.code).toBe(200);
    expect((await t.call(`${P}/detail`, { resourceId: mine }, { token: colleague })).status).toBe(404);
  });

  it('answers the spec’s reference calls', async () => {
    const courses = await t.call(`${M}/main/authLessonNameList`, { resourceTopLevelType: 1 }, { token: teacher });
    expect(courses.body.data).toEqual([{ courseKey: 'foreign-trade-documents', courseName: '外贸单证', count: 1 }]);
    const points = await t.call<TPage<{ id: string }>>(
      `${M}/main/authKnowlPointList`,
      { pageNum: 1, pageSize: 10, resourceTopLevelType: 4 },
      { token: teacher },
    );
    expect(points.body.data?.list.map((p) => p.id)).toEqual(['negotiation:6']);
    const attrs = await t.call(
      `${M}/overall/queryResourceAttribute`,
      { resourceId: String(ids[0]) },
      { token: teacher },
    );
    expect(attrs.body.data).toMatchObject({ maxUploadBytes: 500 * 1024 * 1024, maxMediaSeconds: 210 });
    expect(attrs.body.data).toMatchObject({ resource: { courseKey: 'foreign-trade-documents', level: 2 } });
    expect((await t.call(`${M}/overall/userRole`, {}, { token: manager })).body.data).toMatchObject({
      role: 'manager',
    });
    const types = await t.call<{ value: string; resourceTopLevelType: number }[]>(
      `${M}/training/referenceTypeList`,
      { dataType: '3' },
      { token: teacher },
    );
    expect(types.body.data?.find((x) => x.value === 'caseAnalysis')?.resourceTopLevelType).toBe(4);
    expect((await t.call(`${M}/subject/referenceTypeList`, {}, { token: teacher })).body.code).toBe(200);
  });

  it('answers 403 to a student on every pool call', async () => {
    const calls = Object.values(resourcePoolCalls).map((c) => c.path);
    expect(calls.length).toBe(20);
    for (const path of calls) {
      const r = await t.call(path, { resourceId: ids[0] }, { token: student });
      expect(r.status, path).toBe(403);
    }
  });
});
