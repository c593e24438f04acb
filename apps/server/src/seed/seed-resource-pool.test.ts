/**
 * The platform pool's seed on the real catalogue: every platform training becomes a resource of its
 * pool kind with its course, level and knowledge points; the recordings and dubbing clips become
 * audio and video materials with their transcripts searchable; the four documents are stored; a
 * second run adds nothing.
 */
import os from 'node:os';
import type { TPoolResourceDetail, TPoolSearchResult } from '@lingua/contracts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, trainings } from '../db/schema';
import { createDiskStorage } from '../platform/storage';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { buildSchool, buildTeacher } from '../test/factories';
import { seedCourses } from './seed-courses';
import { seedResourcePool } from './seed-resource-pool';
import { seedTrainings } from './seed-trainings';

let t: TestApp;
let teacher: string;
let added: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const storage = createDiskStorage(t.filesDir);
  await seedCourses(t.db, storage);
  await seedTrainings(t.db, storage);
  const started = performance.now();
  added = await seedResourcePool(t.db, storage);
  console.log(`pool seed: ${added} resources in ${Math.round(performance.now() - started)} ms`);
  teacher = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
}, 120_000);
afterAll(() => t.close());

describe('platform pool seed', () => {
  it('makes a resource of every platform training and of every recording, clip and document', async () => {
    const [platform] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainings)
      .where(isNull(trainings.schoolId));
    const kinds = await t.db
      .select({ kind: resources.kind, n: sql<number>`count(*)::int` })
      .from(resources)
      .groupBy(resources.kind);
    const byKind = new Map(kinds.map((k) => [Number(k.kind), Number(k.n)]));
    // Every platform training has its resource; kind 3 also holds the VR scenes, which open none.
    const [withTraining] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(resources)
      .where(isNotNull(resources.trainingId));
    expect(Number(withTraining?.n)).toBe(Number(platform?.n));
    for (const k of [1, 2, 4, 5, 6]) expect(byKind.get(k), `kind ${k}`).toBeGreaterThan(0);
    const media = await t.db
      .select({ type: resources.mediaType, n: sql<number>`count(*)::int` })
      .from(resources)
      .where(eq(resources.kind, 5))
      .groupBy(resources.mediaType);
    const byType = new Map(media.map((m) => [m.type, Number(m.n)]));
    expect(byType.get('audio')).toBeGreaterThan(20);
    expect(byType.get('video')).toBeGreaterThan(0);
    expect(byType.get('document')).toBe(4);
    expect(await seedResourcePool(t.db, createDiskStorage(os.tmpdir()))).toBe(0);
  });

  it('gives a training its course, level and the knowledge points of its chapter', async () => {
    const [deadlock] = await t.db
      .select()
      .from(resources)
      .where(and(eq(resources.seedKey, 'training:bn-hear-deadlock')));
    expect(deadlock).toMatchObject({ kind: 1, courseKey: 'business-negotiation', knowledgePoints: ['negotiation:8'] });
    // Chapter 8 of 11: the middle third.
    expect(deadlock?.level).toBe(2);
  });

  it('finds a document by its words and a recording by its transcript, in both languages', async () => {
    const find = async (resourceName: string) =>
      (await t.call<TPoolSearchResult>('/openApi/resourcePool/search', { resourceName }, { token: teacher })).body
        .data as TPoolSearchResult;
    const credit = await find('信用证审核清单');
    expect(credit.list[0]).toMatchObject({
      title: '信用证审核清单',
      mediaType: 'document',
      fileName: 'letter-of-credit-checklist.pdf',
    });
    const detail = await t.call<TPoolResourceDetail>(
      '/openApi/resourcePool/detail',
      { resourceId: credit.list[0]?.resourceId },
      { token: teacher },
    );
    expect(detail.body.data?.fileUrl).toMatch(/\.pdf\?exp=\d+&sig=/);
    expect((await find('sales contract')).list[0]?.title).toBe('销售合同模板');
    const recording = await find('Stuck in Suzhou');
    expect(recording.list.some((r) => r.mediaType === 'audio')).toBe(true);
  });
});
