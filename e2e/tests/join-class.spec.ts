import { expect, test } from './csp-guard';
import { signIn } from './helpers';

test('a student joins a class by its code and sees its course with the first step open and the second locked', async ({
  page,
}) => {
  await signIn(page, '13900000030'); // in 2026级商务英语2班
  await expect(page.getByText('2026级商务英语2班')).toBeVisible();
  await expect(page.getByText('2026级商务英语1班')).toHaveCount(0);
  // Students are not among the knowledge network map's accounts.
  await expect(page.getByTestId('network-map-button')).toHaveCount(0);

  const openForm = async () => {
    await page.getByRole('button', { name: '加入班级' }).click();
    return page.getByRole('dialog');
  };
  let dialog = await openForm();
  // A complete code is looked up at once (toBeAddedClassList): a wrong one says so and cannot be joined.
  await dialog.getByLabel('班级码').fill('QQQQQQ');
  await expect(dialog.getByText('班级码不正确，请核对后重新输入')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '加入', exact: true })).toBeDisabled();

  // Lower case and a space are forgiven; the class shows with its teacher and course before joining.
  await dialog.getByLabel('班级码').fill('be2 6a7');
  const preview = dialog.getByTestId('class-preview');
  await expect(preview).toContainText('2026级商务英语1班');
  await expect(preview).toContainText('王丽华');
  await expect(preview).toContainText('外贸函电');
  await dialog.getByRole('button', { name: '加入', exact: true }).click();
  await expect(page.getByText('已加入 2026级商务英语1班')).toBeVisible();
  await expect(page.getByText('2026级商务英语1班').first()).toBeVisible();

  dialog = await openForm();
  await dialog.getByLabel('班级码').fill('BE26A7');
  await expect(dialog.getByTestId('class-preview')).toContainText('您已在该班级中');
  await expect(dialog.getByRole('button', { name: '加入', exact: true })).toBeDisabled();

  await page.keyboard.press('Escape');

  // The course of the new class: step order shown, first step open, the next locked with the reason.
  await page.getByTestId('top-nav').getByText('实训', { exact: true }).click();
  await page.getByRole('combobox', { name: '选择班级' }).click();
  await page.locator('.ant-select-item-option', { hasText: '2026级商务英语1班' }).click();
  await expect(page.getByRole('heading', { name: '外贸函电' })).toBeVisible();
  const steps = page.getByTestId('course-step');
  await expect(steps.first()).not.toContainText('完成上一步骤的全部任务后解锁');
  await expect(steps.nth(1)).toContainText('完成上一步骤的全部任务后解锁');
  await page.getByRole('button', { name: /课程详情/ }).click();
  await expect(page.getByRole('dialog')).toContainText('外贸业务员岗位方向的学生');
});
