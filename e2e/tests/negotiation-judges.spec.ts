import { expect, test } from './csp-guard';
import { callApi, createClassByApi, signIn, signInByApi } from './helpers';

/*
 * A negotiation contest's invited judge (issue 20 item 5), with this file's own accounts: teacher
 * 13800000029 (邓子涵, no seeded class) organises: through the API she makes a class with students
 * 63 and 64, a contest on the LED panel case with one pairing, and takes it to review, scoring the
 * seller team herself; in the browser she invites teacher 13800000033 (蒋文静, no class) on review.
 * The judge signs in, finds the contest under the contests she was invited to judge, reads that she
 * only judges (no phase button, no judge picker), scores the seller team with the rubric, and the
 * review shows each judge's criterion scores and their mean; the organiser sees her marked scored.
 */
const ORGANISER = '13800000029';
const JUDGE = '13800000033';
const JUDGE_NAME = '蒋文静';
const STUDENTS = ['13900000063', '13900000064'];
const SELLER_TEAM = 'Brightway Shenzhen';
const BUYER_TEAM = 'Hoffmann Düsseldorf';
const CRITERIA = ['谈判准备与策略', '商务英语表达', '谈判结果与团队协作'];

test('an invited judge scores a team with the rubric, and review shows every judge and the mean', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = String(Date.now()).slice(-6);
  const token = await signInByApi(request, ORGANISER);
  const classId = await createClassByApi(request, token, `谈判评委班 ${tag}`, STUDENTS, '商务谈判');
  const title = `LED 面板灯评委赛 ${tag}`;
  const created = await callApi<{ contestId: number; students: { studentId: number }[] }>(
    request,
    '/openApi/teacher/negotiation/create',
    {
      classId,
      caseKey: 'led-panel-price',
      title,
      rubric: CRITERIA.map((name, i) => ({ name, max: [30, 40, 30][i] })),
      platformMinutes: 15,
      platformTurns: 6,
      platformAt: null,
    },
    token,
  );
  const [seller, buyer] = created.students.map((s) => s.studentId);
  const contestId = created.contestId;
  await callApi(
    request,
    '/openApi/teacher/negotiation/formTeams',
    {
      contestId,
      pairings: [
        { seller: { name: SELLER_TEAM, memberIds: [seller] }, buyer: { name: BUYER_TEAM, memberIds: [buyer] } },
      ],
    },
    token,
  );
  for (const phase of ['simulation', 'platform', 'review'])
    await callApi(request, '/openApi/teacher/negotiation/advance', { contestId, phase }, token);
  const detail = await callApi<{ teams: { teamId: number; name: string }[] }>(
    request,
    '/openApi/teacher/negotiation/detail',
    { contestId },
    token,
  );
  const sellerTeamId = detail.teams.find((t) => t.name === SELLER_TEAM)?.teamId;
  await callApi(
    request,
    '/openApi/teacher/negotiation/score',
    { contestId, teamId: sellerTeamId, scores: [24, 32, 26] },
    token,
  );

  // The organiser invites the judge on review.
  await signIn(page, ORGANISER);
  await page.goto(`/teacher/negotiations-details/index/review?id=${contestId}`);
  const judges = page.getByTestId('judges-card');
  await expect(judges).toContainText('尚未邀请');
  // The school's teachers are many: type to narrow the list, then choose her.
  const picker = judges.locator('.ant-select');
  await picker.click();
  await page.keyboard.type(JUDGE_NAME);
  await page.locator('.ant-select-item-option', { hasText: JUDGE_NAME }).filter({ visible: true }).click();
  await page.keyboard.press('Escape');
  await expect(picker).toContainText(JUDGE_NAME);
  let saves = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/openApi/teacher/negotiation/setJudges')) saves += 1;
  });
  await judges.getByRole('button', { name: '保存评委' }).click();
  // The notice may show twice while antd's message list moves; the save is one call.
  await expect(page.getByText('评委已保存').first()).toBeVisible();
  expect(saves).toBe(1);
  await expect(judges.getByTestId('invited-judge')).toHaveText([JUDGE_NAME]);

  // The judge signs in and finds the contest among those she was invited to judge.
  const judgePage = await (await browser.newContext()).newPage();
  await signIn(judgePage, JUDGE);
  await judgePage.goto('/teacher/negotiations/index');
  const invited = judgePage.getByTestId('invited-contests').locator('tr', { hasText: title });
  await expect(invited).toContainText('评审中');
  await judgePage.screenshot({ path: test.info().outputPath('judge-list-1440.png') });
  await judgePage.setViewportSize({ width: 390, height: 844 });
  await judgePage.screenshot({ path: test.info().outputPath('judge-list-390.png'), fullPage: true });
  await judgePage.setViewportSize({ width: 1440, height: 900 });
  await invited.getByRole('button', { name: '进入' }).click();
  await expect(judgePage).toHaveURL(new RegExp(`/review\\?id=${contestId}$`));
  await expect(judgePage.getByText('您受邀担任本竞赛的评委')).toBeVisible();
  await expect(judgePage.getByTestId('phase-action')).toHaveCount(0);
  await expect(judgePage.getByTestId('judges-card').locator('.ant-select')).toHaveCount(0);

  // She scores the seller team: every criterion before the button opens, each within its maximum.
  const card = judgePage.getByTestId(`score-card-${SELLER_TEAM}`);
  const submit = card.getByRole('button', { name: '提交评分' });
  await card.getByLabel(`${SELLER_TEAM} ${CRITERIA[0]}`).fill('28');
  await card.getByLabel(`${SELLER_TEAM} ${CRITERIA[1]}`).fill('36');
  await expect(submit).toBeDisabled();
  await card.getByLabel(`${SELLER_TEAM} ${CRITERIA[2]}`).fill('24');
  await card
    .getByLabel(`${SELLER_TEAM} 评语`)
    .fill('Firm on the warranty, and a clear conditional offer on the deposit.');
  await submit.click();
  await expect(judgePage.getByText('评分已保存')).toBeVisible();

  // Review: each judge's criterion scores, and the mean of the two (26, 34, 25; totals 82 and 88: 85).
  const table = card.getByTestId('judge-scores');
  await expect(table.locator('tbody tr', { hasText: JUDGE_NAME })).toContainText(/28\s*36\s*24\s*88/);
  await expect(table.locator('tbody tr', { hasText: '邓子涵' })).toContainText(/24\s*32\s*26\s*82/);
  await expect(card.getByTestId('judge-scores-mean')).toHaveText(/平均\s*26\s*34\s*25\s*85/);
  await judgePage.screenshot({ path: test.info().outputPath('judge-review-1440.png'), fullPage: true });

  // The organiser's review shows the judge as scored, with the same mean.
  await page.reload();
  await expect(judges.getByTestId('invited-judge')).toHaveText([`${JUDGE_NAME} · 已评分`]);
  await expect(page.getByTestId(`score-card-${SELLER_TEAM}`).getByTestId('judge-scores-mean')).toHaveText(
    /平均\s*26\s*34\s*25\s*85/,
  );
  await expect(page.getByTestId('negotiation-ranking').locator('tbody tr').first()).toContainText(SELLER_TEAM);
});
