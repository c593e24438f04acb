import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './csp-guard';
import { callApi, confirmDialog, createClassByApi, PASSWORD, signIn, signInByApi } from './helpers';

/*
 * A negotiation's platform round closes on its timer (issue 20 item 5), with nobody clicking:
 * teacher 13800000032 (付佳琪, no seeded class) makes a class through the API and imports two new
 * students into it (the journey's own accounts, first password the number's last six digits),
 * creates a contest with a one-minute platform round and pairs them (one seller, one buyer). In
 * the browser she starts the simulation and the platform round; the two students take a turn each
 * live; then the clock runs out, and the teacher's page and both students' pages show the round
 * closed (the contest in review, the reply box gone) without a reload or the teacher's click.
 */
const TEACHER = '13800000032';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function roster(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(['手机号', '姓名']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function confirmNext(page: Page, label: RegExp) {
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0, { timeout: 10_000 });
  await page.getByTestId('phase-action').filter({ hasText: label }).click();
  await confirmDialog(page);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0, { timeout: 10_000 });
}

async function studentInContest(browser: Browser, mobile: string, title: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // signIn's own steps, with room for a loaded machine (the app's first load can take a while).
  await page.goto('/practice_teaching');
  await page.locator('#login-mobile').fill(mobile);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('#login-password').press('Enter');
  await expect(page.getByTestId('user-dropdown')).toBeVisible({ timeout: 60_000 });
  await page.goto('/student/teaching/negotiation');
  const card = page.getByTestId('negotiation-student-list').locator('.ant-card', { hasText: title });
  await card.getByRole('button', { name: '进入' }).click();
  await expect(page.getByTestId('negotiation-student-contest')).toBeVisible();
  await page.getByRole('tab', { name: '平台对抗' }).click();
  return page;
}

async function sendTurn(page: Page, text: string) {
  await expect(page.getByTestId('your-turn')).toBeVisible();
  await page.getByTestId('platform-reply').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('platform-transcript')).toContainText(text);
}

test('a platform round closes by itself when its one-minute clock ends, live on every page', async ({
  page,
  browser,
  request,
}) => {
  // Its own budget: a one-minute round to wait out, on a loaded machine.
  test.setTimeout(480_000);
  const tag = String(Date.now()).slice(-7);
  const seller = `1391${tag}`;
  const buyer = `1392${tag}`;
  const token = await signInByApi(request, TEACHER);
  const classId = await createClassByApi(request, token, `谈判计时班 ${tag}`, [], '商务谈判');
  const imported = await request.post('/openApi/teacher/manage/class/importStudents', {
    headers: { token },
    multipart: {
      classId: String(classId),
      file: {
        name: '名单.xlsx',
        mimeType: XLSX,
        buffer: await roster([
          [seller, '卖方学生'],
          [buyer, '买方学生'],
        ]),
      },
    },
  });
  expect((await imported.json()).data).toEqual({ added: 2, created: 2 });
  // Each new student chooses their own password at the first sign-in (the first-sign-in page has its own journey).
  for (const mobile of [seller, buyer]) {
    const first = (
      await callApi<{ token: string }>(request, '/openApi/login/login', { mobile, password: mobile.slice(-6) })
    ).token;
    await callApi(
      request,
      '/openApi/overall/updatePassword',
      { oldPassword: mobile.slice(-6), password: PASSWORD, confirmPassword: PASSWORD },
      first,
    );
  }

  const title = `一分钟平台对抗 ${tag}`;
  const created = await callApi<{ contestId: number; students: { studentId: number; name: string }[] }>(
    request,
    '/openApi/teacher/negotiation/create',
    {
      classId,
      caseKey: 'led-panel-price',
      title,
      rubric: [
        { name: '谈判准备与策略', max: 30 },
        { name: '商务英语表达', max: 40 },
        { name: '谈判结果与团队协作', max: 30 },
      ],
      platformMinutes: 1,
      platformTurns: 6,
      platformAt: null,
    },
    token,
  );
  const idOf = (name: string) => created.students.find((s) => s.name === name)?.studentId;
  await callApi(
    request,
    '/openApi/teacher/negotiation/formTeams',
    {
      contestId: created.contestId,
      pairings: [
        {
          seller: { name: 'Brightway Shenzhen', memberIds: [idOf('卖方学生')] },
          buyer: { name: 'Hoffmann Düsseldorf', memberIds: [idOf('买方学生')] },
        },
      ],
    },
    token,
  );

  // The teacher starts the simulation, then the platform round: its one-minute clock starts.
  await signIn(page, TEACHER);
  await page.goto(`/teacher/negotiations-details/index/teamDetails?id=${created.contestId}`);
  await confirmNext(page, /开始模拟谈判/);
  const sellerPage = await studentInContest(browser, seller, title);
  const buyerPage = await studentInContest(browser, buyer, title);
  await page.getByRole('tab', { name: '平台对抗' }).click();
  await confirmNext(page, /开始平台对抗/);
  await expect(page.getByTestId('negotiation-clock')).toContainText(/0[01]:\d\d/);

  // One turn a side, live.
  await sendTurn(sellerPage, 'Our best price for 5,000 panels is USD 17.60 FOB Shenzhen.');
  await expect(buyerPage.getByTestId('platform-transcript')).toContainText('USD 17.60');
  await sendTurn(buyerPage, 'We can accept USD 17.00 with a 20% deposit.');
  await expect(sellerPage.getByTestId('your-turn')).toBeVisible();

  // The clock runs out: the server closes the round, and every page sees it without a reload.
  for (const student of [sellerPage, buyerPage]) {
    await expect(student.getByText('平台对抗已结束')).toBeVisible({ timeout: 90_000 });
    await expect(student.getByTestId('platform-reply')).toHaveCount(0);
    await expect(student.getByTestId('negotiation-student-contest')).toContainText('评审中');
  }
  await expect(page.getByTestId('negotiation-details')).toContainText('评审中', { timeout: 30_000 });
  await expect(page.getByTestId('phase-action')).toContainText('发布排名');
  // The transcript the round left is kept.
  await expect(page.getByTestId('platform-transcript')).toContainText('USD 17.00');
});
