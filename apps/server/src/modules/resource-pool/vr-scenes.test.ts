/**
 * The pool's VR scenes through the real app: the seeded scenes list under kind 3 with their
 * hotspots and are found by what their hotspots say; an upload must be a JPEG or PNG of 2:1 on its
 * content (a non-2:1 picture, a PDF behind .jpg and an mp3 are refused, naming the file); hotspots
 * are added, changed and removed only in one's own scene, each field checked; another school's
 * private scenes never appear, students get 403.
 */
import {
  type TPoolResourceDetail,
  type TPoolSearchResult,
  type TVrHotspot,
  type TVrScene,
  VR_HOTSPOTS_MAX,
  vrSceneCalls,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVrScenes } from '../../seed/seed-vr-scenes';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { mp3Of, P, PDF, pictureOf, uploadMaterial } from '../../test/fixtures/resource-pool';

let t: TestApp;
let teacher: string;
let colleague: string;
let student: string;
let other: string;

const VR = vrSceneCalls.upload.path;
const uploadScene = (token: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) =>
  uploadMaterial(t, token, bytes, name, { title: 'Our showroom', ...fields }, VR);
const search = (token: string, body: object) => t.call<TPoolSearchResult>(`${P}/search`, body, { token });
const scene = (token: string, resourceId: number) =>
  t.call<TVrScene>(vrSceneCalls.scene.path, { resourceId }, { token });
const HOTSPOT = {
  yaw: 35.5,
  pitch: -10,
  titleEn: 'Sample table',
  titleZh: '样品桌',
  textEn: 'Buyer: Could you send two samples by courier?\nExhibitor: Yes, free of charge; you pay the courier.',
  textZh: '买家：能用快递寄两个样品吗？\n参展商：可以，样品免费，快递费由您支付。',
};

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db)).id;
  teacher = await t.signIn((await buildTeacher(t.db, school)).mobile);
  colleague = await t.signIn((await buildTeacher(t.db, school)).mobile);
  student = await t.signIn((await buildStudent(t.db, school)).mobile);
  other = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
  await seedVrScenes(t.db, t.storage, new Set());
});
afterAll(async () => {
  await t.close();
});

describe('seeded VR scenes', () => {
  it('lists the three scenes under kind 3, each with its picture and hotspots', async () => {
    const list = await search(teacher, { resourceTopLevelType: 3 });
    const titles = list.body.data?.list.map((r) => r.title);
    expect(titles).toEqual(
      expect.arrayContaining(['展会展位：家纺出口商', '集装箱码头：装运单据', '酒店前台：入住登记']),
    );
    const booth = list.body.data?.list.find((r) => r.title === '展会展位：家纺出口商');
    const opened = await scene(teacher, booth?.resourceId ?? 0);
    expect(opened.body.data?.resource).toMatchObject({ resourceTopLevelType: 3, mediaType: 'image', editable: false });
    expect(opened.body.data?.resource.fileUrl).toMatch(/^\/files\/.+\.jpg\?exp=/);
    expect(opened.body.data?.hotspots.map((h) => h.titleEn)).toEqual([
      'Product wall',
      'Price list',
      'Meeting table',
      'Reception counter',
    ]);
    // Placed where the picture draws them: the product wall ahead, the price list to the right.
    expect(opened.body.data?.hotspots[0]).toMatchObject({ yaw: 0, title: '产品墙' });
    expect(opened.body.data?.hotspots[1]?.yaw).toBe(90);
    expect(opened.body.data?.hotspots[2]?.yaw).toBe(-90);
  });

  it('finds a scene by what its hotspots say', async () => {
    const found = await search(teacher, { resourceName: 'bill of lading', resourceTopLevelType: 3 });
    expect(found.body.data?.list[0]?.title).toBe('集装箱码头：装运单据');
    const zh = await search(teacher, { resourceName: '房卡', resourceTopLevelType: 3 });
    expect(zh.body.data?.list[0]?.title).toBe('酒店前台：入住登记');
  });
});

