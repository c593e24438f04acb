import { expect, test } from './csp-guard';
import { confirmDialog, signIn } from './helpers';

test('a student answers a reading training, leaves and comes back to the saved answers, submits with questions open and sees the report', async ({
  page,
}) => {
  await signIn(page, '13900000037'); // in 2026级商务英语2班
  await page.goto('/student/practicals/index/practical');
  const firstActivity = page.getByTestId('course-step').first().locator('button.ant-btn-link').first();
  await firstActivity.click();
  await expect(page).toHaveURL(/\/student\/practicals\/readSkillAnswer\?classId=\d+&trainingId=\d+/);
  await expect(page.getByRole('navigation').getByText('阅读技能训练')).toBeVisible();

  const questions = page.getByTestId('question');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  // The first question of every seeded reading training here is a single choice; the rest vary.
  // Options not chosen yet, so both answers change and are saved (a retry finds its first try's).
  const unchosen =
    '.ant-checkbox-wrapper:not(.ant-checkbox-wrapper-checked), .ant-radio-wrapper:not(.ant-radio-wrapper-checked)';
  await questions.first().locator(unchosen).first().click();
  await questions.nth(1).locator(unchosen).first().click();
  await expect(page.getByTestId('save-state')).toContainText('已保存');
  await expect(page.locator('[data-answered="true"]')).toHaveCount(2);

  // Leaving asks first; staying keeps the page, confirming leaves.
  await page.getByRole('navigation').getByRole('link', { name: '实训' }).click();
  const leave = page.getByText('确定离开做题页面吗?').filter({ visible: true });
  await expect(leave).toBeVisible();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/student\/practicals\/index\/practical/);

  // Coming back shows the saved answers, marked on the answer sheet.
  await page.getByTestId('course-step').first().locator('button.ant-btn-link').first().click();
  await expect(questions.first()).toBeVisible();
  await expect(page.locator('[data-answered="true"]')).toHaveCount(2);
  await expect(questions.first().locator('.ant-radio-wrapper-checked')).toHaveCount(1);

  // Submitting with questions still open asks to confirm, naming them.
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.locator('.ant-modal-confirm-content').filter({ visible: true })).toContainText(
    `还有 ${count - 2} 道题未作答`,
  );
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/student\/practicals\/readSkillReport\?.*attemptId=\d+/);
  await expect(page.getByTestId('attempt-score')).toBeVisible();
  await expect(page.getByTestId('report-question')).toHaveCount(count);
  await expect(page.getByTestId('report-question').first()).toContainText('参考答案');
  await expect(page.getByTestId('report-question').first()).toContainText('解析');
  await expect(page.getByTestId('report-question').nth(count - 1)).toContainText('未作答');

  // The history lists the attempt.
  await page.getByRole('button', { name: '历史记录' }).click();
  await expect(page).toHaveURL(/readSkillHistory/);
  // At least one: a retry after a first try that submitted lists two.
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
});

test('a student of a demo class opens an activity whose training matches it, submits, and goes on to the next activity from the report', async ({
  page,
}) => {
  await signIn(page, '13900000015'); // in 2026级商务英语1班, 外贸函电
  await page.goto('/student/practicals/index/practical');
  await expect(page.getByRole('heading', { name: '外贸函电' })).toBeVisible();
  // The word training is spoken: the page says so, and what to do about the microphone.
  await expect(page.getByTestId('microphone-help')).toContainText('选做');
  await expect(page.getByTestId('spoken-tag').first()).toContainText('口语 · 选做');
  await page.getByRole('button', { name: '阅读英文商务信函的结构与格式' }).click();
  await expect(page).toHaveURL(/\/student\/practicals\/readSkillAnswer\?classId=\d+&trainingId=\d+/);
  await expect(page.getByText('阅读：英文商务信函的结构与格式').first()).toBeVisible();
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/readSkillReport\?.*attemptId=\d+/);
  // Back to the course of the attempt's class, then back to the report.
  await page.getByTestId('back-to-course').click();
  await expect(page).toHaveURL(/\/student\/practicals\/index\/practical$/);
  await expect(page.getByRole('heading', { name: '外贸函电' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/readSkillReport\?.*attemptId=\d+/);
  await page.getByTestId('next-activity').click();
  await expect(page).toHaveURL(/wordTraining|oralSkill|Answer\?classId=\d+&trainingId=\d+/);
  await expect(page.getByText('单词训练：外贸信函常用缩略语').first()).toBeVisible();
});
