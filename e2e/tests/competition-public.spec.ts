/**
 * The competition's public pages (issue 20 items 3 and 4): the recording tools without signing
 * in (Chromium's fake microphone), their message when the microphone is refused, the lottery
 * draw by a teacher and its check from the seed by anyone, the certificate check, /exit_login,
 * registration for the seeded public competition with its enrolment information and find my score,
 * and the pages at phone width. Teacher 13800000020 (Olivia Brown) and student 57 are this file's.
 */
import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fakeMediaLaunch } from './chromium';
import { expect, test } from './csp-guard';
import { pickOption, signIn } from './helpers';
import { fakeMicWav } from './speaking-fixtures';

const TEACHER = '13800000020';
const STUDENT = '13900000057';
const wav = fakeMicWav('Thank you for your enquiry of twelve March. We are pleased to quote as follows.');
test.use({ launchOptions: fakeMediaLaunch({ audio: wav }) });

async function record(page: Page, ms: number) {
  await page.getByTestId('recorder-start').click();
  await expect(page.getByTestId('recorder')).toHaveAttribute('data-state', 'recording');
  // The level meter moves with the fake microphone's speech.
  await expect
    .poll(async () => Number(await page.getByTestId('level-meter').getAttribute('data-level')), { timeout: 5000 })
    .toBeGreaterThan(0);
  await page.waitForTimeout(ms);
  await page.getByTestId('recorder-finish').click();
  await expect(page.getByTestId('recorder')).toHaveAttribute('data-state', 'idle');
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the recording tool records, plays back and downloads without signing in', async ({ page }) => {
  await page.goto('/recordTools');
  await expect(page).toHaveURL(/\/recordTools$/);
  await expect(page.getByRole('heading', { name: '录音工具' })).toBeVisible();
  await record(page, 1500);
  const take = page.getByTestId('take');
  await expect(take).toHaveCount(1);
  const href = await take.getByTestId('take-download').getAttribute('href');
  expect(href).toMatch(/^blob:/);
  // The recording plays in the page.
  await page.getByTestId('take-audio').evaluate((a: HTMLAudioElement) => a.play());
  await expect
    .poll(() => page.getByTestId('take-audio').evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await take.getByRole('button', { name: '下载' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^第 1 段\.(webm|ogg|m4a)$/);
  expect(statSync(await file.path()).size).toBeGreaterThan(1000);
});

test('the second recording tool keeps named takes to compare', async ({ page }) => {
  await page.goto('/recordTools2');
  await expect(page.getByRole('heading', { name: '录音工具 · 多段对比' })).toBeVisible();
  await expect(page.getByText('Payment is to be made by irrevocable letter of credit at sight.')).toBeVisible();
  await record(page, 1000);
  await record(page, 1000);
  await expect(page.getByTestId('take')).toHaveCount(2);
  await page.getByTestId('take').first().getByRole('textbox').fill('第二遍 更流利');
  await expect(page.getByTestId('take').first().getByRole('textbox')).toHaveValue('第二遍 更流利');
  await page.getByRole('button', { name: '删除' }).last().click();
  await expect(page.getByTestId('take')).toHaveCount(1);
});

test('a refused microphone says so in the words of the spec', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto('/recordTools');
  await page.getByTestId('recorder-start').click();
  await expect(page.getByTestId('mic-refused')).toContainText('未检测到设备，或者未授权使用设备,请刷新页面并授权');
  await expect(page.getByTestId('recorder')).toHaveAttribute('data-state', 'idle');
});