describe('uploading a scene', () => {
  it('takes a PNG or JPEG of 2:1 as a private VR resource', async () => {
    const png = await uploadScene(teacher, pictureOf(2048, 1024, 'png'), 'showroom.png');
    expect(png.body).toMatchObject({
      code: 200,
      data: { resourceTopLevelType: 3, mediaType: 'image', origin: 'mine', isShared: false, editable: true },
    });
    const jpg = await uploadScene(teacher, pictureOf(1024, 512, 'jpg'), 'warehouse.jpg');
    expect(jpg.body.code).toBe(200);
    const opened = await scene(teacher, (jpg.body.data as TPoolResourceDetail).resourceId);
    expect(opened.body.data?.hotspots).toEqual([]);
  });

  it('refuses a picture that is not 2:1, too narrow, a wrong file behind .jpg and a sound', async () => {
    const square = await uploadScene(teacher, pictureOf(1024, 768, 'jpg'), 'office.jpg');
    expect(square.status).toBe(400);
    expect(square.body).toMatchObject({ field: 'file', message: '全景图片的宽高比必须是2:1（当前为1024×768像素）' });
    const narrow = await uploadScene(teacher, pictureOf(512, 256, 'png'), 'small.png');
    expect(narrow.body).toMatchObject({ code: 400, field: 'file' });
    expect(narrow.body.message).toMatch(/^全景图片宽度须在1024到8192像素之间/);
    const fake = await uploadScene(teacher, PDF, 'booth.jpg');
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('文件类型不支持');
    const sound = await uploadScene(teacher, mp3Of(1), 'tour.mp3');
    expect(sound.status).toBe(415);
    expect(sound.body.message).toBe('VR场景只能是JPG或PNG格式的全景图片');
    const en = await t.app.inject({
      method: 'POST',
      url: vrSceneCalls.addHotspot.path,
      payload: { resourceId: 1, ...HOTSPOT, yaw: 200 },
      headers: { token: teacher, 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(en.json()).toMatchObject({ code: 400, field: 'yaw' });
    expect(en.json().message).toMatch(/Horizontal position/);
    expect((await uploadScene(student, pictureOf(2048, 1024, 'png'), 'a.png')).status).toBe(403);
  });
});

describe('hotspots', () => {
  let resourceId: number;
  beforeAll(async () => {
    const r = await uploadScene(teacher, pictureOf(2048, 1024, 'png'), 'booth.png', { title: 'Our booth' });
    resourceId = (r.body.data as TPoolResourceDetail).resourceId;
  });

  it('are added, changed and removed in one’s own scene, and searched', async () => {
    const added = await t.call<TVrHotspot>(
      vrSceneCalls.addHotspot.path,
      { resourceId, ...HOTSPOT },
      { token: teacher },
    );
    expect(added.body).toMatchObject({ code: 200, data: { yaw: 35.5, pitch: -10, title: '样品桌' } });
    const hotspotId = added.body.data?.hotspotId;
    const found = await search(teacher, { resourceName: 'courier', resourceTopLevelType: 3 });
    expect(found.body.data?.list.map((r) => r.resourceId)).toContain(resourceId);

    const changed = await t.call<TVrHotspot>(
      vrSceneCalls.updateHotspot.path,
      { hotspotId, ...HOTSPOT, titleEn: 'Samples', yaw: -120 },
      { token: teacher },
    );
    expect(changed.body.data).toMatchObject({ titleEn: 'Samples', yaw: -120 });
    expect((await scene(teacher, resourceId)).body.data?.hotspots).toHaveLength(1);

    const removed = await t.call(vrSceneCalls.removeHotspot.path, { hotspotId }, { token: teacher });
    expect(removed.body.code).toBe(200);
    expect((await scene(teacher, resourceId)).body.data?.hotspots).toEqual([]);
  });

  it('check every field and the number per scene', async () => {
    for (const [field, value] of [
      ['yaw', 181],
      ['pitch', -91],
      ['titleEn', ''],
      ['titleZh', 'x'.repeat(61)],
      ['textEn', '  '],
      ['textZh', 'x'.repeat(3001)],
    ] as const) {
      const r = await t.call(
        vrSceneCalls.addHotspot.path,
        { resourceId, ...HOTSPOT, [field]: value },
        { token: teacher },
      );
      expect(r.body, field).toMatchObject({ code: 400, field });
    }
    for (let i = 0; i < VR_HOTSPOTS_MAX; i++) {
      const r = await t.call(vrSceneCalls.addHotspot.path, { resourceId, ...HOTSPOT, yaw: i }, { token: teacher });
      expect(r.body.code).toBe(200);
    }
    const over = await t.call(vrSceneCalls.addHotspot.path, { resourceId, ...HOTSPOT }, { token: teacher });
    expect(over.body).toMatchObject({ code: 400, message: `一个场景最多${VR_HOTSPOTS_MAX}个热点` });
  });
});

describe('who sees and changes a scene', () => {
  it('keeps a private scene its owner’s, lets colleagues read it once shared but never change it', async () => {
    const r = await uploadScene(teacher, pictureOf(2048, 1024, 'jpg'), 'private.jpg', { title: 'Private port tour' });
    const resourceId = (r.body.data as TPoolResourceDetail).resourceId;
    const added = await t.call<TVrHotspot>(
      vrSceneCalls.addHotspot.path,
      { resourceId, ...HOTSPOT },
      { token: teacher },
    );
    const hotspotId = added.body.data?.hotspotId;

    expect((await scene(colleague, resourceId)).status).toBe(404);
    await t.call(`${P}/share`, { resourceId, isShared: true }, { token: teacher });
    expect((await scene(colleague, resourceId)).body.data?.hotspots).toHaveLength(1);
    const notHers = await t.call(vrSceneCalls.addHotspot.path, { resourceId, ...HOTSPOT }, { token: colleague });
    expect(notHers.status).toBe(403);
    const change = await t.call(vrSceneCalls.updateHotspot.path, { hotspotId, ...HOTSPOT }, { token: colleague });
    expect(change.status).toBe(403);

    // Another school: never listed, never opened, its hotspots unknown.
    const list = await search(other, { resourceTopLevelType: 3, pageSize: 50 });
    expect(list.body.data?.list.map((x) => x.resourceId)).not.toContain(resourceId);
    expect(list.body.data?.list.every((x) => x.origin === 'platform')).toBe(true);
    expect((await scene(other, resourceId)).status).toBe(404);
    const theirs = await t.call(vrSceneCalls.removeHotspot.path, { hotspotId }, { token: other });
    expect(theirs.status).toBe(404);
    expect((await scene(student, resourceId)).status).toBe(403);
  });

  it('keeps the platform’s scenes unchanged and answers 404 for a resource that is no scene', async () => {
    const list = await search(teacher, { resourceTopLevelType: 3, scope: 'platform' });
    const platform = list.body.data?.list[0]?.resourceId ?? 0;
    const r = await t.call(vrSceneCalls.addHotspot.path, { resourceId: platform, ...HOTSPOT }, { token: teacher });
    expect(r.status).toBe(403);
    const doc = await uploadMaterial(t, teacher, PDF, 'notes.pdf');
    expect((await scene(teacher, (doc.body.data as TPoolResourceDetail).resourceId)).status).toBe(404);
  });
});
