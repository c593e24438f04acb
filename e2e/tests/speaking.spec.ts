/**
 * Speaking in the browser with Chromium's fake microphone (a flite sentence looped): the
 * recorder's rules (one at a time, media stopped, no play or submit while recording, pause and
 * resume, the no-microphone message), and a role play as the buyer with the machine speaking the
 * seller, its per-word report and the class rank; a dub whose finished clip joins the class's list.
 * Accounts: teacher 13800000008, students 06-08.
 */
import type { Page } from '@playwright/test';
import { fakeMediaLaunch } from './chromium';
import { expect, test } from './csp-guard';
import { confirmDialog, signedFileUrl, signIn } from './helpers';
import { fakeMicWav, oralTraining } from './speaking-fixtures';

const BUYER_LINE = 'Yes, thank you. But nine dollars a shirt is higher than our budget.';
const wav = fakeMicWav(BUYER_LINE);
test.use({ launchOptions: fakeMediaLaunch({ audio: wav, autoplay: true }) });

const warning = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();

async function recordFor(page: Page, recorder: ReturnType<Page['getByTestId']>, ms: number) {
  await recorder.getByTestId('recorder-start').click();
  await expect(recorder).toHaveAttribute('data-state', 'recording');
  await page.waitForTimeout(ms);
  await recorder.getByTestId('recorder-finish').click();
  await expect(recorder).toHaveAttribute('data-state', 'idle', { timeout: 20_000 });
}