test('a teacher draws the oral order; anyone opens it by code and computes it again from the seed', async ({
  page,
  browser,
}) => {
  await signIn(page, TEACHER);
  await page.goto('/drawLotteryRaffle');
  await page.getByTestId('lottery-title').fill('2026 商务英语口语决赛 出场顺序');
  await page.getByTestId('lottery-entrants').fill('王芳\n李雷\nEmily Chen\n赵强\n孙悦');
  await expect(page.getByText('共 5 位')).toBeVisible();
  await page.getByTestId('lottery-draw').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '抽签' }).click();
  await expect(page).toHaveURL(/drawLotteryRaffle\?code=[A-Z2-7]{12}$/);
  const code = new URL(page.url()).searchParams.get('code') as string;
  await expect(page.getByTestId('draw-result')).toContainText('Olivia Brown');
  const order = await page.getByTestId('draw-order').locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect([...order].sort()).toEqual(['Emily Chen', '孙悦', '李雷', '王芳', '赵强'].sort());
  await page.getByTestId('draw-verify').click();
  await expect(page.getByTestId('draw-verified')).toContainText('核对一致');

  // The draw is in the school's list, and the form is empty again.
  await page.goto('/drawLotteryRaffle');
  await expect(page.getByRole('link', { name: '2026 商务英语口语决赛 出场顺序' }).first()).toBeVisible();
  await expect(page.getByTestId('lottery-entrants')).toHaveValue('');

  // Signed out, in another browser: the same order, and the same check.
  const stranger = await browser.newContext({ locale: 'zh-CN' });
  const other = await stranger.newPage();
  await other.goto(`/drawLotteryRaffle?code=${code}`);
  await expect(other.getByTestId('draw-order').locator('tbody tr td:nth-child(2)')).toHaveText(order);
  await other.getByTestId('draw-verify').click();
  await expect(other.getByTestId('draw-verified')).toContainText('核对一致');
  await expect(other.getByText('登录教师账号后可以发起抽签')).toHaveCount(0);
  await other.goto('/drawLotteryRaffle');
  await expect(other.getByText('登录教师账号后可以发起抽签')).toBeVisible();
  await stranger.close();
});

test('the lottery form keeps what was typed across a reload', async ({ page }) => {
  await signIn(page, TEACHER);
  await page.goto('/drawLotteryRaffle');
  await page.getByTestId('lottery-title').fill('Semi-final order');
  await page.getByTestId('lottery-entrants').fill('Anna\nBen');
  await page.reload();
  await expect(page.getByTestId('lottery-title')).toHaveValue('Semi-final order');
  await expect(page.getByTestId('lottery-entrants')).toHaveValue('Anna\nBen');
});

test('the certificate check refuses a made-up code and a look-up that matches nobody', async ({ page }) => {
  await page.goto('/find_certificate?code=ABCD-EFGH-JKLM-NPQR');
  await expect(page.getByTestId('certificate-invalid')).toContainText('未找到该证书');
  await page.getByTestId('find-competition').fill('1');
  await page.getByTestId('find-name').fill('王芳');
  await page.getByTestId('find-id').fill('11010519990307123X');
  await page.getByTestId('find-submit').click();
  await expect(page.getByTestId('find-error')).toContainText('未查询到匹配的记录');
});

test('/exit_login signs out and returns to the login page', async ({ page }) => {
  await signIn(page, TEACHER);
  await page.goto('/exit_login');
  await expect(page).toHaveURL(/\/practice_teaching/);
  expect((await page.context().cookies()).filter((c) => c.name === 'lingua.token' && c.value)).toEqual([]);
  await page.goto('/teacher/myCourse/index');
  await expect(page).toHaveURL(/\/practice_teaching/);
});

test('a student registers for the public competition, sees the registration and looks the score up', async ({
  page,
}) => {
  await page.goto('/contest_registration');
  await expect(page.getByText('请先用学生账号登录，再报名。')).toBeVisible();
  await signIn(page, STUDENT);
  await page.goto('/contest_registration');
  await pickOption(page, page.getByTestId('registration-competition'), /2026 商务英语技能大赛/);
  await page.getByTestId('registration-name').fill('陈静');
  await page.getByTestId('registration-id').fill('44010619990815002X');
  await page.getByTestId('registration-mobile').fill('13900000057');
  await page.getByTestId('registration-submit').click();
  await expect(page.getByTestId('registration-done')).toContainText('2026 商务英语技能大赛');
  await page.getByRole('button', { name: '查看我的报名信息' }).click();
  await expect(page.getByTestId('enrolment').first()).toContainText('002X');

  await page.goto('/find_score');
  await pickOption(page, page.getByTestId('competition-select'), /2026 商务英语技能大赛/);
  await page.getByTestId('score-name').fill('陈静');
  await page.getByTestId('score-id').fill('44010619990815003X');
  await page.getByTestId('score-submit').click();
  await expect(page.getByTestId('score-error')).toContainText('未查询到匹配的记录');
  await page.getByTestId('score-id').fill('44010619990815002X');
  await page.getByTestId('score-submit').click();
  await expect(page.getByText('已找到报名记录，但还没有公布的成绩')).toBeVisible();
});

test('the public pages fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/recordTools',
    '/recordTools2',
    '/drawLotteryRaffle',
    '/find_certificate',
    '/find_score',
    '/contest_registration_wx',
  ]) {
    await page.goto(path);
    await expect(page.locator('.ant-card').first()).toBeVisible();
    await noSidewaysScroll(page);
  }
});
