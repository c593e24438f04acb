/**
 * The exam face check (docs/face-check.md) with Chromium's fake camera fed from y4m clips that
 * ffmpeg makes when the spec loads, from the two public-domain portraits of the server's tests
 * (apps/server/src/test/photos: Eileen Collins, NASA; Grace Hopper, U.S. Navy).
 * Teacher 郑凯 (13800000009) makes a class and a face-check exam through the API; student 13 saves
 * their face in the personal centre and passes; student 14, whose face data is someone else's,
 * fails three times, is told to contact the invigilator, and starts once the teacher waives.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, chromium, type Page } from '@playwright/test';
import { fakeMediaLaunch } from './chromium';
import { expect, test } from './csp-guard';
import { callApi, createClassByApi, PASSWORD, signIn } from './helpers';

const TEACHER = '13800000009';
const PASSING = '13900000013';
const FAILING = '13900000014';
const PHOTOS_DIR = fileURLToPath(new URL('../../apps/server/src/test/photos/', import.meta.url));
const PHOTOS = {
  astronaut: path.join(PHOTOS_DIR, 'eileen-collins.jpg'),
  hopper: path.join(PHOTOS_DIR, 'grace-hopper.jpg'),
};
const dir = mkdtempSync(path.join(os.tmpdir(), 'lingua-fake-camera-'));

function photo(who: keyof typeof PHOTOS): string {
  if (!existsSync(PHOTOS[who])) throw new Error(`${PHOTOS[who]} missing (the face test photos)`);
  return PHOTOS[who];
}

/** Two seconds of a still 320x240 picture as y4m, which Chromium's fake camera loops. */
function fakeCameraClip(who: keyof typeof PHOTOS): string {
  const out = path.join(dir, `${who}.y4m`);
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-loop', '1', '-i', photo(who), '-t', '2', '-r', '10'],
    ...['-vf', 'scale=320:240:force_original_aspect_ratio=decrease,pad=320:240:(ow-iw)/2:(oh-ih)/2,format=yuv420p'],
    out,
  ]);
  return out;
}

// Every page of this file's own browser sees Eileen Collins; student 14's browser sees Grace Hopper.
test.use({ launchOptions: fakeMediaLaunch({ video: fakeCameraClip('astronaut') }) });

/** As the teacher, through the API: a class with both students and a face-check exam open now. */
async function faceCheckExam(request: APIRequestContext, className: string) {
  const { token } = await callApi<{ token: string }>(request, '/openApi/login/login', {
    mobile: TEACHER,
    password: PASSWORD,
  });
  const classId = await createClassByApi(request, token, className, [PASSING, FAILING]);
  const bank = await callApi<{ questionId: number }[]>(
    request,
    '/openApi/teacher/exam/bankQuestions',
    { subjectType: 11 },
    token,
  );
  const { paperId } = await callApi<{ paperId: number }>(
    request,
    '/openApi/teacher/exam/paper/create',
    { title: `${className} 小测`, timeMinutes: 20, questionIds: bank.slice(0, 2).map((q) => q.questionId) },
    token,
  );
  const now = Date.now();
  const { examIds } = await callApi<{ examIds: number[] }>(
    request,
    '/openApi/teacher/exam/create',
    {
      paperId,
      classIds: [classId],
      title: `${className} 人脸核验考试`,
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3600_000).toISOString(),
      timeLimitMinutes: 20,
      faceCheck: true,
    },
    token,
  );
  return { classId, examId: examIds[0] as number, title: `${className} 人脸核验考试` };
}

/** Student 14's face data: Eileen Collins's photo, sent through the API (their camera shows someone else). */
async function setFaceByApi(request: APIRequestContext, mobile: string) {
  const { token } = await callApi<{ token: string }>(request, '/openApi/login/login', { mobile, password: PASSWORD });
  const jpeg = path.join(dir, 'reference.jpg');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    photo('astronaut'),
    '-vf',
    'scale=320:-2',
    '-q:v',
    '4',
    jpeg,
  ]);
  await callApi(
    request,
    '/openApi/facialRecognition/addFace',
    {
      image: `data:image/jpeg;base64,${readFileSync(jpeg).toString('base64')}`,
    },
    token,
  );
}

const cameraLive = (page: Page) =>
  expect
    .poll(() => page.getByTestId('face-video').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);