test('the recorder: one at a time, media stop, no play or submit while recording, pause and resume', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { classId, trainingId } = await oralTraining(request, '口语：主持会议开场');
  await signIn(page, '13900000007');
  await page.goto(`/student/practicals/oralSkillAnswer?classId=${classId}&trainingId=${trainingId}`);
  const questions = page.getByTestId('question');
  await expect(questions).toHaveCount(3);
  const first = questions.nth(0);
  const second = questions.nth(1);

  // The model reading plays; starting a recording stops it.
  await first.getByTestId('model-audio').click();
  const player = first.locator('audio').first();
  // The model reading is synthesised on its first request; with the other journeys' scoring jobs
  // on the same two cores that cold synthesis has taken over 60 s in CI (once, then cached).
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0), { timeout: 100_000 })
    .toBe(true);
  const recorder = first.getByTestId('recorder');
  await recorder.getByTestId('recorder-start').click();
  await expect(recorder).toHaveAttribute('data-state', 'recording');
  await expect(recorder).toContainText('正在录音');
  expect(await player.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

  // While recording: no play, no second recording, no submission.
  await second.getByTestId('model-audio').click();
  await expect(warning(page, '正在录音')).toBeVisible();
  await second.getByTestId('recorder-start').click();
  await expect(second.getByTestId('recorder')).toHaveAttribute('data-state', 'idle');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(warning(page, '正在录音')).toBeVisible();

  // Pause and resume, then finish: the recording is stored and scored, word by word.
  await page.waitForTimeout(1500);
  await recorder.getByTestId('recorder-pause').click();
  await expect(recorder).toHaveAttribute('data-state', 'paused');
  await expect(recorder).toContainText('已暂停');
  await recorder.getByTestId('recorder-resume').click();
  await expect(recorder).toHaveAttribute('data-state', 'recording');
  await page.waitForTimeout(1500);
  await recorder.getByTestId('recorder-finish').click();
  await expect(first.getByTestId('speech-status')).toBeVisible({ timeout: 20_000 });
  await expect(first.getByTestId('speech-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(first.getByTestId('speech-words').locator('[data-color]')).toHaveCount(1);
  await expect(page.locator('[data-answered="true"]')).toHaveCount(1);
});

test("without a microphone the recorder says so in the spec's words", async ({ page, request }) => {
  const { classId, trainingId } = await oralTraining(request, '口语：酒店入住');
  await page.addInitScript(() => {
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
      value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
  });
  await signIn(page, '13900000008');
  await page.goto(`/student/practicals/oralSkillAnswer?classId=${classId}&trainingId=${trainingId}`);
  await page.getByTestId('question').first().getByTestId('recorder-start').click();
  await expect(warning(page, '未检测到设备，或者未授权使用设备,请刷新页面并授权')).toBeVisible();
});

test('a student plays the buyer, the machine speaks the seller; the report scores each word and the rank lists the student', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { classId, trainingId } = await oralTraining(request, '角色扮演：价格谈判');
  await signIn(page, '13900000006');
  await page.goto(`/student/practicals/rolePlayAnswer?classId=${classId}&trainingId=${trainingId}`);
  await expect(page.getByTestId('choose-role')).toBeVisible();
  await page.getByTestId('choose-role').getByText('买方').click();
  await expect(page.getByTestId('my-role')).toContainText('买方');
  await expect(page.getByTestId('my-line')).toHaveCount(3);
  await expect(page.getByTestId('machine-line')).toHaveCount(3);

  // The machine speaks the seller's first line in its synthesised voice.
  await page.getByTestId('machine-line').first().getByTestId('play-line').click();
  const player = page.getByTestId('dialogue-player');
  await expect
    .poll(() => player.evaluate((a: HTMLAudioElement) => a.src.includes('/files/voices/')), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime > 0)).toBe(true);

  // The buyer's three lines, each recorded from the fake microphone.
  for (let i = 0; i < 3; i++) {
    const line = page.getByTestId('my-line').nth(i);
    await recordFor(page, line.getByTestId(/^recorder-line-/), 4500);
    await expect(line.getByTestId('speech-status')).toBeVisible();
  }
  for (let i = 0; i < 3; i++)
    await expect(page.getByTestId('my-line').nth(i).getByTestId('speech-status')).toHaveAttribute(
      'data-status',
      'done',
      {
        timeout: 90_000,
      },
    );
  await expect(
    page.getByTestId('my-line').first().getByTestId('speech-words').locator('[data-color]').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: /提\s*交/ }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/student\/practicals\/rolePlayAnswerReport\?.*attemptId=\d+/);
  const report = page.getByTestId('report-question').first();
  await expect(report.getByTestId('speech-line')).toHaveCount(3);
  await expect(report.getByTestId('speech-words').first().locator('[data-color]').first()).toBeVisible();
  await expect(page.getByTestId('attempt-score')).not.toContainText('待');

  await page.getByTestId('view-rank').click();
  await expect(page).toHaveURL(/\/student\/practicals\/rolePlayMachineRank\?classId=\d+&trainingId=\d+/);
  await expect(page.getByTestId('rank-me')).toContainText('（你）');
});

test('a student dubs every line over the muted clip, gets the finished dub and sees it in the class list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { classId, trainingId } = await oralTraining(request, '视频配音：展会洽谈');
  await signIn(page, '13900000008');
  await page.goto(`/student/practicals/dubbingAnswer?classId=${classId}&trainingId=${trainingId}`);
  const lines = page.getByTestId('dub-line');
  await expect(lines).toHaveCount(4);
  const clip = page.getByTestId('dub-clip');
  for (let i = 0; i < 4; i++) {
    const recorder = lines.nth(i).getByTestId(/^recorder-line-/);
    await recorder.getByTestId('recorder-start').click();
    await expect(recorder).toHaveAttribute('data-state', 'recording');
    // The clip plays muted from the line's start while the line is recorded.
    await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.muted && !v.paused)).toBe(true);
    await page.waitForTimeout(2500);
    await recorder.getByTestId('recorder-finish').click();
    await expect(recorder).toHaveAttribute('data-state', 'idle', { timeout: 30_000 });
  }
  await expect(page.getByTestId('finished-dub').locator('video')).toHaveAttribute('src', signedFileUrl('mp4'));
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/student\/practicals\/dubbingReport\?.*attemptId=\d+/);
  await page.getByTestId('view-dubs').click();
  await expect(page.getByTestId('dub-entry')).toHaveCount(1);
  await expect(page.getByTestId('dub-entry')).toContainText('（你）');
});
