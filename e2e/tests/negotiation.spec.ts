import type { Browser, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { callApi, confirmDialog, createClassByApi, pickOption, signIn, signInByApi } from './helpers';

/*
 * Negotiation contests (issue 20 item 5), three browsers and a signed-out one: teacher 13800000019
 * (高敏, no seeded class) makes a class with students 53-56 through the API; in the browser she
 * creates a contest on the LED panel case (/teacher/negotiations/index), pairs two teams on
 * teamDetails (53 and 54 sell, 55 and 56 buy) and starts the simulation; student 53 reads the
 * seller's brief only and answers the machine's first line (/student/teaching/negotiation); the
 * teacher starts the platform round; students 53 and 55 take turns live, each seeing the other's
 * turn arrive; the teacher ends the round, scores both teams with the rubric on review and
 * publishes; the public /negotiation page shows the ranking without sign-in.
 */
const TEACHER = '13800000019';
const SELLERS = ['13900000053', '13900000054'];
const BUYERS = ['13900000055', '13900000056'];
const SELLER_TEAM = 'Brightway Shenzhen';
const BUYER_TEAM = 'Hoffmann Düsseldorf';

async function studentPage(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function confirmNext(page: Page, label: RegExp) {
  // The last step's confirm must be gone first: a click on its closing button would confirm nothing.
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0, { timeout: 10_000 });
  await page.getByTestId('phase-action').filter({ hasText: label }).click();
  await confirmDialog(page);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0, { timeout: 10_000 });
}

async function openContest(page: Page, title: string, tab: string) {
  await page.goto('/student/teaching/negotiation');
  const card = page.getByTestId('negotiation-student-list').locator('.ant-card', { hasText: title });
  await card.getByRole('button', { name: '进入' }).click();
  await expect(page.getByTestId('negotiation-student-contest')).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

async function sendTurn(page: Page, text: string) {
  await expect(page.getByTestId('your-turn')).toBeVisible();
  await page.getByTestId('platform-reply').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('platform-transcript')).toContainText(text);
}

