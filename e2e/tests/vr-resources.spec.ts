import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './csp-guard';
import { callApi, pickOption, signIn, signInByApi } from './helpers';
import { makePng } from './png';

/*
 * Issue 18's VR kind, with this file's own account: teacher 13800000030 (Lucy Evans, no class)
 * opens VR resources, tours the seeded trade-fair booth (a marker, then the list), uploads a scene
 * (a 4:3 picture refused first), places a hotspot by clicking the view, and adds the scene to a
 * course she copied. Screenshots at 1440 x 900 and 390 x 844 go to the test's output folder.
 */
const TEACHER = '13800000030';
const BOOTH = '展会展位：家纺出口商';
const SCENE_FILE = path.resolve(import.meta.dirname, '../../packages/content/assets/vr/hotel-reception.jpg');

test('a teacher tours a VR scene, uploads her own, adds a hotspot and puts it in a course', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const suffix = `${Date.now().toString(36)}-${testInfo.retry}`;
  // A course of her own to add the scene to: a copy of the first catalogue course, through the API.
  const token = await signInByApi(request, TEACHER);
  const [first] = await callApi<{ courseId: number }[]>(request, '/openApi/overall/selectAllDemoSet', {}, token);
  const copy = await callApi<{ courseId: number }>(
    request,
    '/openApi/teacher/buildingCourse/copy',
    { courseId: first?.courseId },
    token,
  );
  const courseName = `VR 课程 ${suffix}`;
  await callApi(
    request,
    '/openApi/teacher/buildingCourse/updateInfo',
    {
      courseId: copy.courseId,
      name: { cn: courseName, en: courseName },
      audience: { cn: '', en: '' },
      introduction: { cn: '', en: '' },
      picUrl: '',
    },
    token,
  );
  await signIn(page, TEACHER);

  // The VR list, from the pool's navigation.
  await page.goto('/resource_pool/home');
  await page.getByTestId('pool-nav').getByRole('menuitem', { name: 'VR资源' }).click();
  await expect(page).toHaveURL(/\/resource_pool\/vr_resources/);
  await expect(page.getByTestId('pool-card')).toHaveCount(3);
  await page.getByTestId('pool-card-title').filter({ hasText: BOOTH }).click();
  await expect(page).toHaveURL(/\/resource_pool\/vr_preview\?resourceId=\d+$/);

  // The 360° view with its four markers; the product wall's marker is ahead.
  const view = page.getByTestId('vr-view');
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(page.getByTestId('vr-hotspot-button')).toHaveCount(4);
  await view.getByTestId('vr-marker').filter({ hasText: /^1$/ }).click();
  const reader = page.getByTestId('vr-hotspot-reader');
  await expect(reader.getByTestId('vr-hotspot-title')).toHaveText('Product wall · 产品墙');
  await expect(reader.getByTestId('vr-hotspot-english')).toContainText('one hundred percent cotton');
  await expect(reader.getByTestId('vr-hotspot-chinese')).toContainText('百分之百纯棉');
  // The list opens the others (and turns the view); the arrow keys turn it too.
  await page.getByTestId('vr-hotspot-button').filter({ hasText: '洽谈桌' }).click();
  await expect(reader.getByTestId('vr-hotspot-english')).toContainText('proforma invoice');
  await expect(reader.getByRole('button', { name: /朗读这一句/ }).first()).toBeVisible();
  await view.focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(800);
  await page.screenshot({ path: testInfo.outputPath('vr-booth-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: testInfo.outputPath('vr-booth-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Her own scene: a 4:3 picture is refused on the file, a 2:1 panorama goes through.
  await page.getByTestId('pool-preview-back').click();
  await expect(page).toHaveURL(/\/resource_pool\/vr_resources/);
  await page.getByRole('button', { name: '上传场景' }).click();
  const dialog = page.getByRole('dialog', { name: '上传VR场景' });
  await expect(dialog.getByTestId('pool-suffix-groups')).toContainText('宽高比2:1');
  const fileInput = dialog.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: makePng(640, 480) });
  const title = `酒店大堂 ${suffix}`;
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByRole('button', { name: '上传' }).click();
  const refusal = dialog.getByText('全景图片的宽高比必须是2:1（当前为640×480像素）');
  await expect(refusal).toBeVisible();
  await expect(dialog.getByLabel('标题')).toHaveValue(title);
  await fileInput.setInputFiles({ name: 'lobby.jpg', mimeType: 'image/jpeg', buffer: readFileSync(SCENE_FILE) });
  await expect(refusal).toHaveCount(0);
  await dialog.getByRole('button', { name: '上传' }).click();
  await expect(page.getByText('场景已上传：现在可以添加热点')).toBeVisible();
  await expect(page).toHaveURL(/\/resource_pool\/vr_preview\?resourceId=\d+$/);
  await expect(page.getByTestId('pool-preview-title')).toHaveText(title);
  await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(page.getByText('这个场景还没有热点')).toBeVisible();

  // A hotspot placed by clicking the view, then written in both languages.
  await page.getByTestId('vr-add-hotspot').click();
  await expect(page.getByTestId('vr-placing')).toBeVisible();
  await view.click({ position: { x: 200, y: 180 } });
  const form = page.getByRole('dialog', { name: '添加热点' });
  await expect(form.getByLabel(/水平位置/)).not.toHaveValue('');
  await form.getByLabel('英文标题').fill('Welcome desk');
  await form.getByLabel('中文标题').fill('迎宾台');
  await form
    .getByLabel(/英文内容/)
    .fill('Guest: Good evening, I have a booking.\nReceptionist: Welcome! May I have your name?');
  await form.getByLabel('中文译文').fill('客人：晚上好，我有预订。\n前台：欢迎！请问您贵姓？');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('热点已保存')).toBeVisible();
  await expect(page.getByTestId('vr-hotspot-button')).toHaveText(['1. 迎宾台']);
  await expect(view.getByTestId('vr-marker')).toHaveCount(1);
  await expect(reader.getByTestId('vr-hotspot-english')).toContainText('I have a booking');
  await page.screenshot({ path: testInfo.outputPath('vr-own-1440.png') });

  // And into her course (加入课程), counted as a use.
  await page.getByTestId('add-to-course').click();
  const addDialog = page.getByRole('dialog', { name: '加入我的课程' });
  await pickOption(page, addDialog.locator('.ant-select').first(), new RegExp(suffix));
  await addDialog.getByRole('button', { name: /加\s*入/ }).click();
  await expect(page.getByText('已加入课程')).toBeVisible();
  await page.reload();
  await expect(page.getByText('使用次数')).toBeVisible();
  await expect(page.locator('.ant-descriptions-item', { hasText: '使用次数' })).toContainText('1');
});
