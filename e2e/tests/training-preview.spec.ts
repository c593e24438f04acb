import { expect, test } from './csp-guard';
import { createClassByApi, signIn, signInByApi } from './helpers';

// Account of this file only: teacher 13800000011 (seeded in no class).
const TEACHER = '13800000011';
// A seeded reading training of the first course (商务谈判): a choice, a true/false, a matching and a Q&A.
const TRAINING = '阅读：商务谈判的定义与特点';
const RIGHT_OPTION = 'B. each need something from the other';

test('a teacher previews a training as students see it, then with its answers, on a desktop and a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const className = `预览班-${String(Date.now()).slice(-5)}`;
  await createClassByApi(request, await signInByApi(request, TEACHER), className, []);
  await signIn(page, TEACHER);

  // The training list of the class's course: every row has its preview.
  await page.goto('/teacher/practicals/practical');
  await page.getByRole('combobox', { name: '选择班级' }).click();
  await page.locator('.ant-select-item-option', { hasText: className }).click();
  const row = page.locator('tr.ant-table-row').filter({ hasText: TRAINING });
  await expect(page.getByTestId('training-preview-link').first()).toBeVisible();
  expect(await page.getByTestId('training-preview-link').count()).toBe(await page.locator('tr.ant-table-row').count());
  await row.getByRole('link', { name: `${TRAINING} 预览（含答案）` }).click();

  // As the student sees it: the background, the questions, no answers.
  await expect(page).toHaveURL(/\/teacher\/practicals\/trainingPreview\?classId=\d+&trainingId=\d+$/);
  await expect(page.getByRole('heading', { name: `预览 · ${TRAINING}` })).toBeVisible();
  await expect(page.getByText('What is business negotiation?')).toBeVisible();
  const questions = page.getByTestId('preview-question');
  await expect(questions).toHaveCount(4);
  await expect(page.getByTestId('answer-key')).toHaveCount(0);
  const first = questions.first();
  await expect(first).toContainText('选择题');
  // Answerable here without saving: choose a wrong option.
  await first.getByRole('radio', { name: /A\. are competitors/ }).check();
  await expect(page.getByText('预览页可以试答，作答不会保存，也不计成绩。')).toBeVisible();

  // The switch shows each question's answer key: the right option marked, the analysis beside it.
  const toggle = page.getByRole('switch', { name: '显示答案' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page).toHaveURL(/answers=1/);
  await expect(page.getByTestId('answer-key')).toHaveCount(4);
  const rightOption = first.locator('[data-testid="key-option"][data-right="true"]');
  await expect(rightOption).toHaveCount(1);
  await expect(rightOption).toContainText(RIGHT_OPTION);
  await expect(rightOption.getByTestId('key-right')).toBeVisible();
  await expect(first.getByTestId('key-analysis')).toContainText('解析：');
  await expect(questions.nth(1).getByTestId('key-accepted')).toHaveText('错误');
  await expect(questions.nth(2).getByTestId('key-pair')).toHaveCount(4);
  await expect(questions.nth(3).getByTestId('key-reference')).not.toBeEmpty();
  // What was chosen before the switch is still chosen.
  await expect(first.getByRole('radio', { name: /A\. are competitors/ })).toBeChecked();

  // On a phone: the same page, the switch kept by the address, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('switch', { name: '显示答案' })).toBeChecked();
  const phoneRight = questions.first().locator('[data-testid="key-option"][data-right="true"]');
  await phoneRight.scrollIntoViewIfNeeded();
  await expect(phoneRight).toBeVisible();
  await expect(phoneRight).toContainText(RIGHT_OPTION);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Off again, and back to the same class's list.
  await page.getByRole('switch', { name: '显示答案' }).click();
  await expect(page.getByTestId('answer-key')).toHaveCount(0);
  await page.getByRole('link', { name: /返回实训列表/ }).click();
  await expect(page).toHaveURL(/\/teacher\/practicals\/practical\?classId=\d+$/);
  await expect(page.getByRole('combobox', { name: '选择班级' })).toBeVisible();
  await expect(
    page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: className }).first(),
  ).toBeVisible();
});