test('a teacher runs a negotiation contest: two teams, a live platform round, review, and the public ranking', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await signInByApi(request, TEACHER);
  const className = `谈判竞赛班 ${Date.now() % 10_000}`;
  await createClassByApi(request, token, className, [...SELLERS, ...BUYERS], '商务谈判');
  const title = `LED 面板灯谈判赛 ${Date.now() % 10_000}`;
  // The students' names, as the team form lists them (each student's own login info).
  const names: string[] = [];
  for (const mobile of [...SELLERS, ...BUYERS]) {
    const own = await signInByApi(request, mobile);
    names.push((await callApi<{ name: string }>(request, '/openApi/overall/getUserDetail', {}, own)).name);
  }

  // The teacher creates the contest on the LED case with the default rubric.
  await signIn(page, TEACHER);
  await page.goto('/teacher/negotiations/index');
  await expect(page.getByTestId('negotiation-teacher-list')).toBeVisible();
  await page.getByRole('button', { name: '新建谈判竞赛' }).click();
  const dialog = page.getByRole('dialog');
  await pickOption(page, dialog.locator('.ant-select').first(), 'LED面板灯订单价格谈判');
  await expect(dialog).toContainText('5,000套LED面板灯');
  await dialog.getByLabel('竞赛名称').fill(title);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/teacher\/negotiations-details\/index\/teamDetails\?id=\d+/);

  // teamDetails: one pairing, two members a side.
  await page.getByTestId('team-name-0-seller').fill(SELLER_TEAM);
  await page.getByTestId('team-name-0-buyer').fill(BUYER_TEAM);
  for (const name of names.slice(0, 2))
    await pickOption(page, page.getByTestId('team-members-0-seller').locator('.ant-select'), name);
  for (const name of names.slice(2, 4))
    await pickOption(page, page.getByTestId('team-members-0-buyer').locator('.ant-select'), name);
  await page.getByTestId('save-teams').click();
  await expect(page.getByText('分组已保存')).toBeVisible();
  await confirmNext(page, /开始模拟谈判/);
  await expect(page).toHaveURL(/\/teacher\/negotiations-details\/index\/simulation\?id=/);
  await expect(page.getByTestId('negotiation-details')).toContainText('模拟谈判');

  // The seller reads only the seller's brief and answers the machine's first line, hearing it spoken.
  const seller = await studentPage(browser, SELLERS[0] as string);
  await openContest(seller, title, '任务书');
  await expect(seller.getByTestId('my-brief')).toContainText('USD 16.90');
  await expect(seller.getByTestId('my-brief')).not.toContainText('USD 16.50 per panel');
  await seller.getByRole('tab', { name: '模拟谈判' }).click();
  const spoken = seller.waitForResponse((r) => r.url().endsWith('/openApi/student/negotiation/lineAudio'));
  await seller.getByRole('button', { name: '播放' }).first().click();
  expect((await (await spoken).json()).data.fileUrl).toMatch(/\/files\/voices\/\w+\.mp3/);
  await seller
    .getByTestId('simulation-reply')
    .fill('We need 5,000 panels in Düsseldorf by the first of next month, and every panel needs a TÜV CE report.');
  await seller.getByRole('button', { name: '发送' }).click();
  await expect(seller.getByTestId('simulation-transcript')).toContainText('TÜV CE report');
  await expect(seller.getByText('已回应 1/5')).toBeVisible();

  // The platform round: the clock starts on the teacher's click; turns alternate, seller first.
  await page.getByRole('tab', { name: '平台对抗' }).click();
  await confirmNext(page, /开始平台对抗/);
  await expect(page.getByTestId('negotiation-clock')).toContainText(/1[45]:\d\d/);
  const buyer = await studentPage(browser, BUYERS[0] as string);
  await openContest(buyer, title, '平台对抗');
  await seller.getByRole('tab', { name: '平台对抗' }).click();
  await expect(buyer.getByTestId('their-turn')).toBeVisible();
  await expect(seller.getByTestId('negotiation-clock')).toBeVisible();
  await sendTurn(seller, 'Our best price for 5,000 panels is USD 17.60 FOB Shenzhen, with a five-year warranty.');
  // The buyer sees the seller's turn arrive live, then answers.
  await expect(buyer.getByTestId('platform-transcript')).toContainText('USD 17.60');
  await sendTurn(buyer, 'We can accept USD 17.00 if you take a 20% deposit and deliver within 35 days.');
  await expect(seller.getByTestId('platform-transcript')).toContainText('USD 17.00');
  await expect(seller.getByTestId('your-turn')).toBeVisible();
  await expect(page.getByTestId('platform-transcript')).toContainText('USD 17.00');

  // Review: every criterion scored before the button opens; then publish.
  await confirmNext(page, /结束对抗/);
  await expect(page).toHaveURL(/\/review\?id=/);
  const scores: Record<string, number[]> = { [SELLER_TEAM]: [26, 34, 25], [BUYER_TEAM]: [24, 30, 22] };
  const criteria = ['谈判准备与策略', '商务英语表达', '谈判结果与团队协作'];
  for (const [team, values] of Object.entries(scores)) {
    const card = page.getByTestId(`score-card-${team}`);
    const submit = card.getByRole('button', { name: '提交评分' });
    await card.getByLabel(`${team} ${criteria[0]}`).fill(String(values[0]));
    await expect(submit).toBeDisabled();
    await card.getByLabel(`${team} ${criteria[1]}`).fill(String(values[1]));
    await card.getByLabel(`${team} ${criteria[2]}`).fill(String(values[2]));
    await card.getByLabel(`${team} 评语`).fill('Clear opening and a conditional concession on the deposit.');
    await submit.click();
    await expect(card.locator('.ant-table')).toContainText(String(values.reduce((a, b) => a + b, 0)));
  }
  await confirmNext(page, /发布排名/);
  await expect(page.getByText('排名已发布，公开页面可见')).toBeVisible();
  const ranking = page.getByTestId('negotiation-ranking');
  await expect(ranking.locator('tbody tr').first()).toContainText(SELLER_TEAM);

  // The student reads the results.
  await seller.reload();
  await seller.getByRole('tab', { name: '成绩' }).click();
  await expect(seller.getByTestId('negotiation-ranking')).toContainText(BUYER_TEAM);
  await expect(seller.getByText('Clear opening and a conditional concession')).toBeVisible();

  // The public page, signed out.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/negotiation');
  const contest = visitor.getByTestId('public-contest').filter({ hasText: title });
  await expect(contest).toBeVisible();
  await expect(contest.getByTestId('negotiation-ranking').locator('tbody tr').first()).toContainText(SELLER_TEAM);
  await expect(contest).toContainText('85');
  await expect(contest).not.toContainText(names[0] as string);
});
