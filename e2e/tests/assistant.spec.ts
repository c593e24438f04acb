import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fakeMediaLaunch } from './chromium';
import { expect, test } from './csp-guard';
import { chooseUserMenu, signedFileUrl, signIn } from './helpers';

// Accounts of this file only: teacher 13800000004 (James Miller), student 13900000031.
const TEACHER = '13800000004';
const STUDENT = '13900000031';
const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** A question image in Chinese and English, rendered with ffmpeg like the server's OCR tests. */
function questionImage(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lingua-e2e-ocr-')), 'question.png');
  const lines = ['1. 下列哪一项是正确的？ Which sentence is correct?', 'A. He go to school.    B. He goes to school.'];
  const draw = lines
    .map((line, i) => `drawtext=fontfile=${FONT}:text='${line}':fontsize=34:fontcolor=black:x=30:y=${40 + i * 90}`)
    .join(',');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=white:s=1000x220',
    '-vf',
    draw,
    '-frames:v',
    '1',
    file,
  ]);
  return file;
}

const ESSAY = `I has a apple and a orange every morning. This habit is very importent for my bussiness, because I work long hours.

My manager is strict. He go to the office at seven o'clock and and he checks every report. Yesterday he buyed a new computer for the team.`;

/** Double-clicks a word where it shows on the page, as a reader would. */
async function doubleClickWord(page: Page, word: string): Promise<void> {
  const find = () =>
    page.evaluate((w) => {
      const walker = document.createTreeWalker(
        document.querySelector('.shell-content') ?? document.body,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(w) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + w.length);
        const r = range.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }
      return null;
    }, word);
  // The page may still be rendering its text (a language switch re-renders it): wait for the word.
  let box: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        box = await find();
        return box !== null;
      },
      { message: `${word} is on the page` },
    )
    .toBe(true);
  const at = box as unknown as { x: number; y: number };
  await page.mouse.dblclick(at.x, at.y);
}

/** The reading a fake microphone plays: the reference sentence, synthesised by festival, as 48 kHz WAV. */
const READING = 'Welcome to the business English class.';
const MICROPHONE = path.join(os.tmpdir(), 'lingua-e2e-reading.wav');
const raw = `${MICROPHONE}.raw.wav`;
execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', raw], { input: READING });
// A second of silence first, so the reading starts after the recorder does.
execFileSync('ffmpeg', [
  '-loglevel',
  'error',
  '-y',
  '-i',
  raw,
  '-af',
  'adelay=1000,apad=pad_dur=2',
  '-ar',
  '48000',
  '-ac',
  '1',
  MICROPHONE,
]);

test.describe.configure({ mode: 'serial' });
// Every page of this file has a fake microphone that plays the reading.
test.use({
  permissions: ['microphone'],
  launchOptions: fakeMediaLaunch({ audio: MICROPHONE }),
});

test('a teacher synthesises a sentence and plays it, recognises an image and corrects an essay', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, TEACHER);
  // Not on the course list: the assistant belongs to the practicals and teaching routes.
  await expect(page.getByTestId('assistant-open')).toHaveCount(0);
  await page.goto('/teacher/teaching/classManage');
  await page.getByTestId('assistant-open').click();
  const panel = page.locator('.assistant-drawer');
  await expect(panel.getByRole('menuitem')).toHaveText(['语音合成', '翻译', '作文批改', '语音测评', '图片识别']);

  // Tab 1: empty text is refused, then a sentence is synthesised and played.
  const synthesis = panel.getByTestId('assistant-synthesis');
  await expect(synthesis.getByRole('radio')).toHaveCount(13);
  const button = synthesis.locator('button[data-state]');
  await button.click();
  await expect(page.getByText('请先输入要合成的单词或句子')).toBeVisible();
  await synthesis.getByRole('textbox').fill('Welcome to our business English class.');
  await expect(button).toHaveAttribute('data-state', '0');
  await button.click();
  await expect(button).toHaveAttribute('data-state', '2', { timeout: 30_000 });
  await expect(button).toHaveText(/播\s*放/);
  const audio = synthesis.getByTestId('synthesis-audio');
  await expect(audio).toHaveAttribute('src', signedFileUrl('mp3'));
  await button.click();
  await expect(button).toHaveAttribute('data-state', '3');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('synthesis.png') });
  // Quoting adds the audio to the multimedia resources and shows the quote result.
  await synthesis.getByRole('button', { name: /引\s*用/ }).click();
  await expect(synthesis.getByTestId('quote-result')).toContainText(/秒 · 资源编号 \d+/);

  // Tab 8: choose a rendered question image and recognise it.
  await panel.getByRole('menuitem', { name: '图片识别' }).click();
  const ocr = panel.getByTestId('assistant-ocr');
  await ocr.getByRole('button', { name: /识\s*别/ }).click();
  await expect(page.getByText('请先选择题目图片，再点击识别')).toBeVisible();
  await ocr.locator('input[type=file]').setInputFiles(questionImage());
  await expect(ocr.locator('img')).toBeVisible();
  await ocr.getByRole('button', { name: /识\s*别/ }).click();
  await expect(ocr.getByTestId('ocr-result')).toContainText('下列哪一项是正确的', { timeout: 60_000 });
  await expect(ocr.getByTestId('ocr-result')).toContainText('He goes to school.');
  await page.screenshot({ path: test.info().outputPath('ocr.png') });

  // Tab 3: correct an essay with planted errors; the score circle warns; clearing asks first.
  await panel.getByRole('menuitem', { name: '作文批改' }).click();
  const correction = panel.getByTestId('assistant-correction');
  await correction.getByRole('textbox').fill(ESSAY);
  await correction.getByRole('button', { name: /批\s*改/ }).click();
  const result = correction.getByTestId('correction-result');
  await expect(result).toContainText('主谓一致：“has”建议改为“have”', { timeout: 30_000 });
  await expect(result).toContainText('“buyed”建议改为“bought”');
  const score = Number(await correction.getByTestId('correction-score').textContent());
  expect(score).toBeLessThanOrEqual(60);
  await expect(result.locator('.ant-progress-status-exception').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('correction.png') });
  await correction.getByRole('button', { name: /清\s*空/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('清空完成')).toBeVisible();
  await expect(result).toHaveCount(0);
});

