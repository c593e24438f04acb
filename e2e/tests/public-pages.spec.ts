/**
 * The device check, the upload check and the school team registration (issue 20): /test without
 * signing in, with Chromium's fake camera and microphone; /uploadDome for a signed-in student;
 * /sch_team by a school office without an account, its draft kept across a reload. Student
 * 13900000071 is this file's account.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fakeMediaLaunch } from './chromium';
import { expect, test } from './csp-guard';
import { pickOption, signIn } from './helpers';
import { fakeMicWav } from './speaking-fixtures';

const STUDENT = '13900000071';
const COMPETITION = /2026 商务英语技能大赛/;
const wav = fakeMicWav('Thank you for your quotation. Could you offer a discount for an order of five hundred units?');
test.use({ launchOptions: fakeMediaLaunch({ audio: wav, autoplay: true }) });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the device check passes every check on /test without signing in', async ({ page }) => {
  await page.goto('/test');
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.getByRole('heading', { name: '考前设备检测' })).toBeVisible();
  await expect(page.getByTestId('check-browser')).toHaveAttribute('data-state', 'pass');

  await page.getByTestId('network-run').click();
  await expect(page.getByTestId('check-network')).toHaveAttribute('data-state', 'pass', { timeout: 30_000 });
  await expect(page.getByTestId('network-round-trip')).toContainText('毫秒');

  // The microphone: record the fake device's speech, play it back, confirm.
  await page.getByTestId('recorder-start').click();
  await expect
    .poll(async () => Number(await page.getByTestId('level-meter').getAttribute('data-level')), { timeout: 5000 })
    .toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  await page.getByTestId('recorder-finish').click();
  await expect(page.getByTestId('microphone-playback')).toBeVisible();
  await page.getByTestId('microphone-playback').evaluate((a: HTMLAudioElement) => a.play());
  await expect
    .poll(() => page.getByTestId('microphone-playback').evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThan(0);
  await page.getByTestId('microphone-yes').click();
  await expect(page.getByTestId('check-microphone')).toHaveAttribute('data-state', 'pass');

  // The earphones: answer the side each tone was played on.
  await page.getByTestId('earphones-run').click();
  for (let round = 0; round < 2; round++) {
    await page.getByTestId('earphones-play').click();
    const side = await page.getByTestId('earphones-round').getAttribute('data-side');
    expect(side === 'left' || side === 'right').toBe(true);
    await page.getByTestId(`earphones-${side}`).click();
  }
  await expect(page.getByTestId('check-earphones')).toHaveAttribute('data-state', 'pass');
  await expect(page.getByTestId('device-check-summary')).toHaveAttribute('data-passed', 'true');
  await expect(page.getByText('设备检测全部通过')).toBeVisible();

  // The camera (optional here): the fake camera's picture plays in the page.
  await page.getByTestId('camera-run').click();
  await expect
    .poll(() => page.getByTestId('camera-preview').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  await page.getByTestId('camera-yes').click();
  await expect(page.getByTestId('check-camera')).toHaveAttribute('data-state', 'pass');
});

test('a wrong ear fails the earphones check with what to do', async ({ page }) => {
  await page.goto('/test');
  await page.getByTestId('earphones-run').click();
  await page.getByTestId('earphones-play').click();
  const side = await page.getByTestId('earphones-round').getAttribute('data-side');
  await page.getByTestId(side === 'left' ? 'earphones-right' : 'earphones-left').click();
  await expect(page.getByTestId('check-earphones')).toHaveAttribute('data-state', 'fail');
  await expect(page.getByTestId('check-earphones-advice')).toContainText('左右声道不对');
});

test('a student checks uploads: a recording is accepted and deleted, a text file is refused', async ({ page }) => {
  await signIn(page, STUDENT);
  await page.goto('/uploadDome');
  await expect(page.getByRole('heading', { name: '上传检测' })).toBeVisible();
  await page.getByTestId('upload-check-file').setInputFiles(wav);
  await page.getByTestId('upload-check-run').click();
  await expect(page.getByTestId('upload-check-result')).toHaveAttribute('data-accepted', 'true');
  await expect(page.getByTestId('upload-check-result')).toContainText('按内容识别为 wav');

  const notes = path.join(os.tmpdir(), 'lingua-upload-check-notes.mp3');
  writeFileSync(notes, 'Meeting notes: confirm the shipment date with the buyer.\n');
  await page.getByTestId('upload-check-file').setInputFiles(notes);
  await page.getByTestId('upload-check-run').click();
  await expect(page.getByTestId('upload-check-result')).toHaveAttribute('data-accepted', 'false');
  await expect(page.getByTestId('upload-check-result')).toContainText('文件类型不支持');
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
});

test('a school office registers a team; the draft survives a reload and each field is checked', async ({ page }) => {
  await page.goto('/sch_team');
  await expect(page.getByRole('heading', { name: '学校团体报名' })).toBeVisible();
  await pickOption(page, page.getByTestId('team-competition'), COMPETITION);
  await page.getByTestId('team-school').fill('江苏经贸职业技术学院');
  const teamName = `商英一队 ${Date.now() % 100000}`;
  await page.getByTestId('team-name').fill(teamName);
  await page.getByTestId('team-teacher').fill('周老师');
  await page.getByTestId('team-teacher-mobile').fill('1380013');
  await page.getByTestId('team-teacher-email').fill('zhou@jseti.edu.cn');
  const members = page.getByTestId('team-member');
  await members.nth(0).getByLabel('队员姓名').fill('李明');
  await members.nth(0).getByLabel('学号').fill('2023010101');
  await members.nth(0).getByLabel('队员手机号').fill('13912340001');
  await page.getByTestId('team-add-member').click();
  await members.nth(1).getByLabel('队员姓名').fill('陈静');
  await members.nth(1).getByLabel('学号').fill('2023010101');
  await members.nth(1).getByLabel('队员手机号').fill('13912340002');

  // A reload keeps what was typed.
  await page.reload();
  await expect(page.getByTestId('team-name')).toHaveValue(teamName);
  await expect(members).toHaveCount(2);
  await expect(members.nth(1).getByLabel('队员姓名')).toHaveValue('陈静');

  await page.getByTestId('team-submit').click();
  await expect(page.getByText('请输入 11 位手机号')).toBeVisible();
  await expect(page.getByText('与前面的队员重复')).toBeVisible();
  await page.getByTestId('team-teacher-mobile').fill('13800138000');
  await members.nth(1).getByLabel('学号').fill('2023010102');
  await page.getByTestId('team-submit').click();
  await expect(page.getByTestId('team-done')).toContainText('共 2 名队员');
  await expect(page.getByTestId('team-done')).toContainText(teamName);

  // Registered: the draft is gone.
  await page.reload();
  await expect(page.getByTestId('team-name')).toHaveValue('');
});

test('the new public pages fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of ['/test', '/sch_team']) {
    await page.goto(url);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await noSidewaysScroll(page);
  }
});
