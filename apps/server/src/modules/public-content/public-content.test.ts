/**
 * The public VR tour and the image positioning pictures through the real app, signed out: the tour
 * answers the platform's three scenes with their hotspots and a picture anyone may fetch, never a
 * school's own scene (shared or not), and is limited per address with its message in both
 * languages; the positioning pictures come with their zones and items in the caller's language.
 */
import { publicContentCalls, type TPositioningPicture, type TVrTourScene, vrSceneCalls } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVrScenes } from '../../seed/seed-vr-scenes';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher } from '../../test/factories';
import { pictureOf, uploadMaterial } from '../../test/fixtures/resource-pool';
import { VR_TOUR_LIMIT } from './vr-tour';

let t: TestApp;

const tour = (ip = '10.1.0.1', language = 'zh') =>
  t.call<TVrTourScene[]>(
    publicContentCalls.vrTour.path,
    {},
    { remoteAddress: ip, headers: { 'accept-language': language } },
  );

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  await seedVrScenes(t.db, t.storage, new Set());
  // A school's own scenes, one shared with the school: neither belongs on the public tour.
  const teacher = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
  for (const [title, isShared] of [
    ['Our private showroom', '0'],
    ['Our shared warehouse', '1'],
  ] as const) {
    const r = await uploadMaterial(
      t,
      teacher,
      pictureOf(1024, 512, 'jpg'),
      'scene.jpg',
      { title, isShared },
      vrSceneCalls.upload.path,
    );
    expect(r.body.code).toBe(200);
  }
});
afterAll(() => t.close());

describe('the public VR tour', () => {
  it('answers the platform scenes with their hotspots to anyone, in the caller language', async () => {
    const zh = await tour();
    expect(zh.status).toBe(200);
    expect(zh.body.data?.map((s) => s.title)).toEqual([
      '展会展位：家纺出口商',
      '集装箱码头：装运单据',
      '酒店前台：入住登记',
    ]);
    const booth = zh.body.data?.[0];
    expect(booth?.hotspots.map((h) => h.titleEn)).toEqual([
      'Product wall',
      'Price list',
      'Meeting table',
      'Reception counter',
    ]);
    expect(booth?.hotspots[0]).toMatchObject({
      yaw: 0,
      title: '产品墙',
      textZh: expect.stringContaining('百分之百纯棉'),
    });
    const en = await tour('10.1.0.2', 'en');
    expect(en.body.data?.[0]?.title).toBe('A trade-fair booth: home-textile exporter');
    expect(en.body.data?.[0]?.hotspots[0]?.title).toBe('Product wall');
  });

  it('signs each picture so a signed-out visitor can fetch it', async () => {
    const url = (await tour('10.1.0.3')).body.data?.[1]?.fileUrl ?? '';
    expect(url).toMatch(/^\/files\/.+\.jpg\?exp=\d+&sig=/);
    const picture = await t.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('never lists a school scene, shared or not', async () => {
    const titles = (await tour('10.1.0.4')).body.data?.map((s) => s.title) ?? [];
    expect(titles).toHaveLength(3);
    expect(titles.join()).not.toMatch(/showroom|warehouse/);
  });

  it('is limited per address, with the wait in the caller language', async () => {
    for (let i = 0; i < VR_TOUR_LIMIT.limit; i++) expect((await tour('10.1.0.9')).status).toBe(200);
    const refused = await tour('10.1.0.9');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('访问过于频繁，请10分钟后再打开VR漫游');
    expect((await tour('10.1.0.9', 'en')).body.message).toMatch(/^Too many visits from this network/);
    // Another address is not held back.
    expect((await tour('10.1.0.10')).status).toBe(200);
  });
});

describe('the image positioning pictures', () => {
  it('answers every picture with its shapes, zones and items, titles in the caller language', async () => {
    const zh = await t.call<TPositioningPicture[]>(publicContentCalls.positioning.path, {});
    expect(zh.status).toBe(200);
    const [invoice] = zh.body.data ?? [];
    expect(invoice).toMatchObject({ key: 'commercial-invoice', title: '商业发票：毛巾出口', width: 800 });
    expect(invoice?.items[0]).toMatchObject({
      promptEn: 'Find the consignee',
      promptZh: '找到收货人',
      zone: 'consignee',
    });
    expect(invoice?.zones.find((z) => z.key === 'consignee')?.label).toContain('Hanseatic Home Goods GmbH');
    expect(invoice?.shapes.length).toBeGreaterThan(40);
    const en = await t.call<TPositioningPicture[]>(
      publicContentCalls.positioning.path,
      {},
      {
        headers: { 'accept-language': 'en' },
      },
    );
    expect(en.body.data?.map((p) => p.title)).toEqual([
      'A commercial invoice: towels for export',
      'A bill of lading: two 40-foot containers',
      'An office floor plan: the Shanghai sales office',
    ]);
  });
});