test('a teacher translates a business phrase typed in English while the direction says Chinese to English', async ({
  page,
}) => {
  await signIn(page, TEACHER);
  await page.goto('/teacher/teaching/classManage');
  await page.getByTestId('assistant-open').click();
  const panel = page.locator('.assistant-drawer');
  await panel.getByRole('menuitem', { name: '翻译' }).click();
  const tab = panel.getByTestId('assistant-translation');
  await expect(tab.locator('.ant-segmented-item-selected')).toHaveText('中 → 英');
  await tab.getByRole('textbox').fill('letter of credit');
  await tab.getByRole('button', { name: /翻\s*译/ }).click();
  // Turned round, never looked up among the Chinese meanings (that answered "ilc").
  await expect(tab.getByTestId('translation-result')).toContainText(/信用[证状]/);
  await expect(tab.locator('.ant-segmented-item-selected')).toHaveText('英 → 中');
  await expect(page.getByText(/已按 英 → 中 翻译/)).toBeVisible();
  await tab.getByRole('textbox').fill('提单');
  await tab.getByRole('button', { name: /翻\s*译/ }).click();
  await expect(tab.getByTestId('translation-result')).toContainText('bill of lading');
});

test('a student looks up a word and stars it', async ({ page }) => {
  await signIn(page, STUDENT);
  await expect(page.getByTestId('assistant-open')).toHaveCount(0);
  await page.getByText('English', { exact: true }).click();
  const popup = page.getByTestId('word-lookup');
  // The switch re-renders the page in English: a double click can land on text about to move, so
  // it is tried again until the look-up opens.
  await expect(async () => {
    await doubleClickWord(page, 'online');
    await expect(popup.getByTestId('word-lookup-src')).toHaveText('online', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(popup.getByTestId('word-lookup-phonetics')).toContainText('UK /');
  await expect(popup).toContainText('联机');
  const star = popup.getByTestId('word-favourite');
  // A retry meets the star an earlier attempt left on: start from unstarred.
  await expect(star).toHaveAttribute('data-favourite', /[01]/);
  if ((await star.getAttribute('data-favourite')) === '1') await star.click();
  await expect(star).toHaveAttribute('data-favourite', '0');
  await star.click();
  await expect(star).toHaveAttribute('data-favourite', '1');
  await page.screenshot({ path: test.info().outputPath('lookup.png') });
  // Looked up again, the word is still starred; a second click clears it.
  await popup.getByRole('button', { name: 'close' }).click();
  await doubleClickWord(page, 'online');
  await expect(popup.getByTestId('word-favourite')).toHaveAttribute('data-favourite', '1');
  await popup.getByTestId('word-favourite').click();
  await expect(popup.getByTestId('word-favourite')).toHaveAttribute('data-favourite', '0');

  // Starred again, it is listed in the student's collection, with its meanings, and can be removed there.
  await popup.getByTestId('word-favourite').click();
  await expect(popup.getByTestId('word-favourite')).toHaveAttribute('data-favourite', '1');
  await popup.getByRole('button', { name: 'close' }).click();
  await chooseUserMenu(page, 'My word collection');
  await expect(page).toHaveURL(/\/user\/my_collection/);
  const word = page.getByTestId('collection-word').filter({ hasText: 'online' });
  await word.getByRole('button', { name: /Meanings/ }).click();
  await expect(word).toContainText('联机');
  await word.getByRole('button', { name: /Remove from favourites/ }).click();
  await expect(page.getByText('No starred words yet')).toBeVisible();
});

test('a teacher reads a sentence into the microphone and sees it scored word by word', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, TEACHER);
  await page.goto('/teacher/practicals/classManage');
  await page.getByTestId('assistant-open').click();
  const panel = page.locator('.assistant-drawer');
  await panel.getByRole('menuitem', { name: '语音测评' }).click();
  const tab = panel.getByTestId('assistant-voice-test');
  await tab.getByRole('tab', { name: '日语' }).click();
  await expect(tab.getByText('该语种暂不支持测评')).toBeVisible();
  await tab.getByRole('tab', { name: '英语' }).click();
  await tab.getByRole('textbox').fill(READING);
  await tab.getByRole('button', { name: '开始录音' }).click();
  await page.waitForTimeout(4500);
  await tab.getByRole('button', { name: '结束录音' }).click();
  const result = tab.getByTestId('voice-test-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  const words = result.locator('.assistant-voice-words span');
  await expect(words).toHaveCount(6);
  // Most words of a clear reading are green (the fake microphone replays the synthesised sentence).
  const colours = await words.evaluateAll((spans) => spans.map((s) => getComputedStyle(s).color));
  expect(colours.filter((c) => c === 'rgb(56, 158, 13)').length).toBeGreaterThanOrEqual(4);
  await page.screenshot({ path: test.info().outputPath('voice-test.png') });
});