test('face check: a student saves their face and passes; another fails three times, the invigilator waives, and both start', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const className = `人脸核验班${String(Date.now()).slice(-4)}`;
  const { examId, title } = await faceCheckExam(request, className);
  await setFaceByApi(request, FAILING);

  // Student 13: face data from the camera in the personal centre.
  await signIn(page, PASSING);
  await page.goto('/student/center');
  const card = page.getByTestId('face-data-card');
  await expect(card).toContainText('仅用于在线考试前的人脸核验');
  await card.getByRole('button', { name: '打开摄像头' }).click();
  await expect
    .poll(() => card.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await card.getByRole('button', { name: '保存为人脸数据', exact: true }).click();
  await expect(page.getByText('人脸数据已保存')).toBeVisible();
  await expect(card).toContainText('已设置人脸数据');

  // The exam list leads a face-check exam to the face check; a pass opens the start.
  await page.goto('/student/teaching/testIndex');
  await page.getByTestId('class-breadcrumb').locator('.ant-select').last().click();
  await page.locator('.ant-select-item-option', { hasText: className }).click();
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: '开始考试' })
    .click();
  await expect(page).toHaveURL(/testFaceCheck3V2\?examId=\d+/);
  await cameraLive(page);
  await page.getByTestId('face-verify').click();
  const result = page.getByTestId('face-result');
  await expect(result).toContainText('人脸核验通过');
  await expect(result).toContainText(/相似度：\d+/);
  await page.getByRole('button', { name: '开始考试' }).click();
  await expect(page).toHaveURL(/onlineTestAnswer\?examId=\d+/);
  await expect(page.getByTestId('question')).toHaveCount(2);

  // Student 14, in a browser whose camera shows Grace Hopper: three failures, then the contact text.
  const other = await chromium.launch(fakeMediaLaunch({ video: fakeCameraClip('hopper') }));
  const context = await other.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const student = await context.newPage();
  await signIn(student, FAILING);
  await student.goto(`/student/teaching/testFaceCheck3V2?examId=${examId}`);
  await cameraLive(student);
  for (const n of [1, 2, 3]) {
    // Each check's own answer, not the last one's result still on the page: a click while the
    // previous check is in flight is not a check.
    const compared = student.waitForResponse((r) => r.url().includes('/compareFace'));
    await student.getByTestId('face-verify').click();
    await compared;
    await expect(student.getByTestId('face-result')).toContainText('人脸核验未通过');
    await expect(student.getByTestId('face-verify')).toBeEnabled();
    if (n < 3) await expect(student.getByTestId('face-contact')).toHaveCount(0);
  }
  await expect(student.getByTestId('face-contact')).toContainText('人脸核验已失败 3 次，请联系监考老师');
  await expect(student.getByRole('button', { name: '开始考试' })).toHaveCount(0);

  // The teacher's board: passed for 13, failed 3 times for 14; the dialog shows both pictures; the waiver.
  const teacherContext = await browser.newContext();
  const board = await teacherContext.newPage();
  await signIn(board, TEACHER);
  await board.goto(`/teacher/testInOnlineExamsdex/testInvigilate?examId=${examId}`);
  await expect(board.getByTestId(`face-cell-${PASSING}`)).toContainText('已通过');
  await expect(board.getByTestId(`face-cell-${FAILING}`)).toContainText('失败 3 次');
  await board.getByTestId(`face-cell-${FAILING}`).click();
  const dialog = board.getByRole('dialog');
  await expect(dialog.getByTestId('face-reference').locator('img')).toBeVisible();
  await expect(dialog.getByTestId('face-capture').locator('img')).toBeVisible();
  await dialog.getByRole('button', { name: '免除人脸核验' }).click();
  await expect(dialog.getByText('请填写免除原因')).toBeVisible();
  await dialog.getByTestId('face-waive-reason').fill('已核对学生证');
  await dialog.getByRole('button', { name: '免除人脸核验' }).click();
  await expect(board.getByText('已免除该学生的人脸核验')).toBeVisible();
  await expect(board.getByTestId(`face-cell-${FAILING}`)).toContainText('已免核验');
  await expect(board.getByRole('row', { name: /免除人脸核验/ }).first()).toContainText('已核对学生证');

  // The waiver reaches student 14 at once; they start.
  await expect(student.getByTestId('face-waived')).toBeVisible();
  await student.getByRole('button', { name: '开始考试' }).click();
  await expect(student).toHaveURL(/onlineTestAnswer\?examId=\d+/);
  await expect(student.getByTestId('question')).toHaveCount(2);
  await expect(board.getByRole('row', { name: new RegExp(FAILING.slice(-4)) })).toContainText('进行中');
  await teacherContext.close();
  await context.close();
  await other.close();
});
