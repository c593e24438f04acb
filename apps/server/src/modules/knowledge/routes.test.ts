import type { TKnowledgeGraph, TKnowledgeGraphListItem } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent } from '../../test/factories';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.signIn((await buildStudent(t.db, (await buildSchool(t.db)).id)).mobile);
});
afterAll(() => t.close());

describe('knowledge graphs', () => {
  it('lists the seven graphs in the reader’s language', async () => {
    const cn = await t.call<TKnowledgeGraphListItem[]>('/openApi/knowledge/graphList', {}, { token });
    expect(cn.body.data).toHaveLength(7);
    expect(cn.body.data?.find((g) => g.key === 'cross-cultural')).toEqual({
      key: 'cross-cultural',
      title: '跨文化商务交际',
      nodeCount: 77,
    });
    const en = await t.call<TKnowledgeGraphListItem[]>(
      '/openApi/knowledge/graphList',
      {},
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(en.body.data?.find((g) => g.key === 'cross-cultural')?.title).toBe('Cross-Cultural Business Communication');
  });

  it('answers one graph with plain-language names, and 400 for an unknown key', async () => {
    const r = await t.call<TKnowledgeGraph>('/openApi/knowledge/graph', { key: 'trade-documents' }, { token });
    expect(r.body.data?.nodes).toHaveLength(102);
    expect(typeof r.body.data?.nodes[0]?.name).toBe('string');
    expect(r.body.data?.categories).toHaveLength(10);
    expect((await t.call('/openApi/knowledge/graph', { key: 'physics' }, { token })).body).toMatchObject({
      code: 400,
      field: 'key',
    });
    expect((await t.call('/openApi/knowledge/graph', { key: 'negotiation' })).body.code).toBe(700);
  });
});
